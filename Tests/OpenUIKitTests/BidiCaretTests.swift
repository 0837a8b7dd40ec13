import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Carets, clicks and arrows in right-to-left text (issue 35): Hebrew and Arabic are drawn in
/// visual order, so the caret before their first letter stands at the right of the run.
/// The estimating text system measures 0.6 em per character: 6 points at 10 points.
@Suite("Carets and selection in right-to-left text (issue 35)", .debugSwitchesOff)
@MainActor
struct BidiCaretTests {
  // UAX #9: "W7… N1. A sequence of NIs takes the direction of the surrounding strong text if
  // the text on both sides has the same direction. European and Arabic numbers act as if they
  // were R in terms of their influence on NIs." I1/I2: numbers in a right-to-left paragraph
  // are at the level above it.
  @Test("levels: Hebrew at 1, its numbers at 2, spaces between them take their side")
  func levels() {
    #expect(BidiRuns.levels(of: Array("plain text")) == nil)
    #expect(BidiRuns.levels(of: Array("אב 12 גד")) == [1, 1, 1, 2, 2, 1, 1, 1])
    // A left-to-right paragraph with a Hebrew word: the word at 1, the rest at 0.
    #expect(BidiRuns.levels(of: Array("Hi שלום!")) == [0, 0, 0, 1, 1, 1, 1, 0])
    #expect(BidiRuns.visualOrder(of: [0, 1, 1, 0]) == [0, 2, 1, 3])
  }

  @Test("a line's carets: a Hebrew run's first caret at its right edge, its last at its left")
  func bidiLine() {
    let measure = { (text: String) -> CGFloat in CGFloat(text.count) * 6 }
    let hebrew = Array("שלום")
    let line = BidiLine(hebrew, levels: BidiRuns.levels(of: hebrew), measure: measure)
    #expect((0...4).map { line.caretX($0) } == [24, 18, 12, 6, 0])
    #expect(line.index(nearestX: 1) == 4)
    let mixed = Array("ab שלום")
    let both = BidiLine(mixed, levels: BidiRuns.levels(of: mixed), measure: measure)
    // "ab " then the Hebrew word reversed: its first letter at the right end of the line.
    #expect(both.caretX(3) == 42)
    #expect(both.caretX(6) == 24)
    #expect(both.caretX(2) == 12)
  }

  @Test(
    "a Hebrew field: the caret starts at the right of the text, ← moves on through it, a click at its left end puts the caret after the last letter"
  )
  func field() {
    let scene = TestScene()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    field.font = .systemFont(ofSize: 10)
    field.text = "שלום"
    scene.window.addSubview(field)
    _ = field.becomeFirstResponder()
    field.selectedRange = NSRange(location: 0, length: 0)
    // Natural alignment puts Hebrew on the right: the text is 24 points wide at 300 - 8.
    let start = field.caretRect(for: field.beginningOfDocument).minX
    let end = field.caretRect(for: field.endOfDocument).minX
    #expect(start > end)
    #expect(start - end == 24)
    scene.key(.keyboardLeftArrow)
    #expect(field.selectedRange.location == 1)
    #expect(
      field.baseWritingDirection(for: field.beginningOfDocument, in: .forward) == .rightToLeft)
    let mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    mouse.press(at: CGPoint(x: end + 1, y: 15), clickCount: 1).release()
    #expect(field.selectedRange.location == 4)
  }

  @Test("a Hebrew paragraph in a text view: carets mirrored, ← goes on through it")
  func textView() {
    let scene = TestScene()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 130, height: 60))
    textView.font = .systemFont(ofSize: 10)
    textView.text = "שלום"
    scene.window.addSubview(textView)
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 0, length: 0)
    let first = textView.caretRect(for: textView.beginningOfDocument).minX
    let last = textView.caretRect(for: textView.endOfDocument).minX
    // Right-aligned (natural): the first letter's caret at the right edge of the container.
    #expect(first == 125)
    #expect(first - last == 24)
    scene.key(.keyboardLeftArrow)
    #expect(textView.selectedRange.location == 1)
    #expect(
      textView.baseWritingDirection(for: textView.beginningOfDocument, in: .forward)
        == .rightToLeft)
  }
}
