import Foundation

/// A key on a physical keyboard, as reported with a press (spec E9).
public struct UIKey: Hashable, Sendable {
  /// The text the key produces with the current modifiers (may be empty).
  public let characters: String
  /// The text the key produces without modifiers other than Shift.
  public let charactersIgnoringModifiers: String
  /// The modifier keys held when the key was pressed.
  public let modifierFlags: UIKeyModifierFlags
  /// The key's USB HID usage code.
  public let keyCode: UIKeyboardHIDUsage

  /// Creates a key description.
  public init(
    characters: String, charactersIgnoringModifiers: String,
    modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage
  ) {
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
    self.keyCode = keyCode
  }
}

/// Modifier keys (raw values as UIKit's).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public let rawValue: Int
  /// Creates flags from a raw bit mask.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock is on.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift is down.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control is down.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Alt (Option) is down.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command (the Super/Windows key on PC keyboards) is down.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// The key is on the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A USB HID keyboard usage code. SDL scancodes use the same numbers.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
  /// The usage code.
  public let rawValue: Int
  /// Creates a usage from its code.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The A key; B…Z follow at 5…29.
  public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
  /// The C key.
  public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
  /// The V key.
  public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
  /// The X key.
  public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
  /// The Z key.
  public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
  /// The B key.
  public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)
  /// The D key.
  public static let keyboardD = UIKeyboardHIDUsage(rawValue: 7)
  /// The E key.
  public static let keyboardE = UIKeyboardHIDUsage(rawValue: 8)
  /// The F key.
  public static let keyboardF = UIKeyboardHIDUsage(rawValue: 9)
  /// The G key.
  public static let keyboardG = UIKeyboardHIDUsage(rawValue: 10)
  /// The H key.
  public static let keyboardH = UIKeyboardHIDUsage(rawValue: 11)
  /// The I key.
  public static let keyboardI = UIKeyboardHIDUsage(rawValue: 12)
  /// The J key.
  public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 13)
  /// The K key.
  public static let keyboardK = UIKeyboardHIDUsage(rawValue: 14)
  /// The L key.
  public static let keyboardL = UIKeyboardHIDUsage(rawValue: 15)
  /// The M key.
  public static let keyboardM = UIKeyboardHIDUsage(rawValue: 16)
  /// The N key.
  public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)
  /// The O key.
  public static let keyboardO = UIKeyboardHIDUsage(rawValue: 18)
  /// The P key.
  public static let keyboardP = UIKeyboardHIDUsage(rawValue: 19)
  /// The Q key.
  public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 20)
  /// The R key.
  public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)
  /// The S key.
  public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)
  /// The T key.
  public static let keyboardT = UIKeyboardHIDUsage(rawValue: 23)
  /// The U key.
  public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)
  /// The W key.
  public static let keyboardW = UIKeyboardHIDUsage(rawValue: 26)
  /// The Y key.
  public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
  /// The 1 key; 2…9 follow at 31…38, and 0 is 39.
  public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
  /// Return (Enter).
  public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
  /// Escape.
  public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
  /// Backspace.
  public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
  /// Tab.
  public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
  /// Space.
  public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
  /// F1; F2…F12 follow at 59…69.
  public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
  /// Home.
  public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
  /// Page Up.
  public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
  /// Delete (forward).
  public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
  /// End.
  public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
  /// Page Down.
  public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
  /// Right arrow.
  public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
  /// Left arrow.
  public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
  /// Down arrow.
  public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
  /// Up arrow.
  public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
  /// Left Control.
  public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
  /// Left Shift.
  public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
  /// Left Alt.
  public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
  /// Left GUI (Command / Super).
  public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
}

/// A responder that accepts text: the first responder receives text input records through it.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  /// Whether the responder holds any text.
  var hasText: Bool { get }
  /// Inserts text typed by the user (UTF-8 decoded, possibly several characters).
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}
