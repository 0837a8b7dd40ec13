import Foundation
import OpenUIKit
import OpenUIKitTesting

@testable import OpenUIKitATSPI

/// An application with a key window and an AT-SPI server over it, answering as a client on
/// the bus would be answered.
@MainActor
final class BridgeScene {
  let clock = ManualClock()
  let app: UIApplication
  let window: UIWindow
  let fingers: TouchSequence
  let server: ATSPIServer
  var tracker: ATSPIEventTracker { server.tracker }
  private(set) var diagnostics: [String] = []

  init(size: CGSize = CGSize(width: 400, height: 300)) {
    app = UIApplication(clock: clock)
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    fingers = TouchSequence(application: app, clock: clock)
    server = ATSPIServer(application: app, name: "Tests", busName: ":1.7")
    server.describeWindows(title: { _ in "Test window" }, origin: { _ in CGPoint(x: 100, y: 50) })
    app.diagnosticHandler = { [weak self] in self?.diagnostics.append($0.message) }
    fingers.onBrokenInvariants = { _ in }
    window.makeKeyAndVisible()
  }

  @discardableResult
  func add<V: UIView>(_ view: V, _ frame: CGRect, in parent: UIView? = nil) -> V {
    view.frame = frame
    (parent ?? window).addSubview(view)
    return view
  }

  /// Calls `member` of `interface` on `path`.
  func call(
    _ path: String, _ interface: String, _ member: String, _ arguments: DBusValue...
  ) -> ATSPIReply {
    server.handle(
      ATSPIRequest(
        path: path, interface: "org.a11y.atspi." + interface, member: member,
        arguments: arguments))
  }

  /// The values of a reply that must succeed (empty, and a failure is recorded, if not).
  func values(_ reply: ATSPIReply) -> [DBusValue] {
    if case .values(let values) = reply { return values }
    return []
  }

  /// The path of `object`, as a client would have it from an earlier reply.
  func path(_ object: AnyObject) -> String { server.model.registry.path(for: object) }

  /// The object paths of the root's window's children.
  func childPaths(of path: String) -> [String] {
    let reply = values(call(path, "Accessible", "GetChildren"))
    return reply.first?.elements?.compactMap { $0.elements?.last?.string } ?? []
  }

  /// A property's value.
  func property(_ path: String, _ interface: String, _ name: String) -> DBusValue? {
    let reply = server.handle(
      ATSPIRequest(
        path: path, interface: "org.freedesktop.DBus.Properties", member: "Get",
        arguments: [.string("org.a11y.atspi." + interface), .string(name)]))
    if case .values(let values) = reply { return values.first?.unwrapped }
    return nil
  }

  /// The role name of the object at `path`.
  func roleName(_ path: String) -> String? {
    values(call(path, "Accessible", "GetRoleName")).first?.string
  }

  /// The states of the object at `path`.
  func states(_ path: String) -> ATSPIStates {
    guard let words = values(call(path, "Accessible", "GetState")).first?.elements,
      words.count == 2, let low = words[0].uint32, let high = words[1].uint32
    else { return [] }
    return ATSPIStates(rawValue: UInt64(low) | UInt64(high) << 32)
  }

  /// The events since the last call.
  func events() -> [ATSPISignal] { tracker.collect() }

  /// Presses and releases Tab.
  func tab() {
    for phase in [KeyInput.Phase.down, .up] {
      let key = UIKey(
        characters: "\t", charactersIgnoringModifiers: "\t", modifierFlags: [],
        keyCode: .keyboardTab)
      app.enqueue(InputRecord(.key(KeyInput(phase: phase, key: key))))
    }
    app.processQueuedInput()
  }

  /// A tap at `point` as a finger would, the clock moving on after.
  func tap(_ point: CGPoint) {
    fingers.tap(at: point)
    clock.advance(by: 1)
    app.processQueuedInput()
  }
}
