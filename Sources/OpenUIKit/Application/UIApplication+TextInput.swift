import Foundation

// Whether the host should turn text input on, and where the caret is (decision E7): asked of
// the key window's first responder.
extension UIApplication {
  /// Whether the first responder of the key window accepts text, so the host should turn its
  /// text input (and on-screen keyboard) on (decision E7).
  public var wantsTextInput: Bool { keyWindow?.firstResponderStorage?.acceptsTypedText ?? false }

  /// When OpenUIKit's on-screen keyboard shows: after a touch (``OnScreenKeyboard/Mode/automatic``,
  /// the default), always, or never. `OPENUIKIT_ON_SCREEN_KEYBOARD=1` or `0` sets it at launch.
  /// Setting it also forgets that a hardware keyboard was typed on, which in automatic mode keeps
  /// the on-screen one away. (OpenUIKit's: iOS always has its keyboard.)
  public var onScreenKeyboardMode: OnScreenKeyboard.Mode {
    get { onScreenKeyboard.mode }
    set {
      onScreenKeyboard.mode = newValue
      onScreenKeyboard.update()
    }
  }

  /// The on-screen keyboard's frame in screen coordinates while it shows, else nil.
  public var onScreenKeyboardFrame: CGRect? {
    onScreenKeyboard.isVisible ? onScreenKeyboard.frame : nil
  }

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
    onScreenKeyboard.update()
    let wanted = wantsTextInput
    guard wanted != textInputActive else { return }
    textInputActive = wanted
    hostServices.textInputSwitch?(wanted)
  }
}

extension UIResponder {
  /// Whether typed text goes here: a ``UIKeyInput`` responder, unless it is a text view that
  /// is only selectable.
  var acceptsTypedText: Bool {
    guard self is any UIKeyInput else { return false }
    return (self as? UITextView)?.isEditable ?? true
  }
}
