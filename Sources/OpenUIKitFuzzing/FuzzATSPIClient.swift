import Foundation
import OpenUIKit
import OpenUIKitATSPI

/// An assistive-technology client as hostile as the bus allows, talking to the AT-SPI server
/// of the scene's application: it keeps the paths it was given (so it asks about views app
/// code has since removed), calls every method with fitting and unfitting arguments, sets
/// values to NaN and infinities, types through EditableText, asks for points far outside, and
/// collects events while the tree changes under it. Its calls run app code (a button's action,
/// a tap on a view with recognizers), which may remove what it holds.
@MainActor
final class FuzzATSPIClient {
  let server: ATSPIServer
  private(set) var held: [String] = ["/org/a11y/atspi/accessible/root"]
  private let methods = ATSPIServer.methodSignatures

  init(application: UIApplication) {
    server = ATSPIServer(application: application, name: "fuzz", busName: ":1.1")
  }

  /// One request (and sometimes the events since the last).
  func act(using r: inout FuzzRandom, trace: (String) -> Void) {
    let path: String
    switch r.int(0...19) {
    case 0: path = "/org/a11y/atspi/accessible/\(r.int(-2...100_000))"
    case 1: path = r.pick(["", "/", "/org/a11y/atspi/cache", "/org/a11y/atspi/null", "/x/../y"])
    default: path = r.pick(held)
    }
    let request: ATSPIRequest
    if r.chance(0.15) {
      request = propertiesRequest(path, using: &r)
    } else {
      let method = r.pick(methods)
      var arguments = method.signature.unicodeScalars.map { value(for: Character($0), using: &r) }
      if r.chance(0.1) { arguments = [randomValue(using: &r)] }
      request = ATSPIRequest(
        path: path, interface: r.chance(0.03) ? "org.a11y.atspi.Nothing" : method.interface,
        member: method.member, arguments: arguments)
    }
    trace("AT-SPI \(request.interface).\(request.member) on \(request.path)")
    let reply = server.handle(request)
    if case .values(let values) = reply { harvest(values) }
    if r.chance(0.25) { _ = server.collectEvents() }
  }

  private func propertiesRequest(_ path: String, using r: inout FuzzRandom) -> ATSPIRequest {
    let interface = r.pick([
      "org.a11y.atspi.Accessible", "org.a11y.atspi.Value", "org.a11y.atspi.Text",
      "org.a11y.atspi.Action", "org.a11y.atspi.Selection", "org.a11y.atspi.Application",
      "org.example.None",
    ])
    let name = r.pick([
      "Name", "Parent", "ChildCount", "CurrentValue", "CaretOffset", "NActions", "Id", "Nope",
    ])
    switch r.int(0...2) {
    case 0:
      return ATSPIRequest(
        path: path, interface: "org.freedesktop.DBus.Properties", member: "Get",
        arguments: [.string(interface), .string(name)])
    case 1:
      return ATSPIRequest(
        path: path, interface: "org.freedesktop.DBus.Properties", member: "GetAll",
        arguments: [.string(interface)])
    default:
      return ATSPIRequest(
        path: path, interface: "org.freedesktop.DBus.Properties", member: "Set",
        arguments: [.string(interface), .string(name), .variant(randomValue(using: &r))])
    }
  }

  /// Keeps the object paths a reply handed out, as a client caching references does.
  private func harvest(_ values: [DBusValue]) {
    for value in values {
      switch value {
      case .objectPath(let path) where !held.contains(path):
        held.append(path)
        if held.count > 200 { held.remove(at: 1) }
      case .array(_, let items), .structure(let items): harvest(items)
      case .variant(let inner): harvest([inner])
      default: break
      }
    }
  }

  private func value(for code: Character, using r: inout FuzzRandom) -> DBusValue {
    switch code {
    case "i":
      .int32(r.pick([0, 1, 2, 5, -1, Int32.max, Int32.min, Int32(r.int(-1000...1000))]))
    case "u": .uint32(r.pick([0, 1, 2, 3, 4, 6, UInt32.max, UInt32(r.int(0...10))]))
    case "b": .boolean(r.chance(0.5))
    case "s":
      .string(
        r.pick([
          "", "a", "héllo wörld", "\u{0}x", "👩‍👩‍👧 e\u{301}", String(repeating: "w ", count: 500),
        ]))
    default: randomValue(using: &r)
    }
  }

  private func randomValue(using r: inout FuzzRandom) -> DBusValue {
    switch r.int(0...5) {
    case 0: .double(r.pick([.nan, .infinity, -.infinity, 1e300, -5, 0.5]))
    case 1: .string("x")
    case 2: .int32(Int32(r.int(-5...5)))
    case 3: .array(element: "i", [.int32(1)])
    case 4: .structure([.string(":1.1"), .objectPath("/org/a11y/atspi/accessible/1")])
    default: .boolean(true)
    }
  }
}
