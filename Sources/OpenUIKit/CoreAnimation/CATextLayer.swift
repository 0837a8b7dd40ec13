import Foundation

/// How a text layer lines its text up.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Left, for left-to-right text (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Left (lines are not stretched).
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer shortens text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Not shortened: cut by the bounds (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// An ellipsis at the start (drawn at the end here).
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// An ellipsis at the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// An ellipsis in the middle (drawn at the end here).
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string from its top-left corner: `string` (a `String` or an
/// `NSAttributedString`, whose first font and colour are used), in `font` at `fontSize`, in
/// `foregroundColor`, on one line or wrapped to the bounds (`isWrapped`).
open class CATextLayer: CALayer {
  /// The text: a `String` or an `NSAttributedString`.
  open var string: Any? { didSet { changed() } }
  /// The font: a `UIFont` (its family; the size comes from ``fontSize``) or a font name.
  /// Helvetica by default, which is the system font here.
  open var font: Any? { didSet { changed() } }
  /// The size in points. 36 by default, as in Core Animation.
  open var fontSize: CGFloat = 36 { didSet { changed() } }
  /// The colour. Opaque white by default.
  open var foregroundColor: CGColor? = UIColor.white.cgColor { didSet { changed() } }
  /// Whether the text wraps at the bounds' width. False by default.
  open var isWrapped = false { didSet { changed() } }
  /// How lines line up. `.natural` by default.
  open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { changed() } }
  /// How text that does not fit is shortened. `.none` by default.
  open var truncationMode: CATextLayerTruncationMode = .none { didSet { changed() } }
  /// Whether the text is drawn with subpixel smoothing (recorded).
  open var allowsFontSubpixelQuantization = false

  /// Creates a text layer with no text.
  public override init() { super.init() }

  override var animatableExtras: [String: LayerValue] {
    [
      "fontSize": .scalar(fontSize),
      "foregroundColor": .color(foregroundColor.map(DisplayColor.init(cgColor:))),
    ]
  }

  override func setAnimatableExtra(_ name: String, _ value: LayerValue) {
    switch (name, value) {
    case ("fontSize", .scalar(let v)): fontSize = v
    case ("foregroundColor", .color(let c)): foregroundColor = c.map { UIColor($0).cgColor }
    default: break
    }
  }

  override func makeBlankCopy() -> CALayer {
    let copy = CATextLayer()
    copy.string = string
    copy.font = font
    copy.isWrapped = isWrapped
    copy.alignmentMode = alignmentMode
    copy.truncationMode = truncationMode
    return copy
  }

  /// The text, font and colour to draw.
  private func resolved(_ state: LayerState) -> (String, UIFont, DisplayColor)? {
    let size = max(state.scalar("fontSize", fontSize), 1)
    var text: String
    var chosen: UIFont?
    var colour = state.color("foregroundColor", nil) ?? .clear
    switch string {
    case let plain as String:
      text = plain
    case let attributed as NSAttributedString:
      text = attributed.string
      if attributed.length > 0 {
        let attributes = attributed.attributes(at: 0, effectiveRange: nil)
        chosen = attributes[.font] as? UIFont
        if let c = attributes[.foregroundColor] as? UIColor { colour = c.displayColor }
      }
    default:
      return nil
    }
    if chosen == nil {
      switch font {
      case let f as UIFont: chosen = f.withSize(size)
      case let name as String: chosen = UIFont(name: name, size: size)
      default: break
      }
    }
    text = text.replacingOccurrences(of: "\r\n", with: "\n")
    return (text, chosen ?? UIFont.systemFont(ofSize: size), colour)
  }

  override func contentCommands(_ state: LayerState) -> [CanvasCommand] {
    var commands = super.contentCommands(state)
    guard let (text, font, colour) = resolved(state), !text.isEmpty, colour.alpha > 0 else {
      return commands
    }
    let system = (owningView?.hostServices ?? HostServices.current).textSystem
    let b = state.bounds
    var lines = TextLayout.lines(
      of: text, font: font, width: b.width, maximumLines: 0, wraps: isWrapped, measuredBy: system)
    if truncationMode != .none {
      lines = lines.map { line in
        system.size(of: line, font: font).width > b.width
          ? TextLayout.truncate(line, font: font, width: b.width, measuredBy: system) : line
      }
    }
    let lineHeight = system.lineHeight(of: font)
    var y = b.minY
    for line in lines where y < b.maxY {
      let size = system.size(of: line, font: font)
      let x: CGFloat =
        switch alignmentMode {
        case .center: b.minX + ((b.width - size.width) / 2).rounded()
        case .right: b.maxX - size.width
        default: b.minX
        }
      if !line.isEmpty {
        commands.append(
          .text(line, font, colour, CGRect(x: x, y: y, width: size.width, height: size.height)))
      }
      y += lineHeight
    }
    return commands
  }
}
