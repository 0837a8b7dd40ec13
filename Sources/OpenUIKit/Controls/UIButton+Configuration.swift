import Foundation

extension UIButton {
  /// A button's look, as UIKit's (iOS 15): a title, a subtitle and an image placed around it,
  /// paddings, content insets, a size, a corner style, and colours that follow the tint colour
  /// in the styles plain, tinted, gray and filled (and their bordered names).
  public struct Configuration: Sendable {
    /// How round the background's corners are.
    public enum CornerStyle: Int, Sendable {
      /// The background configuration's corner radius.
      case fixed
      /// A radius that follows the button's size.
      case dynamic
      /// A small radius (6 points).
      case small
      /// A medium radius (8 points).
      case medium
      /// A large radius (12 points).
      case large
      /// Half the height: a capsule.
      case capsule
    }

    /// The size of the content: the fonts and the default insets.
    public enum Size: Int, Sendable {
      /// The smallest.
      case mini
      /// Small.
      case small
      /// The standard size.
      case medium
      /// Large.
      case large
    }

    /// How the title and subtitle lines align.
    public enum TitleAlignment: Int, Sendable {
      /// Centred, or leading beside a leading or trailing image.
      case automatic
      /// Leading.
      case leading
      /// Centred.
      case center
      /// Trailing.
      case trailing
    }

    /// The title.
    public var title: String?
    /// A second, smaller line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// Which side of the title the image is on.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The gap between the image and the text.
    public var imagePadding: CGFloat = 0
    /// The gap between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle lines align.
    public var titleAlignment: TitleAlignment = .automatic
    /// The title, subtitle and image colour (the style's when nil).
    public var baseForegroundColor: UIColor?
    /// The background colour (the style's when nil).
    public var baseBackgroundColor: UIColor?
    /// The corner style.
    public var cornerStyle: CornerStyle = .dynamic
    /// The content size.
    public var buttonSize: Size = .medium {
      didSet { if !insetsSet { contentInsetsStorage = Self.insets(for: buttonSize) } }
    }
    /// The insets around the content (the size's by default).
    public var contentInsets: NSDirectionalEdgeInsets {
      get { contentInsetsStorage }
      set {
        contentInsetsStorage = newValue
        insetsSet = true
      }
    }
    private var contentInsetsStorage = Configuration.insets(for: .medium)
    private var insetsSet = false
    /// The background: its colour (wins over the style's) and corner radius (for
    /// ``CornerStyle/fixed``).
    public var background = UIBackgroundConfiguration.clear()
    /// Whether a spinning activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// Kept for source compatibility: an OpenUIKit 0.2 name for `background.cornerRadius`.
    public var cornerRadius: CGFloat {
      get { background.cornerRadius }
      set {
        background.cornerRadius = newValue
        cornerStyle = .fixed
      }
    }

    /// What the button's tint colours where no base colour is given.
    var tinting: Tinting = .none
    enum Tinting: Sendable {
      case none, foreground, background(alpha: CGFloat), gray
    }

    /// An empty configuration.
    public init() {}

    init(baseForegroundColor: UIColor? = nil, tinting: Tinting) {
      self.baseForegroundColor = baseForegroundColor
      self.tinting = tinting
    }

    /// A plain button: the title in the tint colour, no background.
    public static func plain() -> Configuration { Configuration(tinting: .foreground) }
    /// A tinted button: the title in the tint colour on a pale wash of it.
    public static func tinted() -> Configuration {
      Configuration(tinting: .background(alpha: 0.15))
    }
    /// A gray button: the title in the tint colour on a light grey.
    public static func gray() -> Configuration { Configuration(tinting: .gray) }
    /// A filled button: a white title on the tint colour.
    public static func filled() -> Configuration {
      Configuration(baseForegroundColor: .white, tinting: .background(alpha: 1))
    }
    /// As ``plain()`` (UIKit's name before iOS 15's).
    public static func borderless() -> Configuration { plain() }
    /// As ``gray()``.
    public static func bordered() -> Configuration { gray() }
    /// As ``tinted()``.
    public static func borderedTinted() -> Configuration { tinted() }
    /// As ``filled()``.
    public static func borderedProminent() -> Configuration { filled() }

    static func insets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title font for the size.
    var titleFont: UIFont {
      switch buttonSize {
      case .mini: .systemFont(ofSize: 12, weight: .medium)
      case .small: .systemFont(ofSize: 13, weight: .medium)
      case .medium: .systemFont(ofSize: 15, weight: .medium)
      case .large: .systemFont(ofSize: 17, weight: .semibold)
      }
    }
    /// The subtitle font for the size.
    var subtitleFont: UIFont { .systemFont(ofSize: max(10, titleFont.pointSize - 3)) }

    /// The corner radius for a button `height` high.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .small: 6
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      case .dynamic:
        switch buttonSize {
        case .mini, .small: 6
        case .medium: 8
        case .large: 12
        }
      }
    }

    /// The background colour, given the tint colour.
    func backgroundColor(tint: UIColor) -> UIColor? {
      if let color = background.backgroundColor ?? baseBackgroundColor { return color }
      switch tinting {
      case .background(let alpha): return tint.withAlphaComponent(alpha)
      case .gray: return UIColor(white: 0.46, alpha: 0.12)
      case .none, .foreground: return nil
      }
    }
  }
}

/// A background's look: a colour, a corner radius and a stroke. The subset of UIKit's a
/// button configuration uses.
public struct UIBackgroundConfiguration: Sendable {
  /// The fill colour.
  public var backgroundColor: UIColor?
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// The stroke colour.
  public var strokeColor: UIColor?
  /// The stroke width.
  public var strokeWidth: CGFloat = 0

  /// No fill.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
