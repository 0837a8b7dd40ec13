import Foundation

// Ending text editing from outside the text field (spec E8, issue 9): touching elsewhere does
// not end editing, as in UIKit, so apps call `endEditing(_:)`, typically from a tap recognizer
// on their background.
extension UIView {
  /// Makes the first responder resign when it is this view or is inside it, as UIKit's
  /// `endEditing(_:)` does.
  ///
  /// - Parameter force: When true, the first responder resigns even if it refuses (a text
  ///   field's delegate answering false to `textFieldShouldEndEditing(_:)`, or an override of
  ///   `resignFirstResponder()` returning false).
  /// - Returns: True when no first responder is left inside this view (also when there was
  ///   none); false when it refused and `force` was false.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponderStorage, responder.isContained(in: self)
    else { return true }
    let resigned =
      force
      ? window.forcingResign(inside: self) { responder.resignFirstResponder() }
      : responder.resignFirstResponder()
    if resigned && window.firstResponderStorage !== responder { return true }
    guard force else { return false }
    // A refusal cannot keep a forced responder: the window lets go regardless.
    if window.firstResponderStorage === responder {
      window.firstResponderStorage = nil
      window.application?.updateTextInput()
    }
    return true
  }
}
