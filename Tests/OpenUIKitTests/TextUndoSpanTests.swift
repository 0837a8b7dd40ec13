import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A step of undo keeps only the part of the text its edit replaced, as UIKit's text undo
/// keeps the replaced range (issue 36: a step copied the whole text, so a long text edited
/// here and there grew undo's memory by the text's length per step).
@Suite("Text undo: a step keeps the span its edit replaced (issue 36)", .debugSwitchesOff)
@MainActor
struct TextUndoSpanTests {
  let scene = TestScene()

  /// A small deterministic generator (SplitMix64): the same edits on every run.
  struct Edits {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    /// Replacements with every kind of character boundary: marks, emoji with modifiers,
    /// flags, CJK, nothing.
    static let pieces = ["", "a", "xyz", "é", "e\u{301}", "\u{301}", "👍🏽", "🇯🇵", "你好", " ", "\n"]
  }

  /// The text view's text with its runs' fonts, and its selection.
  private func state(_ view: UITextView) -> (text: String, selection: NSRange) {
    var runs: [String] = []
    let text = view.attributedText!
    text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length)) {
      font, range, _ in
      runs.append("\(range.location)+\(range.length):\((font as? UIFont)?.pointSize ?? 0)")
    }
    return ("\(text.string.debugDescription) \(runs)", view.selectedRange)
  }

  @Test("a text view's step keeps the replaced characters and how much of the text is kept")
  func textViewSpan() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let long = String(repeating: "0123456789", count: 1_000)
    view.text = long
    let before = view.snapshot
    view.edit(5_000..<5_003, with: "XY", askingDelegate: false)
    let step = view.trimmed(before, changed: 5_000..<5_002)
    #expect(step.text.string == "012")
    #expect(step.prefix == 5_000 && step.suffix == 10_000 - 5_003)
    let redo = view.snapshot(beforeRestoring: step)
    #expect(redo.text.string == "XY" && redo.prefix == 5_000 && redo.suffix == step.suffix)
    view.restore(step)
    #expect(view.text == long)
  }

  @Test("a composition's step keeps the text it replaced: committed, undone, redone")
  func compositionSpan() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let long = String(repeating: "abcdefghij", count: 500)
    view.text = long
    scene.window.addSubview(view)
    _ = view.becomeFirstResponder()
    view.selectedRange = NSRange(location: 2_000, length: 3)
    view.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
    view.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
    #expect(view.compositionChanged == 2_000..<2_002)
    view.insertText("你好")
    #expect(view.compositionChanged == 2_000..<2_002, "the committed text's range")
    UndoManager.endEventGroups()
    let committed = view.text
    let manager = try #require(view.undoManager)
    manager.undo()
    #expect(view.text == long)
    #expect(view.selectedRange == NSRange(location: 2_000, length: 3))
    manager.redo()
    #expect(view.text == committed)
    #expect(Self.changedAfter(4..<10, edit: 2..<5, became: 2..<3) == 2..<8)
    #expect(Self.changedAfter(0..<2, edit: 5..<6, became: 5..<9) == 0..<9)
  }

  private static func changedAfter(
    _ changed: Range<Int>, edit range: Range<Int>, became inserted: Range<Int>
  ) -> Range<Int> {
    UITextView.changed(changed, after: range, became: inserted)
  }

  @Test("an edit that ends a composition: one undo takes both back, in a text view and a field")
  func editEndingComposition() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let field = UITextField(frame: CGRect(x: 0, y: 120, width: 200, height: 30))
    scene.window.addSubview(view)
    scene.window.addSubview(field)
    view.text = "abcdef"
    field.text = "abcdef"
    _ = view.becomeFirstResponder()
    view.selectedRange = NSRange(location: 4, length: 0)
    view.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
    UndoManager.endEventGroups()
    view.edit(1..<2, with: "XYZ", askingDelegate: true)  // before the marked text: ends it
    UndoManager.endEventGroups()
    #expect(view.text == "aXYZcdnief")
    try #require(view.undoManager).undo()
    #expect(view.text == "abcdef")
    _ = field.becomeFirstResponder()
    field.selectedTextRange = field.textRange(
      from: field.position(from: field.beginningOfDocument, offset: 4)!,
      to: field.position(from: field.beginningOfDocument, offset: 4)!)
    field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
    UndoManager.endEventGroups()
    field.edit(1..<2, with: "XYZ", askingDelegate: true)
    UndoManager.endEventGroups()
    #expect(field.text == "aXYZcdnief")
    try #require(field.undoManager).undo()
    #expect(field.text == "abcdef")
  }

  @Test("a text field's step keeps the replaced characters")
  func textFieldSpan() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    field.text = String(repeating: "abcde", count: 200)
    let before = field.snapshot
    field.edit(500..<500, with: "👍🏽!", askingDelegate: false)
    let step = field.trimmed(before, changed: nil)
    #expect(step.characters.isEmpty && step.prefix == 500 && step.suffix == 500)
    field.restore(step)
    #expect(field.text == String(repeating: "abcde", count: 200))
  }

  @Test("random edits in a text view, one step each: undo and redo pass through every state")
  func textViewRandomEdits() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.text = "Hello wörld 👋🏻 مرحبا e\u{301}"
    scene.window.addSubview(view)
    _ = view.becomeFirstResponder()
    let manager = try #require(view.undoManager)
    let fonts = [UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 20)]
    for seed in UInt64(1)...6 {
      var edits = Edits(state: seed)
      manager.removeAllActions()
      var before: [(text: String, selection: NSRange)] = []
      var after: [String] = []
      for _ in 0..<40 {
        let starts = view.characterStarts
        let a = starts[edits.next(starts.count)]
        let b = starts[edits.next(starts.count)]
        view.selectedRange = NSRange(location: min(a, b), length: 0)
        view.typingAttributes = [.font: fonts[edits.next(2)]]
        let piece = Edits.pieces[edits.next(Edits.pieces.count)]
        before.append(state(view))
        view.edit(min(a, b)..<max(a, b), with: piece, askingDelegate: true)
        UndoManager.endEventGroups()  // as the application does after each event
        after.append(state(view).text)
      }
      for index in before.indices.reversed() {
        manager.undo()
        #expect(state(view) == before[index], "seed \(seed), undo of edit \(index)")
      }
      #expect(!manager.canUndo)
      for index in after.indices {
        manager.redo()
        #expect(state(view).text == after[index], "seed \(seed), redo of edit \(index)")
      }
    }
  }

  @Test("random edits in a text field, one step each: undo and redo pass through every text")
  func textFieldRandomEdits() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    field.text = "naïve 🇫🇷 café 你好"
    scene.window.addSubview(field)
    _ = field.becomeFirstResponder()
    let manager = try #require(field.undoManager)
    for seed in UInt64(1)...6 {
      var edits = Edits(state: seed)
      manager.removeAllActions()
      var texts = [field.text ?? ""]
      for _ in 0..<40 {
        let count = field.characterList.count + 1
        let a = edits.next(count)
        let b = edits.next(count)
        let piece = Edits.pieces[edits.next(Edits.pieces.count)].replacingOccurrences(
          of: "\n", with: "")
        field.edit(min(a, b)..<max(a, b), with: piece, askingDelegate: true)
        UndoManager.endEventGroups()
        texts.append(field.text ?? "")
      }
      for index in stride(from: texts.count - 2, through: 0, by: -1) {
        manager.undo()
        #expect(field.text == texts[index], "seed \(seed), undo to \(index)")
      }
      for index in 1..<texts.count {
        manager.redo()
        #expect(field.text == texts[index], "seed \(seed), redo to \(index)")
      }
    }
  }
}
