import Foundation

// Whether the host should turn text input on, and where the caret is (decision E7): asked of
// the key window's first responder.
extension UIApplication {
  /// Whether the first responder of the key window accepts text, so the host should turn its
  /// text input (and on-screen keyboard) on (decision E7).
  public var wantsTextInput: Bool { keyWindow?.firstResponderStorage is any UIKeyInput }

  /// The caret of the key window's first responder, when it adopts ``UITextInput`` and is a
  /// view, in screen points: where a host puts an input method's candidate window.
  public var textInputCaretRect: CGRect? {
    guard let window = keyWindow, let input = window.firstResponderStorage as? any UITextInput,
      let view = input as? UIView, let selection = input.selectedTextRange
    else { return nil }
    let inWindow = view.convert(input.caretRect(for: selection.end), to: window)
    let origin = window.convertToSuperview(inWindow.origin)
    let corner = window.convertToSuperview(CGPoint(x: inWindow.maxX, y: inWindow.maxY))
    return CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
  }

  func updateTextInput() {
    let wanted = wantsTextInput
    guard wanted != textInputActive else { return }
    textInputActive = wanted
    hostServices.textInputSwitch?(wanted)
  }
}
