import Foundation

extension UITextView: UITextInputTraits {
  /// The kind of keyboard: the on-screen keyboard shows its keys (``UIKeyboardType``).
  public var keyboardType: UIKeyboardType {
    get { traitsStorage.keyboardType }
    set { traitsStorage.keyboardType = newValue }
  }
  /// The on-screen keyboard's return key title (Return inserts a newline whatever it says).
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
  /// Whether the return key is off while the text view is empty.
  public var enablesReturnKeyAutomatically: Bool {
    get { traitsStorage.enablesReturnKeyAutomatically }
    set { traitsStorage.enablesReturnKeyAutomatically = newValue }
  }
}
