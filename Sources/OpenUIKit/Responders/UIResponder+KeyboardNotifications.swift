import Foundation

// The keyboard's notifications, as UIKit names them. They are posted when an on-screen keyboard
// shows and hides, with its frames in the user info; a hardware keyboard, all a desktop has
// until the on-screen keyboard arrives (the text issue), posts none, as on an iPad with a
// keyboard attached.
extension UIResponder {
  /// Before the keyboard shows.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// After the keyboard showed.
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Before the keyboard hides.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// After the keyboard hid.
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Before the keyboard's frame changes.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// After the keyboard's frame changed.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The user-info key of the keyboard's frame before the change (a `CGRect` in screen
  /// coordinates, boxed in an `NSValue`).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame after the change.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the animation's duration (seconds, an `NSNumber`).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the animation's curve (a `UIView.AnimationCurve` raw value).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The user-info key of whether the keyboard belongs to this app (a Bool).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UITextField {
  /// Posted when editing begins, the field as the object.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted each time the text changes.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when editing ends.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Posts one of the field's notifications on the default center.
  func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }
}
