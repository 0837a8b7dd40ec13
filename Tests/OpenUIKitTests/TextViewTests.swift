import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Records what a text view's delegate hears, and refuses changes when told to.
@MainActor
final class TextViewDelegateLog: UITextViewDelegate {
  var events: [String] = []
  var refusesChanges = false
  var refusesLinks = false
  func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
  func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    events.append("change \(range.location),\(range.length) \(text.debugDescription)")
    return !refusesChanges
  }
  func textViewDidChange(_ textView: UITextView) { events.append("changed") }
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    events.append("link \(URL.absoluteString) \(characterRange.location),\(characterRange.length)")
    return !refusesLinks
  }
}

/// The text view in a 10-point font on the estimating text system: characters are 6 points
/// wide and lines 12 points tall; with UIKit's default inset (8 above) and line padding (5),
/// character `i` of line `n` starts at x = 5 + 6i, y = 8 + 12n.
@Suite(
  "UITextView: multi-line layout, editing, selection, scrolling, links (issue 35)",
  .debugSwitchesOff)
@MainActor
struct TextViewTests {
  let scene = TestScene()
  let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 130, height: 100))
  let mouse: TouchSequence
  let delegate = TextViewDelegateLog()

  init() {
    textView.font = .systemFont(ofSize: 10)
    // 20 characters fit a line: 130 - 2 * 5 = 120 points.
    textView.text = "alpha beta gamma delta epsilon\nzeta"
    textView.delegate = delegate
    scene.window.addSubview(textView)
    mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    textView.layoutIfNeeded()
  }

  func point(_ column: Int, line: Int) -> CGPoint {
    CGPoint(x: 5 + 6 * CGFloat(column) + 1, y: 8 + 12 * CGFloat(line) + 6)
  }
  var selected: String { textView.text(in: textView.selectedTextRange!) ?? "?" }

  // MARK: Layout

  @Test(
    "finding (fuzz stream 10207374): the offset under a point on one very long line is found by halving, and right"
  )
  func findingLongLineOffset() {
    // Each candidate was measured from the line's start: a touch moving over a long line was
    // quadratic (the fuzzer's stream hung). Now halved on left-to-right lines.
    textView.textContainer.widthTracksTextView = false
    textView.textContainer.size = CGSize(width: 1_000_000, height: 0)
    textView.text = String(repeating: "a", count: 5_000)
    textView.layoutIfNeeded()
    #expect(textView.currentLayout.lines.count == 1)
    for column in [0, 1, 17, 2_345, 4_999, 5_000] {
      #expect(textView.offset(at: point(column, line: 0)) == column, "column \(column)")
    }
    // Past the end: the end; a hair left of a boundary: the nearer one.
    #expect(textView.offset(at: CGPoint(x: 5 + 6 * 6_000, y: 14)) == 5_000)
    #expect(textView.offset(at: CGPoint(x: 5 + 6 * 100 - 2, y: 14)) == 100)
  }

  @Test(
    "finding (fuzz stream 10207374, again): the offset under a point on a long line with right-to-left text is the nearest caret, found by halving"
  )
  func findingLongBidiLineOffset() {
    // Bidi lines were walked position by position, each measured from the segment's start: a
    // touch moving over a long line of bidi overrides took a minute (release).
    textView.textContainer.widthTracksTextView = false
    textView.textContainer.size = CGSize(width: 1_000_000, height: 0)
    textView.text = String(repeating: "ab \u{5D0}\u{5D1}\u{5D2} \u{202E}cd\u{202C} ", count: 60)
    textView.layoutIfNeeded()
    let layout = textView.currentLayout
    #expect(layout.lines.count == 1)
    let line = layout.lines[0]
    let starts = textView.characterStarts
    for column in [0, 2, 333, 719, 720, 1_500] {
      let px = 6 * CGFloat(column) + 2.5
      let offset = textView.offset(at: CGPoint(x: 5 + px, y: 14))
      // The nearest of every caret position, measured one by one.
      let nearest = starts.map { abs(textView.x(of: $0, on: line, in: layout) - px) }.min()!
      let found = abs(textView.x(of: offset, on: line, in: layout) - px)
      #expect(found <= nearest + 0.001, "column \(column): \(found) against \(nearest)")
    }
    // 24,000 characters on the line: one question measures a few times the line, not its
    // square (288 million characters, walked).
    let counting = CountingTextSystem()
    scene.app.hostServices.textSystem = counting
    textView.text = String(repeating: "ab \u{5D0}\u{5D1}\u{5D2} \u{202E}cd\u{202C} ", count: 2_000)
    textView.layoutIfNeeded()
    counting.measuredCharacters = 0
    _ = textView.offset(at: CGPoint(x: 5 + 6 * 12_345, y: 14))
    #expect(counting.measuredCharacters < 2_000_000, "\(counting.measuredCharacters)")
  }

  @Test(
    "finding (libFuzzer, TextAndDrops): a megabyte pasted into a text view, then typed after, stays whole and wraps by the rules"
  )
  func findingMegabytePasteIntoTextView() {
    // The fuzzer's input: the clipboard repeated to a megabyte, pasted, then keys. Each key
    // laid the megabyte out again with `String.contains(Character)` per pair of characters
    // (3 s a key in a debug build): now sets of scalars (1.1 s; release: BENCHMARKS.md).
    let chunk = "line one 你好」 (שלום) "
    let big = String(repeating: chunk, count: 1_048_576 / chunk.utf8.count)
    scene.app.generalPasteboard.string = big
    _ = textView.becomeFirstResponder()
    #expect(scene.app.sendAction(.selectAll, to: nil, from: nil, for: nil))
    #expect(scene.app.sendAction(.paste, to: nil, from: nil, for: nil))
    textView.insertText("x")
    #expect(textView.text.count == big.count + 1)
    #expect(textView.text.hasSuffix("(שלום) x"))
    #expect(textView.selectedRange == NSRange(location: textView.text.utf16.count, length: 0))
    // Kinsoku still holds on the laid-out lines: no line starts with 」 or ends with (.
    let layout = textView.currentLayout
    let text = textView.text as NSString
    for line in layout.lines.prefix(2_000) where line.range.count > 0 {
      let first = text.substring(with: NSRange(location: line.range.lowerBound, length: 1))
      let last = text.substring(with: NSRange(location: line.range.upperBound - 1, length: 1))
      #expect(first != "」" && last != "(", "line \(line.range)")
    }
  }

  @Test(
    "text wraps at the container's width, newlines start paragraphs, and the content is as tall as the lines"
  )
  func layout() {
    let layout = textView.currentLayout
    let lines = layout.lines.map { line in line.segments.map(\.text).joined() }
    #expect(lines == ["alpha beta gamma", "delta epsilon", "zeta"])
    #expect(layout.lines.map(\.range) == [0..<17, 17..<30, 31..<35])
    #expect(textView.contentSize.height == 52)  // 8 + 3 lines of 12 + 8
    // The caret at a wrap sits at the start of the next line; at a paragraph's end, after it.
    #expect(textView.caretFrame(at: 17).origin == CGPoint(x: 5, y: 20))
    #expect(textView.caretFrame(at: 30).origin == CGPoint(x: 5 + 6 * 13, y: 20))
    #expect(textView.caretFrame(at: 33).origin == CGPoint(x: 5 + 12, y: 32))
  }

  @Test("selection rectangles: one per line, a line the selection runs past covered to its end")
  func selectionRects() {
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 6, length: 27)
    let rects = textView.selectionRects(for: textView.selectedTextRange!)
    #expect(rects.count == 3)
    #expect(rects.first?.rect.minX == 41)  // 5 + 6 columns of 6
    #expect(rects.last?.rect == CGRect(x: 5, y: 32, width: 12, height: 12))
    #expect(rects.first?.containsStart == true && rects.last?.containsEnd == true)
    #expect(textView.firstRect(for: textView.selectedTextRange!).minY == 8)
  }

  @Test("with scrolling off it sizes itself to its text, growing a line at a time")
  func selfSizing() {
    textView.isScrollEnabled = false
    let size = textView.sizeThatFits(CGSize(width: 130, height: 0))
    #expect(size.height == 52)
    textView.text = textView.text + "\nmore"
    #expect(textView.sizeThatFits(CGSize(width: 130, height: 0)).height == 64)
    #expect(textView.intrinsicContentSize.height == 64)
  }

  @Test("Chinese wraps between characters, but no line starts with a closing mark (UAX #14)")
  func chineseWrapping() {
    textView.text = "你好世界你好世界你。好"
    // Characters measure 6 points in the estimate: 20 per line, so make the line 9 wide.
    textView.frame.size.width = 10 + 6 * 9
    let lines = textView.currentLayout.lines.map { $0.segments.map(\.text).joined() }
    // "。" may not start a line: it goes with the character before it.
    #expect(lines == ["你好世界你好世界", "你。好"])
  }

  // MARK: Typing

  @Test("typing inserts at the caret; Return inserts a newline after asking the delegate")
  func typing() {
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 5, length: 0)
    var notified = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: textView, queue: nil
    ) { _ in MainActor.assumeIsolated { notified += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    scene.type("!")
    scene.key(.keyboardReturnOrEnter)
    #expect(textView.text.hasPrefix("alpha!\n beta"))
    #expect(
      delegate.events == ["begin", "change 5,0 \"!\"", "changed", "change 6,0 \"\\n\"", "changed"])
    #expect(notified == 2)
    #expect(textView.selectedRange == NSRange(location: 7, length: 0))
    delegate.refusesChanges = true
    scene.type("x")
    #expect(textView.text.hasPrefix("alpha!\n beta"))
  }

  @Test(
    "Backspace and Delete take whole characters: an emoji with its skin tone, a letter with its mark"
  )
  func graphemes() {
    textView.text = "a👍🏽e\u{301}b"
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 5, length: 0)
    scene.key(.keyboardDeleteOrBackspace)
    #expect(textView.text == "ae\u{301}b")
    scene.key(.keyboardDeleteForward)
    #expect(textView.text == "ab")
    // A range that cuts a character widens to it.
    textView.text = "x👍🏽y"
    textView.selectedRange = NSRange(location: 2, length: 1)
    #expect(textView.selectedRange == NSRange(location: 1, length: 4))
  }

  @Test(
    "↑ and ↓ move by lines and keep the column across a short line; Home and End stay on the line")
  func lineKeys() {
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 14, length: 0)  // "gam|ma", column 14
    scene.key(.keyboardDownArrow)
    #expect(textView.selectedRange.location == 30)  // the end of "delta epsilon" (13 long)
    scene.key(.keyboardDownArrow)
    #expect(textView.selectedRange.location == 35)  // the end of "zeta"
    scene.key(.keyboardUpArrow)
    scene.key(.keyboardUpArrow)
    #expect(textView.selectedRange.location == 14)  // back in the remembered column
    scene.key(.keyboardEnd)
    #expect(textView.selectedRange.location == 16)  // before the space the line wraps at
    scene.key(.keyboardHome, .shift)
    #expect(selected == "alpha beta gamma")
    scene.key(.keyboardEnd, .control)
    #expect(textView.selectedRange.location == 35)
  }

  @Test("Tab types a tab in an editable text view, drawn as a space")
  func tab() {
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 0, length: 0)
    scene.key(.keyboardTab)
    #expect(textView.text.hasPrefix("\talpha"))
    #expect(textView.currentLayout.lines[0].segments.first?.text.hasPrefix("\u{2003}") == true)
  }

  @Test("typing follows the typing attributes, which follow the caret")
  func typingAttributes() {
    let bold = UIFont.boldSystemFont(ofSize: 10)
    let text = NSMutableAttributedString(
      string: "plain ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    text.append(NSAttributedString(string: "bold", attributes: [.font: bold]))
    textView.attributedText = text
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 10, length: 0)
    #expect(textView.typingAttributes[.font] as? UIFont == bold)
    scene.type("er")
    #expect(
      textView.attributedText.attribute(.font, at: 11, effectiveRange: nil) as? UIFont == bold)
    textView.selectedRange = NSRange(location: 2, length: 0)
    #expect(textView.typingAttributes[.font] as? UIFont == .systemFont(ofSize: 10))
    // Setting the font sets it on all the text.
    textView.font = .systemFont(ofSize: 20)
    #expect(
      textView.attributedText.attribute(.font, at: 8, effectiveRange: nil) as? UIFont
        == .systemFont(ofSize: 20))
  }

  @Test("typing merges into one undo step; undo puts the text and caret back")
  func undo() throws {
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 0, length: 0)
    scene.type("a")
    scene.type("b")
    let manager = try #require(textView.undoManager)
    manager.undo()
    #expect(textView.text == "alpha beta gamma delta epsilon\nzeta")
    #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    manager.redo()
    #expect(textView.text.hasPrefix("abalpha"))
  }

  @Test("an input method composes marked text in place and commits it as one step")
  func markedText() {
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 35, length: 0)
    scene.send(InputRecord(.markedText(MarkedTextInput(text: "ni", selection: 2..<2))))
    #expect(textView.markedTextRange != nil)
    #expect(textView.text.hasSuffix("zetani"))
    scene.send(InputRecord(.markedText(MarkedTextInput(text: "", selection: 0..<0))))
    scene.type("你")
    #expect(textView.text.hasSuffix("zeta你"))
    #expect(textView.markedTextRange == nil)
  }

  @Test("a read-only text view takes no typing and shows no keyboard, but selects and copies")
  func readOnly() {
    textView.isEditable = false
    _ = textView.becomeFirstResponder()
    #expect(textView.isFirstResponder)
    #expect(!scene.app.wantsTextInput)
    scene.type("x")
    #expect(textView.text == "alpha beta gamma delta epsilon\nzeta")
    textView.selectedRange = NSRange(location: 0, length: 5)
    scene.key(.keyboardC, .control, characters: "c")
    #expect(scene.app.generalPasteboard.string == "alpha")
  }

  // MARK: The mouse

  @Test(
    "a click puts the caret on the line clicked; a drag selects across lines and does not scroll")
  func mouseSelection() {
    mouse.press(at: point(2, line: 1), clickCount: 1).release()
    #expect(textView.isFirstResponder)
    #expect(textView.selectedRange == NSRange(location: 19, length: 0))
    mouse.wait(1).press(at: point(6, line: 0), clickCount: 1).drag(to: point(4, line: 2), steps: 3)
      .release()
    #expect(selected == "beta gamma delta epsilon\nzeta")
    #expect(textView.contentOffset == .zero)
  }

  @Test("a double click selects a word, a triple click its paragraph")
  func multipleClicks() {
    mouse.press(at: point(8, line: 1), clickCount: 1).release()
      .press(at: point(8, line: 1), clickCount: 2).release()
    #expect(selected == "epsilon")
    mouse.press(at: point(8, line: 1), clickCount: 3).release()
    #expect(selected == "alpha beta gamma delta epsilon")
  }

  // MARK: Fingers

  @Test("a finger drag scrolls the text and leaves the caret; a tap then puts it")
  func fingerScroll() {
    textView.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
    textView.layoutIfNeeded()
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 0, length: 0)
    scene.fingers.press(at: CGPoint(x: 60, y: 90)).drag(to: CGPoint(x: 60, y: 20), steps: 5)
      .release()
    #expect(textView.contentOffset.y > 30)
    #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    scene.fingers.wait(2).tap(at: CGPoint(x: 6, y: 50))
    let line = Int((50 + textView.contentOffset.y - 8) / 12)
    #expect(textView.selectedRange.location == textView.currentLayout.lines[line].range.lowerBound)
  }

  @Test("a long press in read-only text selects a word with handles; dragging a handle extends it")
  func longPressAndHandles() {
    textView.isEditable = false
    scene.fingers.press(at: point(7, line: 0)).wait(0.6)
    #expect(selected == "beta")
    scene.fingers.release()
    #expect(textView.showsHandles)
    // The end handle's knob hangs below the line: drag it to the end of "gamma".
    let knob = textView.handlePoints()[1].0
    scene.fingers.wait(1).press(at: knob).drag(to: CGPoint(x: 5 + 6 * 16, y: knob.y), steps: 3)
      .release()
    #expect(selected == "beta gamma")
    #expect(textView.contentOffset == .zero)
  }

  @Test("a long press in editable text moves the caret under the finger")
  func longPressCaret() {
    scene.fingers.press(at: point(3, line: 0)).wait(0.6).drag(to: point(3, line: 1), steps: 2)
    #expect(textView.selectedRange == NSRange(location: 20, length: 0))
    scene.fingers.release()
  }

  // MARK: Links

  @Test("a tap on a link in read-only text asks the delegate and opens it through the host")
  func links() {
    var opened: [URL] = []
    scene.app.hostServices.urlOpener = {
      opened.append($0); return true
    }
    let text = NSMutableAttributedString(
      string: "see ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    text.append(
      NSAttributedString(
        string: "the site",
        attributes: [
          .font: UIFont.systemFont(ofSize: 10), .link: URL(string: "https://example.org")!,
        ]))
    textView.attributedText = text
    textView.isEditable = false
    scene.fingers.tap(at: point(6, line: 0))
    #expect(opened == [URL(string: "https://example.org")!])
    #expect(delegate.events.last == "link https://example.org 4,8")
    // A click opens it too; the delegate may refuse; a tap off the link opens nothing.
    delegate.refusesLinks = true
    mouse.press(at: point(6, line: 0), clickCount: 1).release()
    scene.fingers.wait(1).tap(at: point(1, line: 0))
    #expect(opened.count == 1)
    // Links are drawn in the link colour.
    #expect(textView.currentLayout.lines[0].segments.last?.style.color == UIColor.link.displayColor)
  }

  // MARK: Scrolling and drawing

  @Test("typing past the bottom scrolls the caret into view; only visible lines are drawn")
  func scrollsToCaret() {
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 35, length: 0)
    for _ in 0..<10 { scene.key(.keyboardReturnOrEnter) }
    scene.type("end")
    let caret = textView.caretRect(for: textView.selectedTextRange!.end)
    #expect(textView.bounds.contains(caret))
    #expect(textView.contentOffset.y > 0)
    let canvas = ContentCanvas()
    textView.recordContent(into: canvas)
    let drawn = canvas.commands.compactMap { command -> String? in
      if case .text(let text, _, _, _) = command { return text }
      return nil
    }
    #expect(drawn.contains("end"))
    #expect(!drawn.contains("alpha beta gamma"))
  }

  @Test("Tab moves keyboard focus into an editable text view, which then edits")
  func focus() {
    let field = UITextField(frame: CGRect(x: 0, y: 200, width: 100, height: 30))
    scene.window.addSubview(field)
    scene.key(.keyboardTab)
    #expect(textView.isFirstResponder)
    scene.type("Q")
    #expect(textView.text.hasSuffix("zetaQ"))
  }
}

