import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@testable import OpenUIKitATSPI

@Suite("libdbus messages: values in and out, and the bridge's switches (issue 34)")
@MainActor
struct BusMessageTests {
  @Test("every kind of value survives a message: nested, empty arrays, variants, dictionaries")
  func roundTrip() throws {
    let values: [DBusValue] = [
      .byte(7), .boolean(true), .int16(-3), .uint16(4), .int32(-5), .uint32(6), .int64(-7),
      .uint64(8), .double(2.5), .string("héllo 你好"), .objectPath("/org/a11y/atspi/accessible/3"),
      .signature("a(so)"), .array(element: "(so)", []),
      .array(element: "(so)", [.structure([.string(":1.2"), .objectPath("/a")])]),
      .variant(.array(element: "u", [.uint32(1), .uint32(2)])),
      DBusValue.dictionary(
        ["b": .variant(.int32(1)), "a": .variant(.string("x"))], valueSignature: "v"),
      .structure([.int32(1), .structure([.double(1), .boolean(false)])]),
    ]
    let message = try #require(
      BusMessage.signal(path: "/t", interface: "t.T", member: "M", arguments: values))
    #expect(message.signature == DBusValue.signature(of: values))
    #expect(message.arguments() == values)
  }

  @Test("text with a NUL is cut there, as C strings end (libdbus would abort on it otherwise)")
  func nul() throws {
    let message = try #require(
      BusMessage.signal(
        path: "/t", interface: "t.T", member: "M", arguments: [.string("ab\u{0}cd")]))
    #expect(message.arguments() == [.string("ab")])
  }

  @Test("events carry AT-SPI's arguments (siiva{sv}) and clients' names for them")
  func signals() {
    let signal = ATSPISignal(
      path: "/p", interface: ATSPISignal.object, member: "StateChanged", detail: "checked",
      detail1: 1, detail2: 0, value: .int32(0))
    #expect(DBusValue.signature(of: signal.arguments) == "siiva{sv}")
    #expect(signal.eventName == "object:state-changed:checked")
  }

  @Test("no session bus, NO_AT_BRIDGE=1 or OPENUIKIT_ACCESSIBILITY=0: no bridge, nothing spent")
  func switchedOff() {
    let app = UIApplication(clock: ManualClock())
    for environment in [
      [:], ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x", "NO_AT_BRIDGE": "1"],
      ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x", "OPENUIKIT_ACCESSIBILITY": "0"],
    ] {
      #expect(
        AccessibilityBridge(application: app, name: "T", environment: environment, wake: {}) == nil)
    }
  }

  @Test("a session bus that is not there: the bridge says it is unavailable and why")
  func unreachable() {
    let app = UIApplication(clock: ManualClock())
    var reports: [String] = []
    let bridge = AccessibilityBridge(
      application: app, name: "T",
      environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/openuikit-test-bus"],
      wake: {}, report: { reports.append($0) })
    #expect(bridge?.waitUntilConnected(timeout: 10) == true)
    bridge?.service(changed: true)
    guard case .unavailable(let reason) = bridge?.state else {
      return #expect(Bool(false), "expected unavailable, got \(String(describing: bridge?.state))")
    }
    #expect(reason.contains("nonexistent"))
    #expect(reports.count == 1 && reports[0].contains("screen readers will not see the app"))
    bridge?.shutdown()
  }
}
