// libFuzzer target: what a client can send the accessibility bridge over D-Bus. Each input is a
// whole D-Bus message as on the wire; libdbus checks it as the bus delivers it, and a message
// it accepts is decoded, answered by the AT-SPI server of an application with a real screen
// (buttons, a switch, a slider, a field, a text view, a table) and the reply encoded, exactly
// as the bridge does on its connection (`ATSPIWire`). Hostile paths, unknown interfaces and
// members, arguments of any type and shape: an error reply or an answer, never a crash (libdbus
// aborts the process on a reply it cannot encode), a hang or unbounded memory. The reply must
// be a message libdbus reads back.
import Foundation
import OpenUIKit
import OpenUIKitTesting

@_spi(Fuzzing) import OpenUIKitATSPI

/// The application and its server, made once: state carries over between inputs, as a
/// long-lived client's calls change what later ones see.
@MainActor
enum Harness {
  static let clock = ManualClock()
  static let app: UIApplication = {
    let app = UIApplication(clock: clock)
    app.diagnosticHandler = { _ in }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let root = UIViewController()
    window.rootViewController = root
    let button = UIButton(type: .system)
    button.setTitle("Press", for: .normal)
    button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
    button.addAction(
      UIAction { _ in button.setTitle("Pressed", for: .normal) }, for: .primaryActionTriggered)
    let toggle = UISwitch(frame: CGRect(x: 120, y: 10, width: 60, height: 40))
    let slider = UISlider(frame: CGRect(x: 10, y: 60, width: 200, height: 40))
    let field = UITextField(frame: CGRect(x: 10, y: 110, width: 200, height: 40))
    field.text = "héllo 你好 👋🏽"
    field.accessibilityLabel = "Field"
    let text = UITextView(frame: CGRect(x: 10, y: 160, width: 300, height: 120))
    text.text = "Line one\nשלום عالم\nthree"
    let table = UITableView(frame: CGRect(x: 10, y: 290, width: 300, height: 300))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    let label = UILabel(frame: CGRect(x: 220, y: 60, width: 150, height: 40))
    label.text = "Label"
    for view in [button, toggle, slider, field, text, table, label] as [UIView] {
      root.view.addSubview(view)
    }
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return app
  }()
  static let rows = Rows()
  static let server: ATSPIServer = {
    let server = ATSPIServer(application: app, name: "fuzz", busName: ":1.1")
    // A client that has walked the tree: every object has its path, so the seeds' numbered
    // paths name real objects from the first input.
    var pending = ["/org/a11y/atspi/accessible/root"]
    while let path = pending.popLast() {
      let reply = server.handle(
        ATSPIRequest(path: path, interface: "org.a11y.atspi.Accessible", member: "GetChildren"))
      guard case .values(let values) = reply, case .array(_, let children)? = values.first else {
        continue
      }
      for case .structure(let fields) in children {
        for case .objectPath(let child) in fields where child != path { pending.append(child) }
      }
    }
    return server
  }()
}

/// A table's data: 50 rows.
@MainActor
final class Rows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// One input.
func fuzzATSPIMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    let server = Harness.server
    if let reply = ATSPIWire.answer(bytes, server: server) {
      precondition(ATSPIWire.isMessage(reply), "the reply to a message is not a message")
    }
    // What the call changed, as the bridge collects it after each step.
    Harness.clock.advance(by: 0.05)
    Harness.app.fireDueTimers()
    _ = server.collectEvents()
  }
  return 0
}

/// Writes a seed for every method the server answers, with fitting arguments, on the
/// application, the root and the first objects (`--make-seeds DIR`).
@MainActor
func makeSeeds(in directory: String) {
  _ = Harness.server
  let paths =
    ["/org/a11y/atspi/accessible/root"] + (1...12).map { "/org/a11y/atspi/accessible/\($0)" }
  func fitting(_ code: Character) -> DBusValue {
    switch code {
    case "i": .int32(1)
    case "u": .uint32(0)
    case "b": .boolean(true)
    case "d": .double(0.5)
    case "s": .string("a")
    default: .int32(0)
    }
  }
  var written = 0
  for (index, method) in ATSPIServer.methodSignatures.enumerated() {
    let request = ATSPIRequest(
      path: paths[index % paths.count], interface: method.interface, member: method.member,
      arguments: method.signature.map(fitting))
    guard let bytes = ATSPIWire.message(for: request) else { continue }
    _ = FileManager.default.createFile(
      atPath: "\(directory)/\(method.interface.split(separator: ".").last!)-\(method.member).msg",
      contents: Data(bytes))
    written += 1
  }
  for (interface, name) in [
    ("org.a11y.atspi.Accessible", "Name"), ("org.a11y.atspi.Value", "CurrentValue"),
  ] {
    let request = ATSPIRequest(
      path: paths[1], interface: "org.freedesktop.DBus.Properties", member: "Get",
      arguments: [.string(interface), .string(name)])
    if let bytes = ATSPIWire.message(for: request) {
      _ = FileManager.default.createFile(
        atPath: "\(directory)/Properties-Get-\(name).msg", contents: Data(bytes))
      written += 1
    }
  }
  print("wrote \(written) seeds to \(directory)")
}
