import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "Text fields: clicks that select, word keys, undo and marked text (issue 13)", .debugSwitchesOff)
@MainActor
struct TextEditingTests {
  let scene = TestScene()
  let field = UITextField(frame: CGRect(0, 0, 300, 40))
  let mouse: TouchSequence

  /// The field holds `text` in a 10-pt font: character i starts at x = 8 + 6i.
  init() {
    field.font = .systemFont(ofSize: 10)
    field.text = "alpha beta, gamma"
    scene.window.addSubview(field)
    mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
  }

  func x(_ index: Int) -> CGPoint { CGPoint(x: 8 + 6 * CGFloat(index) + 3, y: 20) }
  var selected: String { field.text(in: field.selectedTextRange!) ?? "?" }

  // MARK: Clicks

  @Test("a double click selects the word (or the spaces, or the punctuation) under it")
  func doubleClick() {
    mouse.press(at: x(7), clickCount: 1).release().press(at: x(7), clickCount: 2).release()
    #expect(selected == "beta")
    mouse.wait(1).press(at: x(10), clickCount: 1).release().press(at: x(10), clickCount: 2)
      .release()
    #expect(selected == ",")
    mouse.wait(1).press(at: x(5), clickCount: 1).release().press(at: x(5), clickCount: 2).release()
    #expect(selected == " ")
    // Fingers count their own taps: a double tap selects a word too.
    scene.fingers.wait(1).tap(at: x(13)).tap(at: x(13))
    #expect(selected == "gamma")
  }

  @Test("a triple click selects everything; dragging keeps it so")
  func tripleClick() {
    mouse.press(at: x(2), clickCount: 1).release().press(at: x(2), clickCount: 2).release()
      .press(at: x(2), clickCount: 3).drag(to: x(4), steps: 2).release()
    #expect(selected == "alpha beta, gamma")
  }

  @Test("dragging after a double click selects whole words, either way from the first")
  func dragByWords() {
    mouse.press(at: x(7), clickCount: 1).release().press(at: x(7), clickCount: 2)
      .drag(to: x(13), steps: 3)
    #expect(selected == "beta, gamma")
    mouse.move(to: x(1))
    #expect(selected == "alpha beta")
    mouse.release()
    // Shift+→ then moves the end away from the first word: the anchor is beta's end.
    scene.key(.keyboardRightArrow, .shift)
    #expect(selected == "lpha beta")
  }

  @Test("Shift+click extends the selection from where the caret was; a drag selects characters")
  func shiftClick() {
    mouse.press(at: CGPoint(x: 8 + 6 * 2, y: 20), clickCount: 1).release()
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
    scene.send(
      .key(.down, "", code: Int(UIKeyboardHIDUsage.keyboardLeftShift.rawValue), modifiers: .shift))
    mouse.wait(1).press(at: CGPoint(x: 8 + 6 * 8, y: 20), clickCount: 1).release()
    #expect(selected == "pha be")
    scene.send(
      .key(.up, "", code: Int(UIKeyboardHIDUsage.keyboardLeftShift.rawValue), modifiers: []))
    mouse.wait(1).press(at: CGPoint(x: 8 + 6 * 11, y: 20), clickCount: 1)
      .drag(to: CGPoint(x: 8 + 6 * 17, y: 20), steps: 2).release()
    #expect(selected == " gamma")
  }

  // MARK: Keys

  @Test("Ctrl+← → move by words, with Shift they select; Cmd+← → go to the ends")
  func wordKeys() {
    _ = field.becomeFirstResponder()
    scene.key(.keyboardLeftArrow, .control)
    #expect(field.selectedRange.location == 12, "to the start of gamma")
    scene.key(.keyboardLeftArrow, .control)
    #expect(field.selectedRange.location == 6, "past the comma to beta")
    scene.key(.keyboardRightArrow, [.control, .shift])
    #expect(selected == "beta")
    scene.key(.keyboardRightArrow, [.alternate, .shift])
    #expect(selected == "beta, gamma")
    scene.key(.keyboardLeftArrow, .command)
    #expect(field.selectedRange == NSRange(location: 0, length: 0))
  }

  @Test("Ctrl+Backspace and Ctrl+Delete delete a word; the delegate is asked as for any edit")
  func wordDeletion() {
    _ = field.becomeFirstResponder()
    let delegate = FieldDelegate()
    field.delegate = delegate
    scene.key(.keyboardDeleteOrBackspace, .control)
    #expect(field.text == "alpha beta, ")
    field.selectedRange = NSRange(location: 0, length: 0)
    scene.key(.keyboardDeleteForward, .control)
    #expect(field.text == " beta, ")
    #expect(delegate.log == ["change(12,5,)", "change(0,5,)"])
  }

