import Foundation

/// Decisions a delegate makes about a text field. Every method has a default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin. Default true.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end. Default true.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `string`.
  /// Default true.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether Return ends editing. Default true.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// The selection (or the caret) moved.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may empty the field. Default true.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Returns true.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Returns true.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Returns true.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Returns true.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Returns true.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}
