import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite("Text from every script and of any size into a field (issue 35)", .debugSwitchesOff)
@MainActor
struct TextPasteSizeTests {
  let scene = TestScene(size: CGSize(width: 320, height: 200))

  @Test("a megabyte typed in at once lands whole, is drawn around the caret, and deletes back")
  func megabyte() {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
    scene.window.addSubview(field)
    field.becomeFirstResponder()
    scene.send(InputRecord(.text(String(repeating: "ab", count: 500_000))))
    #expect(field.text?.count == 1_000_000)
    let canvas = ContentCanvas()
    field.recordContent(into: canvas)
    #expect(!canvas.commands.isEmpty)
    field.deleteBackward()
    #expect(field.text?.count == 999_999 && field.text?.hasSuffix("aba") == true)
  }

  @Test("right-to-left and joined text edits by whole characters")
  func scripts() {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
    scene.window.addSubview(field)
    field.becomeFirstResponder()
    scene.send(InputRecord(.text("שלום 🇺🇦👍🏽")))
    field.deleteBackward()
    #expect(field.text == "שלום 🇺🇦", "a thumb with its skin tone goes as one")
    field.deleteBackward()
    field.deleteBackward()
    #expect(field.text == "שלום")
    field.deleteBackward()
    #expect(field.text == "שלו")
  }
}
