import Foundation
import OpenUIKit
import Testing

@_spi(Fuzzing) @testable import OpenUIKitATSPI

@Suite(
  "A client's message on the wire, answered as the bridge answers it (issue 36's libFuzzer target)")
@MainActor
struct ATSPIWireTests {
  @Test("a call on the wire gets its reply on the wire, the same values the server gives")
  func callAndReply() throws {
    let scene = BridgeScene()
    let button = scene.add(UIButton(type: .system), CGRect(x: 10, y: 10, width: 80, height: 30))
    button.setTitle("Go", for: .normal)
    let path = scene.path(button)
    let call = try #require(
      ATSPIWire.message(
        for: ATSPIRequest(path: path, interface: "org.a11y.atspi.Accessible", member: "GetRoleName")
      ))
    let reply = try #require(ATSPIWire.answer(call, server: scene.server))
    #expect(ATSPIWire.isMessage(reply))
    let message = try #require(ATSPIWire.demarshal(reply))
    #expect(message.isReply && !message.isError)
    #expect(message.arguments() == [.string("push button")])
  }

  @Test("bytes that are no message get nothing; a call to no object gets an error reply")
  func hostile() throws {
    let scene = BridgeScene()
    #expect(ATSPIWire.answer([], server: scene.server) == nil)
    #expect(ATSPIWire.answer(Array("hello, bus".utf8), server: scene.server) == nil)
    let call = try #require(
      ATSPIWire.message(
        for: ATSPIRequest(
          path: "/org/a11y/atspi/accessible/99999", interface: "org.a11y.atspi.Accessible",
          member: "GetRoleName", arguments: [.double(.nan), .string("x")])))
    // One byte cut off: libdbus refuses the rest.
    #expect(ATSPIWire.answer(Array(call.dropLast()), server: scene.server) == nil)
    let reply = try #require(
      ATSPIWire.demarshal(ATSPIWire.answer(call, server: scene.server) ?? []))
    #expect(reply.isError && reply.errorName == "org.freedesktop.DBus.Error.UnknownObject")
  }
}

@Suite("Fuzz findings in the accessibility bridge (issue 36's 10⁶ streams)")
@MainActor
struct ATSPIFuzzFindingTests {
  @Test(
    "finding (fuzz streams 10210482, 10727681): a view at a height or y of NaN has states, and no trap"
  )
  func findingNaNFrameStates() {
    for bad in [
      CGRect(x: 10, y: CGFloat.nan, width: 50, height: 20),
      CGRect(x: 10, y: 10, width: 50, height: CGFloat.infinity),
    ] {
      let scene = BridgeScene()
      let view = scene.add(UIView(), CGRect(x: 10, y: 10, width: 50, height: 20))
      view.isAccessibilityElement = true
      view.accessibilityLabel = "odd"
      view.accessibilityFrame = bad
      let states = scene.states(scene.path(view))
      #expect(states.contains(.visible), "\(bad)")
      #expect(scene.server.model.frameInWindow(of: view) == .zero)
    }
  }
}
