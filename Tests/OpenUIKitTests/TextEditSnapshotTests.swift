import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// An edit copies the whole text for undo only when it records a step (issue 36: the fuzzer's
/// workers grew with every key typed into a long text view, the copy per key being linear in
/// the text and, on Linux, leaking its runs).
@Suite(
  "Text editing memory: undo snapshots only for a step of their own, storage reused (issue 36)",
  .serialized, .debugSwitchesOff)
@MainActor
struct TextEditSnapshotTests {
  let scene = TestScene()

  @Test(
    "a text view: a key continuing a typing step takes no snapshot; undo still takes it all back")
  func textView() throws {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.text = "start"
    scene.window.addSubview(textView)
    _ = textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 5, length: 0)
    func needs(typing: Bool = true, composing: Bool = false, ends: Bool = false) -> Bool {
      textView.needsSnapshot(typing: typing, composing: composing, endsComposition: ends)
    }
    #expect(needs(), "the first key starts a step")
    scene.type("a")
    #expect(!needs(), "the next key continues it")
    #expect(needs(typing: false), "a paste or cut is a step of its own")
    #expect(needs(ends: true), "ending a composition may record one")
    #expect(!needs(composing: true), "marked text records nothing until committed")
    for key in "bcdefghij" { scene.type(String(key)) }
    textView.selectedRange = NSRange(location: 0, length: 0)
    #expect(needs(), "the caret moved: a new step")
    let manager = try #require(textView.undoManager)
    manager.undo()
    #expect(textView.text == "start", "the ten keys were one step")
    manager.redo()
    #expect(textView.text == "startabcdefghij")
  }

  @Test("a freed text view's storage, emptied, is the next text view's: the run arrays are reused")
  func storageReused() {
    var first: UITextView? = UITextView(frame: .zero)
    first?.attributedText = NSAttributedString(
      string: "kept", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
    let storage = first.map { ObjectIdentifier($0.storage) }
    let waiting = AttributedStoragePool.count
    first = nil
    #expect(AttributedStoragePool.count == waiting + 1)
    let second = UITextView(frame: .zero)
    #expect(ObjectIdentifier(second.storage) == storage)
    #expect(second.text == "", "nothing of the freed view's text")
    #expect(second.attributedText.length == 0)
    second.text = "new"
    #expect(second.font == UITextView(frame: .zero).font, "its own attributes, not the bold 30")
  }

  @Test("a styled text field: the same, and its styles come back with the text")
  func textField() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    field.attributedText = NSAttributedString(
      string: "bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
    scene.window.addSubview(field)
    _ = field.becomeFirstResponder()
    scene.type("x")
    #expect(!field.needsSnapshot(typing: true, composing: false, endsComposition: false))
    scene.type("y")
    #expect(
      field.attributedText?.attribute(.font, at: 5, effectiveRange: nil) as? UIFont
        == .boldSystemFont(ofSize: 12), "typing continues the style before the caret")
    let manager = try #require(field.undoManager)
    manager.undo()
    #expect(field.text == "bold")
    manager.redo()
    #expect(field.text == "boldxy")
  }

  @Test("a text view with link attributes styles its links in one string, refilled per layout")
  func linkDisplayReused() throws {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let text = NSMutableAttributedString(string: "see the docs here")
    text.addAttribute(.link, value: "https://example.org", range: NSRange(location: 8, length: 4))
    textView.attributedText = text
    textView.linkTextAttributes = [.foregroundColor: UIColor.red]
    _ = textView.textLayout(width: 150)
    let display = try #require(textView.linkDisplay)
    #expect(display.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor == .red)
    #expect(display.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor != .red)
    textView.text = "no links now"
    _ = textView.textLayout(width: 120)
    #expect(textView.linkDisplay === display, "the same string, filled again")
    #expect(display.string == "no links now")
    #expect(display.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor != .red)
  }

  @Test("a field's attributed text set again refills its styled storage in place")
  func styledFieldRefilled() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let bold = UIFont.boldSystemFont(ofSize: 12)
    let first = NSMutableAttributedString(string: "ab", attributes: [.font: bold])
    first.addAttribute(.underlineStyle, value: 1, range: NSRange(location: 0, length: 1))
    field.attributedText = first
    let storage = try #require(field.accessories.styledText)
    let second = NSMutableAttributedString(string: "cde", attributes: [.font: bold])
    second.addAttribute(.kern, value: 2.0, range: NSRange(location: 1, length: 1))
    field.attributedText = second
    #expect(field.accessories.styledText === storage)
    #expect(field.attributedText?.string == "cde")
    #expect(field.attributedText?.attribute(.kern, at: 1, effectiveRange: nil) as? Double == 2)
    #expect(field.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
    field.text = "plain"
    #expect(field.accessories.styledText == nil, "plain text drops the styles")
  }
}
