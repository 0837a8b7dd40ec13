import Foundation

// UIKit's system and semantic colours, with their light-appearance values (Apple's Human
// Interface Guidelines). OpenUIKit has one appearance, so these are fixed colours.
extension UIColor {
  private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }

  /// System blue (0, 122, 255).
  public static let systemBlue = rgb(0, 122, 255)
  /// System red (255, 59, 48).
  public static let systemRed = rgb(255, 59, 48)
  /// System green (52, 199, 89).
  public static let systemGreen = rgb(52, 199, 89)
  /// System orange (255, 149, 0).
  public static let systemOrange = rgb(255, 149, 0)
  /// System yellow (255, 204, 0).
  public static let systemYellow = rgb(255, 204, 0)
  /// System pink (255, 45, 85).
  public static let systemPink = rgb(255, 45, 85)
  /// System purple (175, 82, 222).
  public static let systemPurple = rgb(175, 82, 222)
  /// System teal (48, 176, 199).
  public static let systemTeal = rgb(48, 176, 199)
  /// System indigo (88, 86, 214).
  public static let systemIndigo = rgb(88, 86, 214)
  /// System gray (142, 142, 147).
  public static let systemGray = rgb(142, 142, 147)
  /// System gray 2–6, lighter with each step.
  public static let systemGray2 = rgb(174, 174, 178)
  /// System gray 3.
  public static let systemGray3 = rgb(199, 199, 204)
  /// System gray 4.
  public static let systemGray4 = rgb(209, 209, 214)
  /// System gray 5.
  public static let systemGray5 = rgb(229, 229, 234)
  /// System gray 6.
  public static let systemGray6 = rgb(242, 242, 247)
  /// The background of a view (white).
  public static let systemBackground = UIColor.white
  /// The background of grouped content (242, 242, 247).
  public static let systemGroupedBackground = rgb(242, 242, 247)
  /// Primary text (black).
  public static let label = UIColor.black
  /// Secondary text (60, 60, 67 at 60%).
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  /// Tertiary text (60, 60, 67 at 30%).
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  /// Placeholder text (60, 60, 67 at 30%).
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  /// Separator lines (60, 60, 67 at 29%).
  public static let separator = rgb(60, 60, 67, 0.29)
  /// The tint of links and buttons.
  public static let link = systemBlue
  /// System mint (0, 199, 190).
  public static let systemMint = rgb(0, 199, 190)
  /// System cyan (50, 173, 230).
  public static let systemCyan = rgb(50, 173, 230)
  /// System brown (162, 132, 94).
  public static let systemBrown = rgb(162, 132, 94)
  /// Quaternary text (60, 60, 67 at 18%).
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  /// The fill of thin and small shapes (120, 120, 128 at 20%).
  public static let systemFill = rgb(120, 120, 128, 0.2)
  /// The fill of medium shapes (120, 120, 128 at 16%).
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  /// The fill of large shapes (118, 118, 128 at 12%).
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  /// The fill of large areas with complex content (116, 116, 128 at 8%).
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
  /// The background of content layered over the main background (242, 242, 247).
  public static let secondarySystemBackground = rgb(242, 242, 247)
  /// The background of content layered over the secondary background (white).
  public static let tertiarySystemBackground = UIColor.white
  /// The background of content over the grouped background (white).
  public static let secondarySystemGroupedBackground = UIColor.white
  /// The background of content over the secondary grouped background (242, 242, 247).
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  /// Separator lines that hide what is under them (198, 198, 200).
  public static let opaqueSeparator = rgb(198, 198, 200)
  /// Text on dark backgrounds (white at 60%).
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text on light backgrounds (black).
  public static let darkText = UIColor.black
  /// The default tint of controls: system blue.
  public static let tintColor = systemBlue
}
