import Foundation

// Typed and composed text: to the key window's first responder when it adopts UIKeyInput
// (typed) or UITextInput (composed by an input method).
extension UIApplication {
  func dispatchText(_ text: String) {
    guard let input = keyWindow?.firstResponderStorage as? any UIKeyInput else { return }
    input.insertText(text)
  }

  /// Composed text goes to a first responder that adopts ``UITextInput``, with the input
  /// method's selection turned from Unicode scalars into UTF-16 offsets. An empty record with
  /// nothing marked (the input method's "composition over" after a commit) changes nothing.
  func dispatchMarkedText(_ input: MarkedTextInput) {
    guard let field = keyWindow?.firstResponderStorage as? any UITextInput else { return }
    if input.text.isEmpty && field.markedTextRange == nil { return }
    let scalars = Array(input.text.unicodeScalars)
    func utf16(_ count: Int) -> Int {
      scalars.prefix(max(0, min(count, scalars.count))).reduce(0) { $0 + $1.utf16.count }
    }
    let lower = utf16(input.selection.lowerBound)
    let upper = max(lower, utf16(input.selection.upperBound))
    if input.text.isEmpty {
      field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
      field.unmarkText()
    } else {
      field.setMarkedText(
        input.text, selectedRange: NSRange(location: lower, length: upper - lower))
    }
  }
}
