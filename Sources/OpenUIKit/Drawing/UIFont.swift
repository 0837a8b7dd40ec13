import Foundation

/// A font: a family file and a size in points.
///
/// OpenUIKit ships with the DejaVu family (`fonts-dejavu-core` on Debian): the system font is
/// DejaVu Sans, the bold system font DejaVu Sans Bold, the monospaced one DejaVu Sans Mono. Any
/// other TrueType file can be named by its file name without extension (`UIFont(name:size:)`).
public struct UIFont: Hashable, Sendable {
  /// The font's name: a file name without `.ttf`, such as `DejaVuSans-Bold`.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat

  /// Creates a font from its name; returns nil when no text system knows a font by that name.
  @MainActor public init?(name: String, size: CGFloat) {
    guard size.isFinite, size > 0 else { return nil }
    guard HostServices.current.textSystem.hasFont(named: name) else { return nil }
    self.fontName = name
    self.pointSize = size
  }

  init(uncheckedName: String, size: CGFloat) {
    fontName = uncheckedName
    pointSize = size.isFinite && size > 0 ? size : 17
  }

  /// The regular system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: "DejaVuSans", size: fontSize)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: "DejaVuSans-Bold", size: fontSize)
  }

  /// The monospaced system font at `fontSize` points.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: "DejaVuSansMono", size: fontSize)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(uncheckedName: fontName, size: fontSize)
  }

  /// The distance between baselines of consecutive lines, in points.
  @MainActor public var lineHeight: CGFloat { HostServices.current.textSystem.lineHeight(of: self) }
}
