import Foundation

/// The kind of keyboard a text input wants, as UIKit's: the on-screen keyboard shows the keys
/// for it (a number pad, `@` and `.` for email).
public enum UIKeyboardType: Int, Sendable {
  /// The letters, with numbers and symbols a page away.
  case `default` = 0
  /// Letters limited to ASCII.
  case asciiCapable = 1
  /// The numbers and punctuation page first.
  case numbersAndPunctuation = 2
  /// Letters with `/` and `.com`.
  case URL = 3
  /// Digits only.
  case numberPad = 4
  /// Digits with `+`.
  case phonePad = 5
  /// Letters for a name or a phone number.
  case namePhonePad = 6
  /// Letters with `@` and `.`.
  case emailAddress = 7
  /// Digits with a decimal point.
  case decimalPad = 8
  /// Letters with `@` and `#`.
  case twitter = 9
  /// Letters with a Go-style return key.
  case webSearch = 10
  /// Digits in ASCII.
  case asciiCapableNumberPad = 11
}

/// What the return key of the on-screen keyboard says.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall,
    `continue`

  /// The key's title.
  var title: String {
    switch self {
    case .default: "return"
    case .go: "go"
    case .google, .yahoo, .search: "search"
    case .join: "join"
    case .next: "next"
    case .route: "route"
    case .send: "send"
    case .done: "done"
    case .emergencyCall: "emergency call"
    case .continue: "continue"
    }
  }
}

/// When the on-screen keyboard starts a capital letter by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// At the start of each word.
  case words = 1
  /// At the start of each sentence (the default).
  case sentences = 2
  /// Always.
  case allCharacters = 3
}

/// Whether autocorrection is on (kept; OpenUIKit has no autocorrection).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0, no, yes
}

/// The keyboard's look (kept; the on-screen keyboard is light).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0, dark, light
}

/// The traits a text input gives the keyboard, as UIKit's protocol. Every requirement has
/// UIKit's default, so a custom `UIKeyInput` view adopts it by declaring what it changes.
@MainActor
public protocol UITextInputTraits: AnyObject {
  /// The kind of keyboard.
  var keyboardType: UIKeyboardType { get }
  /// The return key's title.
  var returnKeyType: UIReturnKeyType { get }
  /// When capitals start by themselves.
  var autocapitalizationType: UITextAutocapitalizationType { get }
  /// Whether the return key is off while there is no text.
  var enablesReturnKeyAutomatically: Bool { get }
}

extension UITextInputTraits {
  /// The letters keyboard, unless the input says otherwise.
  public var keyboardType: UIKeyboardType { .default }
  /// "return", unless the input says otherwise.
  public var returnKeyType: UIReturnKeyType { .default }
  /// A capital at the start of each sentence, unless the input says otherwise.
  public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
  /// The return key is always on, unless the input says otherwise.
  public var enablesReturnKeyAutomatically: Bool { false }
}
