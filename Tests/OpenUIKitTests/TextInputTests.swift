import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Logs what a text field tells the text system.
@MainActor
final class InputDelegateLog: UITextInputDelegate {
  var log: [String] = []
  func selectionWillChange(_ textInput: (any UITextInput)?) { log.append("selWill") }
  func selectionDidChange(_ textInput: (any UITextInput)?) { log.append("selDid") }
  func textWillChange(_ textInput: (any UITextInput)?) { log.append("textWill") }
  func textDidChange(_ textInput: (any UITextInput)?) { log.append("textDid") }
}

@Suite(
  "Text fields: UITextInput positions, ranges, layout and the tokenizer (issue 13)",
  .debugSwitchesOff)
@MainActor
struct TextInputTests {
  let scene = TestScene()

  /// A field being edited, 10-pt font (6 points a character, text from x = 8).
  func editing(_ text: String) -> (TestScene, UITextField) {
    let field = UITextField(frame: CGRect(0, 0, 300, 40))
    field.font = .systemFont(ofSize: 10)
    field.text = text
    scene.window.addSubview(field)
    _ = field.becomeFirstResponder()
    return (scene, field)
  }

  @Test("positions and offsets count UTF-16 code units, as UIKit's and NSRange do")
  func offsets() throws {
    let (_, field) = editing("a😀b")
    let begin = field.beginningOfDocument
    let end = field.endOfDocument
    #expect(field.offset(from: begin, to: end) == 4)
    let afterEmoji = try #require(field.position(from: begin, offset: 3))
    #expect(field.compare(afterEmoji, to: end) == .orderedAscending)
    #expect(field.compare(end, to: afterEmoji) == .orderedDescending)
    #expect(field.compare(afterEmoji, to: field.position(from: end, offset: -1)!) == .orderedSame)
    #expect(field.position(from: begin, offset: 5) == nil, "past the end")
    #expect(field.position(from: begin, offset: -1) == nil, "before the start")
    #expect(field.position(from: begin, offset: .max) == nil, "no overflow")
    let range = try #require(field.textRange(from: afterEmoji, to: begin))
    #expect(field.text(in: range) == "a😀", "a range from the later position is ordered")
    #expect(field.offset(from: range.start, to: range.end) == 3)
  }

  @Test(
    "finding (libFuzzer, TextAndDrops): offsets in a field holding a megabyte are found by halving, and right"
  )
  func findingMegabyteFieldOffsets() throws {
    // Each caret query walked every character (several a frame): seconds a frame for a
    // megabyte pasted into a field. The starts are kept per text now, and searched.
    let (_, field) = editing(String(repeating: "a😀", count: 100_000))
    let begin = field.beginningOfDocument
    #expect(field.offset(from: begin, to: field.endOfDocument) == 300_000)
    for (offset, widened) in [
      (0, 0), (1, 1), (2, 1), (3, 3), (299_998, 299_998), (299_999, 299_998),
    ] {
      let inside = try #require(field.position(from: begin, offset: offset))
      field.selectedTextRange = field.textRange(from: inside, to: inside)
      // A caret inside the emoji's pair moves back to its start.
      #expect(field.selectedRange.location == widened, "offset \(offset)")
    }
    field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
    field.insertText("b")
    #expect(field.text?.hasSuffix("a😀b") == true)
    #expect(field.selectedRange == NSRange(location: 300_001, length: 0))
  }

