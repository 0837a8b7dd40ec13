import Foundation

/// A font: a face and a size in points.
///
/// A class, as in UIKit (an `NSObject` subclass): immutable, safe to share between threads, and
/// extendable with convenience initialisers. OpenUIKit ships with the DejaVu family
/// (`fonts-dejavu-core` on Debian): the system font is DejaVu Sans, the bold and semibold-or-
/// heavier weights DejaVu Sans Bold, the italic one DejaVu Sans Oblique (`fonts-dejavu-extra`),
/// the monospaced one DejaVu Sans Mono. Any other TrueType file can be named by its file name
/// without extension (`UIFont(name:size:)`).
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name: a file name without `.ttf`, such as `DejaVuSans-Bold`.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat

  /// Creates a font from its name; nil when the size is not positive or no text system knows a
  /// font by that name. Callable from any thread; off the main thread the name is not checked
  /// (the text system belongs to the main thread) and an unknown font draws as DejaVu Sans.
  public init?(name: String, size: CGFloat) {
    guard size.isFinite, size > 0 else { return nil }
    let known = onMainThread { HostServices.current.textSystem.hasFont(named: name) }
    guard known ?? true else { return nil }
    self.fontName = name
    self.pointSize = size
    super.init()
  }

  init(uncheckedName: String, size: CGFloat) {
    fontName = uncheckedName
    pointSize = size.isFinite && size > 0 ? size : 17
    super.init()
  }

  /// The regular system font at `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: "DejaVuSans", size: fontSize)
  }

  /// The system font at `fontSize` points in `weight`: semibold and heavier draw bold (DejaVu
  /// has no finer steps).
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(uncheckedName: weight >= .semibold ? "DejaVuSans-Bold" : "DejaVuSans", size: fontSize)
  }

  /// The bold system font at `fontSize` points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: "DejaVuSans-Bold", size: fontSize)
  }

  /// The italic system font at `fontSize` points (DejaVu Sans Oblique).
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: "DejaVuSans-Oblique", size: fontSize)
  }

  /// The monospaced system font at `fontSize` points.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    monospacedSystemFont(ofSize: fontSize, weight: .regular)
  }

  /// The monospaced system font at `fontSize` points in `weight`.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      uncheckedName: weight >= .semibold ? "DejaVuSansMono-Bold" : "DejaVuSansMono",
      size: fontSize)
  }

  /// The system font with digits of equal width. DejaVu Sans's digits already are, so this is
  /// the system font in `weight`.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: fontName, size: fontSize)
  }

  /// The family, as the application's text system names it (`DejaVuSans-Bold` is in
  /// `DejaVu Sans`). Off the main thread, or for a font the system does not know, the name up to
  /// its style suffix (`DejaVuSans`).
  open var familyName: String {
    let known = onMainThread { HostServices.current.textSystem.familyName(ofFontNamed: fontName) }
    return (known ?? nil) ?? String(fontName.prefix { $0 != "-" })
  }

  /// Every installed font family, sorted, as the application's text system lists them (with
  /// the SDL host, every family fontconfig knows). Empty off the main thread.
  open class var familyNames: [String] {
    onMainThread { HostServices.current.textSystem.familyNames() } ?? []
  }

  /// The names of the fonts in `familyName`, for ``init(name:size:)``. Empty off the main
  /// thread.
  open class func fontNames(forFamilyName familyName: String) -> [String] {
    onMainThread { HostServices.current.textSystem.fontNames(forFamilyName: familyName) } ?? []
  }

  /// The distance between baselines of consecutive lines, in points, as the application's text
  /// system measures it (1.2 em off the main thread).
  open var lineHeight: CGFloat {
    onMainThread { HostServices.current.textSystem.lineHeight(of: self) }
      ?? (pointSize * 1.2).rounded(.up)
  }

  /// The distance from the baseline to the top of the tallest glyphs, in points.
  open var ascender: CGFloat { (pointSize * 0.928).rounded() }

  /// The distance from the baseline to the bottom of the lowest glyphs, in points: negative, as
  /// in UIKit.
  open var descender: CGFloat { -(pointSize * 0.236).rounded() }

  /// The height of capital letters above the baseline, in points (DejaVu Sans: 0.729 em).
  open var capHeight: CGFloat { pointSize * 0.729 }

  /// The height of lowercase letters above the baseline, in points (DejaVu Sans: 0.547 em).
  open var xHeight: CGFloat { pointSize * 0.547 }

  /// The space between lines beyond the glyphs' height, in points.
  open var leading: CGFloat { max(0, lineHeight - ascender + descender) }

  /// Fonts are equal when their names and sizes are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
  }

  /// A hash of the name and size.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// The name and size.
  open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

  /// The size of the standard label font, 17 points.
  open class var labelFontSize: CGFloat { 17 }
  /// The size of the standard button font, 18 points.
  open class var buttonFontSize: CGFloat { 18 }
  /// The size of the standard system font, 14 points.
  open class var systemFontSize: CGFloat { 14 }
  /// The size of the standard small system font, 12 points.
  open class var smallSystemFontSize: CGFloat { 12 }
}
