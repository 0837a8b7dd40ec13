import Foundation

/// One key of the on-screen keyboard: what it does and how wide it is (in letter keys).
struct KeyboardKeySpec: Equatable {
  enum Action: Equatable {
    /// Types the text (a letter is typed as a capital while shift is on).
    case text(String)
    case shift, delete, space, returnKey, hide
    /// Shows another page.
    case page(KeyboardPage)
  }
  var action: Action
  var width: CGFloat = 1
}

/// The keyboard's pages, as iOS's.
enum KeyboardPage: Equatable {
  case letters, numbers, symbols
  /// Digits only, with the bottom-left key a decimal point, a plus, or nothing.
  case numberPad(String?)
}

/// The keys of each page for each ``UIKeyboardType``, in rows from the top.
enum KeyboardLayout {
  /// The page a keyboard type starts on.
  static func firstPage(for type: UIKeyboardType) -> KeyboardPage {
    switch type {
    case .numberPad, .asciiCapableNumberPad: .numberPad(nil)
    case .decimalPad: .numberPad(Locale.current.decimalSeparator ?? ".")
    case .phonePad: .numberPad("+")
    case .numbersAndPunctuation: .numbers
    default: .letters
    }
  }

  /// The rows of `page` for a keyboard of `type`.
  static func rows(_ page: KeyboardPage, type: UIKeyboardType) -> [[KeyboardKeySpec]] {
    func keys(_ text: String) -> [KeyboardKeySpec] {
      text.map { KeyboardKeySpec(action: .text(String($0))) }
    }
    let space = KeyboardKeySpec(action: .space, width: 4.5)
    let returnKey = KeyboardKeySpec(action: .returnKey, width: 2)
    let hide = KeyboardKeySpec(action: .hide, width: 1.25)
    let delete = KeyboardKeySpec(action: .delete, width: 1.5)
    switch page {
    case .letters:
      var bottom = [KeyboardKeySpec(action: .page(.numbers), width: 1.5), hide]
      switch type {
      case .emailAddress: bottom += [.init(action: .text("@")), space, .init(action: .text("."))]
      case .URL:
        bottom += [.init(action: .text("/")), space, .init(action: .text(".com"), width: 1.5)]
      case .twitter: bottom += [.init(action: .text("@")), space, .init(action: .text("#"))]
      default: bottom += [space]
      }
      return [
        keys("qwertyuiop"), keys("asdfghjkl"),
        [KeyboardKeySpec(action: .shift, width: 1.5)] + keys("zxcvbnm") + [delete],
        bottom + [returnKey],
      ]
    case .numbers, .symbols:
      let numbers = page == .numbers
      return [
        keys(numbers ? "1234567890" : "[]{}#%^*+="),
        keys(numbers ? "-/:;()$&@\"" : "_\\|~<>€£¥•"),
        [KeyboardKeySpec(action: .page(numbers ? .symbols : .numbers), width: 1.5)]
          + keys(".,?!'") + [delete],
        [KeyboardKeySpec(action: .page(.letters), width: 1.5), hide, space, returnKey],
      ]
    case .numberPad(let extra):
      let corner = extra.map { KeyboardKeySpec(action: .text($0)) } ?? hide
      return [keys("123"), keys("456"), keys("789"), [corner, .init(action: .text("0")), delete]]
    }
  }
}
