import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Attributed text in a text field (issue 35): runs of fonts, colours and underlines kept,
/// drawn, edited and undone. The estimating text system measures 0.6 em per character.
@Suite("Styled text in text fields (issue 35)", .debugSwitchesOff)
@MainActor
struct StyledTextFieldTests {
  let scene = TestScene()
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
  let bold = UIFont.boldSystemFont(ofSize: 20)
  let plain = UIFont.systemFont(ofSize: 10)

  init() {
    let text = NSMutableAttributedString(string: "Big", attributes: [.font: bold])
    text.append(
      NSAttributedString(
        string: " small",
        attributes: [.font: plain, .underlineStyle: NSUnderlineStyle.single.rawValue]))
    field.attributedText = text
    scene.window.addSubview(field)
  }

  private var drawnTexts: [(String, UIFont)] {
    let canvas = ContentCanvas()
    field.recordContent(into: canvas)
    return canvas.commands.compactMap { command in
      if case .text(let text, let font, _, _) = command { return (text, font) }
      return nil
    }
  }

  @Test("runs keep their fonts and underline, are drawn so, and the caret follows their widths")
  func drawn() {
    let runs = drawnTexts
    #expect(runs.map(\.0) == ["Big", " small"])
    #expect(runs.map(\.1) == [bold, plain])
    var range = NSRange()
    _ = field.attributedText?.attribute(.underlineStyle, at: 4, effectiveRange: &range)
    #expect(range == NSRange(location: 3, length: 6))
    _ = field.becomeFirstResponder()
    // "Big" is 3 × 12 points wide in the bold 20-point font; the caret after it sits there.
    let area = field.editingRect(forBounds: field.bounds)
    field.selectedRange = NSRange(location: 3, length: 0)
    #expect(field.caretRect(for: field.selectedTextRange!.start).minX == area.minX + 36)
    let mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    mouse.press(at: CGPoint(x: area.minX + 36 + 6 * 2 + 1, y: 15), clickCount: 1).release()
    #expect(field.selectedRange.location == 5)
  }

  @Test(
    "typing continues the style before the caret; undo brings the styled text back; plain text drops it"
  )
  func edited() throws {
    _ = field.becomeFirstResponder()
    field.selectedRange = NSRange(location: 3, length: 0)
    scene.type("!")
    let text = try #require(field.attributedText)
    #expect(text.string == "Big! small")
    #expect(text.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == bold)
    field.selectedRange = NSRange(location: 10, length: 0)
    scene.key(.keyboardDeleteOrBackspace)
    #expect(field.attributedText?.string == "Big! smal")
    let manager = try #require(field.undoManager)
    manager.undo()
    #expect(field.attributedText?.string == "Big! small")
    #expect(field.attributedText?.attribute(.underlineStyle, at: 9, effectiveRange: nil) != nil)
    field.text = "plain"
    #expect(drawnTexts.map(\.0) == ["plain"])
    #expect(field.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
  }
}
