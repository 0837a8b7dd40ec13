import Foundation

/// What a text field tells the keyboard (``UITextInputTraits``), kept for the on-screen one.
@MainActor
struct TextFieldTraits {
  var keyboardType = UIKeyboardType.default
  var returnKeyType = UIReturnKeyType.default
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var enablesReturnKeyAutomatically = false
  var inputView: UIView?
  var inputAccessoryView: UIView?
}

extension UITextField: UITextInputTraits {
  /// The kind of keyboard: the on-screen keyboard shows its keys (``UIKeyboardType``).
  public var keyboardType: UIKeyboardType {
    get { traitsStorage.keyboardType }
    set { traitsStorage.keyboardType = newValue }
  }
  /// The on-screen keyboard's return key title.
  public var returnKeyType: UIReturnKeyType {
    get { traitsStorage.returnKeyType }
    set { traitsStorage.returnKeyType = newValue }
  }
  /// When the on-screen keyboard starts a capital by itself (`.sentences` by default).
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { traitsStorage.autocapitalizationType }
    set { traitsStorage.autocapitalizationType = newValue }
  }
  /// Autocorrection (kept; there is none).
  public var autocorrectionType: UITextAutocorrectionType {
    get { traitsStorage.autocorrectionType }
    set { traitsStorage.autocorrectionType = newValue }
  }
  /// The keyboard's look (kept).
  public var keyboardAppearance: UIKeyboardAppearance {
    get { traitsStorage.keyboardAppearance }
    set { traitsStorage.keyboardAppearance = newValue }
  }
  /// Whether the return key is off while the field is empty.
  public var enablesReturnKeyAutomatically: Bool {
    get { traitsStorage.enablesReturnKeyAutomatically }
    set { traitsStorage.enablesReturnKeyAutomatically = newValue }
  }
}
