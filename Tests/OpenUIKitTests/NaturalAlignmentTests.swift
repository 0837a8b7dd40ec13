import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite("Natural alignment follows the text's direction (issue 35)", .debugSwitchesOff)
@MainActor
struct NaturalAlignmentTests {
  // Apple (NSTextAlignment.natural): "Use the default alignment associated with the current
  // localization of the app" — per paragraph, by its writing direction (UAX #9, rule P2: the
  // first strong character).
  @Test(
    "a paragraph starting with a Hebrew or Arabic letter is right-aligned; digits decide nothing")
  func resolved() {
    #expect(NSTextAlignment.natural.resolved(for: "שלום world") == .right)
    #expect(NSTextAlignment.natural.resolved(for: "123 مرحبا") == .right)
    #expect(NSTextAlignment.natural.resolved(for: "Hello שלום") == .left)
    #expect(NSTextAlignment.natural.resolved(for: "") == .left)
    #expect(NSTextAlignment.center.resolved(for: "שלום") == .center)
  }

  @Test("a label with Hebrew text and natural alignment draws it at the right edge")
  func label() {
    let scene = TestScene(size: CGSize(width: 320, height: 100))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    label.text = "שלום"
    scene.window.addSubview(label)
    let canvas = ContentCanvas()
    label.recordContent(into: canvas)
    guard case .text(_, _, _, let frame)? = canvas.commands.last else {
      return #expect(Bool(false), "no text drawn")
    }
    #expect(frame.maxX == 300)
  }
}
