import Foundation

/// A keyboard shortcut: a key with modifiers that sends a named action along the responder
/// chain (spec E13).
@preconcurrency @MainActor
public final class UIKeyCommand {
  /// The key's characters without modifiers, such as "c"; or an arrow constant.
  public let input: String?
  /// The modifiers that must be down.
  public let modifierFlags: UIKeyModifierFlags
  /// The action sent to the first responder in the chain that implements it.
  public let action: Selector?
  /// A title for menus.
  public var title: String

  /// Creates a command.
  public init(
    title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []
  ) {
    self.title = title
    self.action = action
    self.input = input
    self.modifierFlags = modifierFlags
  }

  /// Creates a command, in UIKit's older argument order.
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  /// The up arrow key.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow key.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow key.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow key.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Escape key.
  public static let inputEscape = "UIKeyInputEscape"
  /// The Delete (Backspace) key.
  public static let inputDelete = "UIKeyInputDelete"
  /// The Page Up key.
  public static let inputPageUp = "UIKeyInputPageUp"
  /// The Page Down key.
  public static let inputPageDown = "UIKeyInputPageDown"
  /// The Home key.
  public static let inputHome = "UIKeyInputHome"
  /// The End key.
  public static let inputEnd = "UIKeyInputEnd"

  /// Whether `key` is this command's key with exactly its modifiers (Caps Lock and the keypad
  /// flag ignored).
  func matches(_ key: UIKey) -> Bool {
    let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
    guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else {
      return false
    }
    return input?.lowercased() == Self.input(of: key).lowercased()
  }

  /// The input string a key stands for.
  static func input(of key: UIKey) -> String {
    switch key.keyCode {
    case .keyboardUpArrow: inputUpArrow
    case .keyboardDownArrow: inputDownArrow
    case .keyboardLeftArrow: inputLeftArrow
    case .keyboardRightArrow: inputRightArrow
    case .keyboardEscape: inputEscape
    case .keyboardDeleteOrBackspace: inputDelete
    case .keyboardPageUp: inputPageUp
    case .keyboardPageDown: inputPageDown
    case .keyboardHome: inputHome
    case .keyboardEnd: inputEnd
    default: key.charactersIgnoringModifiers
    }
  }
}
