import Foundation

extension UIEvent {
  /// Which buttons of a pointing device are pressed (iPadOS 13.4).
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The raw bits: bit 0 the primary button, bit 1 the secondary one, and so on.
    public let rawValue: Int
    /// Creates a mask from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary button: the left mouse button, and any finger or pen contact.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button: the right mouse button.
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    /// The button numbered `buttonNumber`, counting the primary one as 1 (the middle mouse
    /// button is 3).
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      guard buttonNumber >= 1, buttonNumber <= Int.bitWidth - 1 else { return [] }
      return ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }

  /// The buttons pressed for this event: for a touches event, those of its touches (a finger
  /// or a pen counts as the primary button). A touch keeps the button it began with until it
  /// ends, so a view hears `.secondary` in `touchesEnded` of a right click too (decision B14).
  public var buttonMask: ButtonMask {
    guard type == .touches else { return [] }
    var mask: ButtonMask = []
    for touch in touchList { mask.formUnion(touch.buttons) }
    return mask
  }

  /// The modifier keys held when the event happened (iPadOS 13.4): for a touches event, those
  /// the application last heard from the keyboard; for a presses event, those of its key.
  public var modifierFlags: UIKeyModifierFlags { modifierFlagsStorage }
}

extension PointerInput.Button {
  /// This button as a mask.
  var mask: UIEvent.ButtonMask {
    switch self {
    case .primary: .primary
    case .secondary: .secondary
    case .middle: .button(3)
    case .other(let number): .button(number)
    }
  }
}
