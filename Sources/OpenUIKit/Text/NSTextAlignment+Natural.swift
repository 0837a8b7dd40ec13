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
    // Only letters are strong: digits and marks (Arabic's too) decide nothing.
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      return scalar.isInRightToLeftBlock
    }
    return false
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is in a right-to-left script's block (Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko and their presentation forms; the historic right-to-left blocks). The host's bidi
  /// pass runs only for text with one.
  package var isInRightToLeftBlock: Bool {
    switch value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    default: false
    }
  }

  /// Whether text with this scalar may not run left to right: a right-to-left letter, or an
  /// explicit bidi control (marks, embeddings, overrides, isolates). Text with none of them
  /// is drawn in logical order, so its bidi pass can be skipped.
  package var mayNeedBidi: Bool {
    switch value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: isInRightToLeftBlock
    }
  }
}