@Suite("Attributed text with several paragraph styles (issue 35)", .debugSwitchesOff)
@MainActor
struct ParagraphStyleRunTests {
  // Stream 5206 (session 20): Foundation on Linux trapped in CFBasicHashesAreEqual when an
  // attributed string compared neighbouring runs holding two different NSObject-derived
  // paragraph styles. A text view edits its text run by run, so it would trap on any text
  // with two alignments.
  @Test("finding 5206 (fuzzer): runs with different paragraph styles append, edit and merge")
  func finding5206ParagraphStylesInRuns() {
    let text = NSMutableAttributedString(string: "")
    for index in 0..<600 {
      let style = NSMutableParagraphStyle()
      style.alignment = [.left, .center, .right][index % 3]
      style.lineSpacing = CGFloat(index % 2)
      text.append(NSAttributedString(string: "ab", attributes: [.paragraphStyle: style]))
      text.replaceCharacters(
        in: NSRange(location: index, length: 1),
        with: NSAttributedString(string: "x", attributes: [.paragraphStyle: style]))
    }
    #expect(text.length == 1200)
    // Equal styles are equal values, so their runs merge as in UIKit.
    let a = NSMutableParagraphStyle()
    let b = NSMutableParagraphStyle()
    a.alignment = .center
    b.alignment = .center
    #expect(a == b && a.isEqual(b) && a.hash == b.hash)
    let merged = NSMutableAttributedString(string: "one", attributes: [.paragraphStyle: a])
    merged.append(NSAttributedString(string: "two", attributes: [.paragraphStyle: b]))
    var range = NSRange()
    _ = merged.attribute(.paragraphStyle, at: 0, effectiveRange: &range)
    #expect(range.length == 6)
    // A copy is a paragraph style of the same values; a mutable copy can change.
    let copy = try? #require(a.mutableCopy() as? NSMutableParagraphStyle)
    copy?.alignment = .right
    #expect(a.alignment == .center && copy?.alignment == .right)
  }

  @Test("a text view edits text whose paragraphs have different alignments")
  func textViewWithAlignments() {
    let scene = TestScene()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scene.window.addSubview(textView)
    let text = NSMutableAttributedString(string: "")
    for alignment in [NSTextAlignment.left, .center, .right] {
      let style = NSMutableParagraphStyle()
      style.alignment = alignment
      text.append(NSAttributedString(string: "line\n", attributes: [.paragraphStyle: style]))
    }
    textView.attributedText = text
    _ = textView.becomeFirstResponder()
    for offset in [0, 6, 12, 18] {
      textView.selectedRange = NSRange(location: offset, length: 0)
      scene.type("é")
    }
    textView.textAlignment = .center
    #expect(textView.text == "éline\néline\néline\né")
  }
}
