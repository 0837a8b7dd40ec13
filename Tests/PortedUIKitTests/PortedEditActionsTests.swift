import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Ported UIKit code: cut, copy, paste and select all overridden and called directly")
@MainActor
struct PortedEditActionsTests {
  @Test(
    "Ctrl+V and a nil-targeted paste: reach the field's override; canPerformAction turns it off")
  func pasteOverride() {
    let scene = PortScene()
    let field = DigitsField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    scene.window.addSubview(field)
    _ = field.becomeFirstResponder()
    scene.app.generalPasteboard.string = "12-34 56 78"
    scene.app.sendAction(.paste, to: nil, from: nil, for: nil)
    #expect(field.text == "123456", "the override filtered and cut to 6 digits")
    #expect(field.pasteAttempts == 1)
    // Full: canPerformAction says no, so the nil-targeted paste finds no one.
    #expect(!scene.app.sendAction(.paste, to: nil, from: nil, for: nil))
    #expect(field.pasteAttempts == 1)
    // The default still works where the subclass calls nothing: select all, then cut.
    field.selectAll(nil)
    field.cut(nil)
    #expect(field.text == "")
    #expect(scene.app.generalPasteboard.string == "123456")
  }

  @Test("a text view's selectAll(_:) and copy(_:) called from app code act as the shortcuts do")
  func directCalls() {
    let scene = PortScene()
    let pane = NotesPane(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    scene.window.addSubview(pane)
    pane.textView.text = "remember the milk"
    pane.selectEverything()
    #expect(pane.textView.isFirstResponder)
    #expect(pane.textView.selectedRange == NSRange(location: 0, length: 17))
    pane.copySelection()
    #expect(scene.app.generalPasteboard.string == "remember the milk")
    #expect(pane.copies == 1)
    // A responder with no text does nothing (UIResponder's defaults).
    pane.copy(nil)
    #expect(scene.app.generalPasteboard.string == "remember the milk")
  }
}
