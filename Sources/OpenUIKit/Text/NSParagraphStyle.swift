import Foundation

/// How a line of attributed text is underlined or struck through.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  /// The raw value, as UIKit's.
  public let rawValue: Int
  /// Creates a style from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Dotted (drawn solid here).
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// Dashed (drawn solid here).
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Only under words, not spaces (drawn under both here).
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How paragraphs of attributed text are laid out: alignment, spacing, line breaking and
/// indents. Immutable; make one with ``NSMutableParagraphStyle``.
///
/// Unlike UIKit's it is not an `NSObject`: Foundation on Linux traps (`CFBasicHashesAreEqual`)
/// when an attributed string compares the attributes of neighbouring runs holding two different
/// Swift-defined `NSObject`s, which any string with two paragraph styles did. As a plain class
/// it keeps what code uses: `copy()`, `mutableCopy()`, `isEqual(_:)`, `hash`, and value
/// equality (equal styles merge their runs, as in UIKit).
open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable, @unchecked Sendable {
  /// The default style: natural alignment, no spacing, word wrapping.
  public static let `default` = NSParagraphStyle()

  /// How lines line up.
  public internal(set) var alignment: NSTextAlignment = .natural
  /// Extra space between lines, in points.
  public internal(set) var lineSpacing: CGFloat = 0
  /// Extra space after each paragraph, in points.
  public internal(set) var paragraphSpacing: CGFloat = 0
  /// Extra space before each paragraph, in points.
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  /// How lines break and the last one is shortened.
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Each line's height times this (0: as the font says).
  public internal(set) var lineHeightMultiple: CGFloat = 0
  /// The least line height (0: none).
  public internal(set) var minimumLineHeight: CGFloat = 0
  /// The greatest line height (0: none).
  public internal(set) var maximumLineHeight: CGFloat = 0
  /// The indent of each paragraph's first line.
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  /// The indent of the other lines.
  public internal(set) var headIndent: CGFloat = 0
  /// The indent from the right (negative or zero: from the trailing edge; positive: a width).
  public internal(set) var tailIndent: CGFloat = 0

  /// A style with the defaults.
  public init() {}

  /// A copy (immutable), as `NSObject.copy()`.
  public func copy() -> Any { copy(with: nil) }

  /// A mutable copy, as `NSObject.mutableCopy()`.
  public func mutableCopy() -> Any { mutableCopy(with: nil) }

  /// Whether `object` is a paragraph style with the same values.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return values == other.values
  }

  /// A hash of the values.
  open var hash: Int { values.hashValue }

  /// Equal when every value is.
  public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool { a.isEqual(b) }

  /// Hashes the values.
  public func hash(into hasher: inout Hasher) { hasher.combine(values) }

  /// The values, for equality and hashing.
  private var values: [CGFloat] {
    [
      CGFloat(alignment.rawValue), lineSpacing, paragraphSpacing, paragraphSpacingBefore,
      CGFloat(lineBreakMode.rawValue), lineHeightMultiple, minimumLineHeight, maximumLineHeight,
      firstLineHeadIndent, headIndent, tailIndent,
    ]
  }

  /// A copy (immutable).
  public func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }

  /// A mutable copy.
  public func mutableCopy(with zone: NSZone? = nil) -> Any {
    copyValues(into: NSMutableParagraphStyle())
  }

  private func copyValues<T: NSParagraphStyle>(into copy: T) -> T {
    copy.alignment = alignment
    copy.lineSpacing = lineSpacing
    copy.paragraphSpacing = paragraphSpacing
    copy.paragraphSpacingBefore = paragraphSpacingBefore
    copy.lineBreakMode = lineBreakMode
    copy.lineHeightMultiple = lineHeightMultiple
    copy.minimumLineHeight = minimumLineHeight
    copy.maximumLineHeight = maximumLineHeight
    copy.firstLineHeadIndent = firstLineHeadIndent
    copy.headIndent = headIndent
    copy.tailIndent = tailIndent
    return copy
  }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// How lines line up.
  public override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// Extra space between lines, in points.
  public override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  /// Extra space after each paragraph.
  public override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  /// Extra space before each paragraph.
  public override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  /// How lines break.
  public override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// Each line's height times this.
  public override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  /// The least line height.
  public override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  /// The greatest line height.
  public override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  /// The first line's indent.
  public override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  /// The other lines' indent.
  public override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  /// The indent from the right.
  public override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
}
