import Foundation

extension NSTextAlignment {
  /// The side `.natural` (and `.justified`'s last line) means for `text`: the right for a
  /// paragraph whose first strong letter is written right to left (Hebrew, Arabic), as the
  /// Unicode Bidirectional Algorithm's rule P2 finds the paragraph's direction; else the left.
  func resolved(for text: String) -> NSTextAlignment {
    guard self == .natural || self == .justified else { return self }
    return Self.isRightToLeft(text) ? .right : .left
  }

  /// Whether `text`'s first strong letter is right to left.
  static func isRightToLeft(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
        0x1E800...0x1EFFF:
        // Arabic digits and marks are not strong: only letters decide.
        if scalar.properties.isAlphabetic { return true }
      default:
        if scalar.properties.isAlphabetic { return false }
      }
    }
    return false
  }
}