  @Test("a range that splits a character widens to the whole character")
  func splitCharacters() throws {
    let (_, field) = editing("a😀b")
    let inside = try #require(field.position(from: field.beginningOfDocument, offset: 2))
    let range = try #require(field.textRange(from: inside, to: field.endOfDocument))
    #expect(field.text(in: range) == "😀b")
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: inside)
    #expect(field.selectedRange == NSRange(location: 0, length: 3))
    // Moving by layout goes a character at a time.
    let right = try #require(field.position(from: field.beginningOfDocument, in: .right, offset: 2))
    #expect(field.offset(from: field.beginningOfDocument, to: right) == 3)
    #expect(field.position(from: right, in: .left, offset: 3) == nil)
  }

  @Test("selectedTextRange reads and sets the selection while editing; nil when not editing")
  func selectedTextRange() throws {
    let (_, field) = editing("hello world")
    let log = InputDelegateLog()
    field.inputDelegate = log
    let start = try #require(field.position(from: field.beginningOfDocument, offset: 6))
    field.selectedTextRange = field.textRange(from: start, to: field.endOfDocument)
    let selected = try #require(field.selectedTextRange)
    #expect(field.text(in: selected) == "world")
    #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 6)
    #expect(log.log == ["selWill", "selDid"])
    field.insertText("there")
    #expect(field.text == "hello there")
    #expect(log.log == ["selWill", "selDid", "textWill", "selWill", "selDid", "textDid"])
    let resigned = field.resignFirstResponder()
    #expect(resigned && !field.isEditing && !field.isFirstResponder)
    #expect(field.selectedTextRange == nil)
  }

  @Test("replace(_:withText:) edits as app code: no delegate question, editingChanged sent")
  func replaceRange() throws {
    let (_, field) = editing("one two")
    let delegate = FieldDelegate()
    field.delegate = delegate
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    let three = try #require(field.position(from: field.beginningOfDocument, offset: 4))
    field.replace(
      try #require(field.textRange(from: three, to: field.endOfDocument)), withText: "2")
    #expect(field.text == "one 2" && changes == 1 && delegate.log.isEmpty)
    #expect(field.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test("a foreign position or range is refused, not trusted")
  func foreignPositions() {
    let (_, field) = editing("abc")
    let foreign = UITextPosition()
    #expect(field.position(from: foreign, offset: 1) == nil)
    #expect(field.textRange(from: foreign, to: field.endOfDocument) == nil)
    #expect(field.text(in: UITextRange()) == nil)
    field.selectedTextRange = UITextRange()
    #expect(field.selectedRange == NSRange(location: 3, length: 0))
  }

  @Test("layout: caret and selection rectangles, the position and character at a point")
  func layout() throws {
    let (_, field) = editing("abcdef")
    let two = try #require(field.position(from: field.beginningOfDocument, offset: 2))
    let caret = field.caretRect(for: two)
    #expect(caret.minX == 20 && caret.width == 2 && caret.height > 0)
    let range = try #require(field.textRange(from: two, to: field.endOfDocument))
    #expect(field.firstRect(for: range).minX == 20 && field.firstRect(for: range).width == 24)
    let rects = field.selectionRects(for: range)
    #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
    let near = try #require(field.closestPosition(to: CGPoint(x: 31, y: 20)))
    #expect(field.offset(from: field.beginningOfDocument, to: near) == 4)
    let firstTwo = try #require(field.textRange(from: field.beginningOfDocument, to: two))
    let clamped = try #require(field.closestPosition(to: CGPoint(x: 31, y: 20), within: firstTwo))
    #expect(field.offset(from: field.beginningOfDocument, to: clamped) == 2)
    let under = try #require(field.characterRange(at: CGPoint(x: 29, y: 20)))
    #expect(field.text(in: under) == "d")
    #expect(field.characterRange(at: CGPoint(x: 200, y: 20)) == nil, "past the text")
    #expect(
      field.position(within: range, farthestIn: .left).map { field.compare($0, to: two) }
        == .orderedSame)
    let leftward = try #require(field.characterRange(byExtending: two, in: .left))
    #expect(field.text(in: leftward) == "ab")
    #expect(field.baseWritingDirection(for: two, in: .forward) == .leftToRight)
  }

  @Test("the caret for the host's input method is in screen points, whatever window it is in")
  func caretOnScreen() throws {
    scene.window.frame = CGRect(50, 60, 200, 100)
    let field = UITextField(frame: CGRect(10, 20, 150, 40))
    field.font = .systemFont(ofSize: 10)
    field.text = "ab"
    scene.window.addSubview(field)
    _ = field.becomeFirstResponder()
    let caret = try #require(scene.app.textInputCaretRect)
    #expect(caret.minX == 50 + 10 + 8 + 12 && caret.minY >= 80 && caret.maxY <= 120)
  }

  @Test("the tokenizer finds words, sentences and the document around positions")
  func tokenizer() throws {
    let (_, field) = editing("Hi there. It's done")
    let tokenizer = field.tokenizer
    func at(_ offset: Int) -> UITextPosition {
      field.position(from: field.beginningOfDocument, offset: offset)!
    }
    func offset(_ p: UITextPosition?) -> Int? {
      p.map { field.offset(from: field.beginningOfDocument, to: $0) }
    }
    let word = try #require(
      tokenizer.rangeEnclosingPosition(at(4), with: .word, inDirection: .storage(.forward)))
    #expect(field.text(in: word) == "there")
    let apostrophe = try #require(
      tokenizer.rangeEnclosingPosition(at(11), with: .word, inDirection: .storage(.forward)))
    #expect(
      field.text(in: apostrophe) == "It's", "an apostrophe between letters is part of the word")
    #expect(
      tokenizer.rangeEnclosingPosition(at(2), with: .word, inDirection: .storage(.forward)) == nil)
    #expect(tokenizer.isPosition(at(8), atBoundary: .word, inDirection: .storage(.forward)))
    #expect(!tokenizer.isPosition(at(8), atBoundary: .word, inDirection: .storage(.backward)))
    #expect(tokenizer.isPosition(at(3), atBoundary: .word, inDirection: .layout(.left)))
    #expect(
      offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: .storage(.forward)))
        == 2)
    #expect(
      offset(tokenizer.position(from: at(12), toBoundary: .word, inDirection: .storage(.backward)))
        == 10)
    #expect(tokenizer.isPosition(at(5), withinTextUnit: .word, inDirection: .storage(.forward)))
    #expect(!tokenizer.isPosition(at(9), withinTextUnit: .word, inDirection: .storage(.forward)))
    let sentence = try #require(
      tokenizer.rangeEnclosingPosition(at(12), with: .sentence, inDirection: .storage(.forward)))
    #expect(field.text(in: sentence) == "It's done")
    let document = try #require(
      tokenizer.rangeEnclosingPosition(at(3), with: .document, inDirection: .storage(.forward)))
    #expect(field.text(in: document) == field.text)
    #expect(
      tokenizer.position(
        from: field.endOfDocument, toBoundary: .character, inDirection: .storage(.forward)) == nil)
  }
}