  // MARK: Undo

  @Test("Ctrl+Z undoes a typed run as one step, Ctrl+Shift+Z and Ctrl+Y redo")
  func undoTyping() {
    _ = field.becomeFirstResponder()
    scene.type(" d")
    scene.type("e")
    scene.type("l")
    #expect(field.text == "alpha beta, gamma del")
    scene.key(.keyboardZ, .control, characters: "z")
    #expect(field.text == "alpha beta, gamma" && field.selectedRange.location == 17)
    scene.key(.keyboardZ, [.control, .shift], characters: "z")
    #expect(field.text == "alpha beta, gamma del")
    scene.key(.keyboardZ, .control, characters: "z")
    scene.key(.keyboardY, .control, characters: "y")
    #expect(field.text == "alpha beta, gamma del")
  }

  @Test("moving the caret, deleting or cutting starts a new step; each undoes on its own")
  func undoSteps() {
    _ = field.becomeFirstResponder()
    scene.type("X")
    scene.key(.keyboardLeftArrow)
    scene.type("Y")
    scene.key(.keyboardDeleteOrBackspace)
    field.selectedRange = NSRange(location: 0, length: 5)
    scene.key(.keyboardX, .control, characters: "x")
    #expect(field.text == " beta, gammaX" && scene.app.hostServices.clipboard.string == "alpha")
    let undo = { scene.key(.keyboardZ, .control, characters: "z") }
    undo()
    #expect(field.text == "alpha beta, gammaX" && field.selectedRange.length == 5)
    undo()
    #expect(field.text == "alpha beta, gammaYX")
    undo()
    #expect(field.text == "alpha beta, gammaX")
    undo()
    #expect(field.text == "alpha beta, gamma")
    #expect(field.undoManager?.canUndo == false)
  }

  @Test("the app setting text or editing ending forgets the field's steps")
  func undoForgotten() {
    _ = field.becomeFirstResponder()
    scene.type("!")
    #expect(field.undoManager?.canUndo == true)
    field.text = "new"
    #expect(field.undoManager?.canUndo == false)
    scene.type("?")
    _ = field.resignFirstResponder()
    #expect(scene.window.undoManager?.canUndo == false)
    scene.key(.keyboardZ, .control, characters: "z")
    #expect(field.text == "new?")
  }

  // MARK: Marked text

  @Test("marked text: composed in place, underlined, committed by insertText as one undo step")
  func markedText() throws {
    _ = field.becomeFirstResponder()
    field.selectedRange = NSRange(location: 6, length: 4)
    field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    #expect(field.text == "alpha に, gamma")
    let marked = try #require(field.markedTextRange)
    #expect(field.text(in: marked) == "に" && field.selectedRange == NSRange(location: 7, length: 0))
    field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    #expect(field.text == "alpha にほ, gamma")
    field.insertText("日本")
    #expect(field.text == "alpha 日本, gamma" && field.markedTextRange == nil)
    #expect(field.selectedRange == NSRange(location: 8, length: 0))
    scene.key(.keyboardZ, .control, characters: "z")
    #expect(
      field.text == "alpha beta, gamma" && field.selectedRange == NSRange(location: 6, length: 4))
  }

  @Test(
    "while composing, editing keys belong to the input method; its next text replaces the marked")
  func keysWhileComposing() {
    _ = field.becomeFirstResponder()
    field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
    scene.key(.keyboardDeleteOrBackspace)
    scene.key(.keyboardLeftArrow)
    scene.key(.keyboardReturnOrEnter)
    #expect(field.text == "alpha beta, gammani" && field.isEditing)
    scene.send(InputRecord(.markedText(MarkedTextInput(text: "n", selection: 1..<1))))
    #expect(field.text == "alpha beta, gamman")
    scene.type("ん")
    #expect(field.text == "alpha beta, gammaん" && field.markedTextRange == nil)
    scene.key(.keyboardDeleteOrBackspace)
    #expect(field.text == "alpha beta, gamma", "after the commit the keys edit again")
  }

  @Test("unmarkText keeps the composed text; empty marked text removes it; a click commits")
  func unmarking() {
    _ = field.becomeFirstResponder()
    field.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
    field.unmarkText()
    #expect(field.text == "alpha beta, gammaab" && field.markedTextRange == nil)
    field.setMarkedText("cd", selectedRange: NSRange(location: 2, length: 0))
    field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
    #expect(field.text == "alpha beta, gammaab" && field.markedTextRange == nil)
    field.setMarkedText("ef", selectedRange: NSRange(location: 2, length: 0))
    mouse.press(at: x(0), clickCount: 1).release()
    #expect(field.text == "alpha beta, gammaabef" && field.markedTextRange == nil)
  }
}
