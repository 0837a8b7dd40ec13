import Foundation

// The attribute names UIKit adds to Foundation's `NSAttributedString.Key`, with UIKit's raw
// values, so attribute dictionaries (`[.font: font, .foregroundColor: color]`) compile as they
// do on iOS.
extension NSAttributedString.Key {
  /// A `UIFont`: the text's font.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor`: the text's colour.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor`: the colour behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// A number: extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// A paragraph style: alignment, line spacing and breaking.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A number: the underline style.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A `UIColor`: the underline's colour.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A number: the strikethrough style.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A `UIColor`: the strikethrough's colour.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A `UIColor`: the colour of the text's outline.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// A number: the outline's width, in percent of the font size.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// A number: how far the baseline moves up, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A URL or string: the text is a link.
  public static let link = NSAttributedString.Key("NSLink")
  /// A shadow drawn under the text.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A number: 0 disables ligatures, 1 (the default) allows the standard ones.
  public static let ligature = NSAttributedString.Key("NSLigature")
}
