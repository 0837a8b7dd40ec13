import Foundation

/// The standard content of a list row, header or footer, as UIKit's: an image, a text and a
/// secondary text, with their properties and margins. A cell's
/// ``UITableViewCell/defaultContentConfiguration()`` is one in the cell's style; set the texts
/// and assign it to ``UITableViewCell/contentConfiguration``.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text is drawn.
  public struct TextProperties: Hashable {
    /// The font.
    public var font: UIFont = .systemFont(ofSize: 17)
    /// The colour.
    public var color: UIColor = .label
    /// The alignment.
    public var alignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for any number (the default).
    public var numberOfLines = 0
    /// How a line too long ends.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  }

  /// How the image is drawn.
  public struct ImageProperties: Hashable {
    /// The tint of template images; nil keeps the image's own colours.
    public var tintColor: UIColor?
    /// The largest size the image is drawn at; zero: its own size, at most the text's height
    /// plus some.
    public var maximumSize: CGSize = .zero
    /// The corner radius of the image.
    public var cornerRadius: CGFloat = 0
    /// The width reserved for the image so texts line up; zero: the image's own width.
    public var reservedLayoutSize: CGSize = .zero
  }

  /// The image before the texts.
  public var image: UIImage?
  /// The main text.
  public var text: String?
  /// The secondary text (below, or beside in a value cell).
  public var secondaryText: String?
  /// The main text's properties.
  public var textProperties = TextProperties()
  /// The secondary text's properties.
  public var secondaryTextProperties = TextProperties()
  /// The image's properties.
  public var imageProperties = ImageProperties()
  /// The margins around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the texts sit side by side (a value cell) rather than one above the other.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The gap between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The gap between the texts stacked vertically.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The gap between the texts side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8

  /// An empty configuration with the cell look.
  public init() {}

  /// A cell: text, with an optional image.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A cell with a smaller grey secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .systemFont(ofSize: 15)
    configuration.secondaryTextProperties.color = .secondaryLabel
    configuration.directionalLayoutMargins.top = 8
    configuration.directionalLayoutMargins.bottom = 8
    return configuration
  }

  /// A cell with a grey secondary text at the trailing side.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.prefersSideBySideTextAndSecondaryText = true
    configuration.secondaryTextProperties.color = .secondaryLabel
    configuration.secondaryTextProperties.alignment = .right
    return configuration
  }

  /// A plain table's section header.
  public static func plainHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .boldSystemFont(ofSize: 15)
    configuration.directionalLayoutMargins.top = 5
    configuration.directionalLayoutMargins.bottom = 5
    return configuration
  }

  /// A plain table's section footer.
  public static func plainFooter() -> UIListContentConfiguration {
    var configuration = plainHeader()
    configuration.textProperties.font = .systemFont(ofSize: 13)
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }

  /// A grouped table's section header.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = plainFooter()
    configuration.directionalLayoutMargins.top = 17
    configuration.directionalLayoutMargins.bottom = 6
    return configuration
  }

  /// A grouped table's section footer.
  public static func groupedFooter() -> UIListContentConfiguration {
    var configuration = plainFooter()
    configuration.directionalLayoutMargins.top = 6
    configuration.directionalLayoutMargins.bottom = 17
    return configuration
  }

  /// A header (the plain one).
  public static func header() -> UIListContentConfiguration { plainHeader() }
  /// A footer (the plain one).
  public static func footer() -> UIListContentConfiguration { plainFooter() }

  /// A ``UIListContentView`` showing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }
}

extension UIListContentConfiguration: @unchecked Sendable {}
