import Foundation

/// How text lines up horizontally (raw values as UIKit's).
public enum NSTextAlignment: Int, Sendable {
  /// Flush left.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush right.
  case right = 2
  /// Justified (drawn flush left).
  case justified = 3
  /// The script's natural alignment: left for the scripts supported.
  case natural = 4
}

/// How a label breaks and truncates lines (raw values as UIKit's).
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at character boundaries.
  case byCharWrapping = 1
  /// Cut off at the edge.
  case byClipping = 2
  /// Truncate the start with an ellipsis (drawn as tail truncation).
  case byTruncatingHead = 3
  /// Truncate the end with an ellipsis.
  case byTruncatingTail = 4
  /// Truncate the middle (drawn as tail truncation).
  case byTruncatingMiddle = 5
}

/// A view that shows one or more lines of read-only text.
///
/// Text is centred vertically in the bounds, as in UIKit. With `numberOfLines` other than 1,
/// lines wrap at word boundaries to the bounds' width; the last line that fits is truncated with
/// an ellipsis. Like UIKit's, a label ignores touches by default (spec A10).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown; nil shows nothing.
  open var text: String? { didSet { if text != oldValue { setNeedsDisplay() } } }
  /// The font. The 17-point system font by default; setting nil restores it (implicitly
  /// unwrapped and resettable, as in UIKit).
  open var font: UIFont! {
    get { fontValue }
    set {
      fontValue = newValue ?? .systemFont(ofSize: 17)
      setNeedsDisplay()
    }
  }
  private var fontValue = UIFont.systemFont(ofSize: 17)
  /// The text colour. Black (`.label`) by default; setting nil restores it.
  open var textColor: UIColor! {
    get { textColorValue }
    set {
      textColorValue = newValue ?? .label
      setNeedsDisplay()
    }
  }
  private var textColorValue = UIColor.label
  /// The horizontal alignment. `.natural` (left) by default.
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// The maximum number of lines; 0 means no limit. 1 by default.
  open var numberOfLines = 1 { didSet { setNeedsDisplay() } }
  /// How lines break and truncate. `.byTruncatingTail` by default.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a label; user interaction is off, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// The size of the laid-out text for a box of `size` (width 0 or less: unlimited).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let lines = layoutLines(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
    return measure(lines)
  }

  /// The size of the text on as many lines as ``numberOfLines`` allows, unwrapped.
  open override var intrinsicContentSize: CGSize {
    measure(layoutLines(width: .greatestFiniteMagnitude))
  }

  /// The lines this label shows at its current width.
  public var renderedLines: [String] { layoutLines(width: bounds.width) }

  override func recordContent(into canvas: ContentCanvas) {
    let lines = layoutLines(width: bounds.width)
    guard !lines.isEmpty else { return }
    let system = hostServices.textSystem
    let lineHeight = system.lineHeight(of: font)
    let total = lineHeight * CGFloat(lines.count)
    var y = bounds.minY + ((bounds.height - total) / 2).rounded()
    for line in lines {
      let size = system.size(of: line, font: font)
      let x: CGFloat
      switch textAlignment {
      case .center: x = bounds.minX + ((bounds.width - size.width) / 2).rounded()
      case .right: x = bounds.maxX - size.width
      case .left, .justified, .natural: x = bounds.minX
      }
      if !line.isEmpty {
        canvas.commands.append(
          .text(
            line, font, textColor.displayColor,
            CGRect(x: x, y: y, width: size.width, height: size.height)))
      }
      y += lineHeight
    }
    super.recordContent(into: canvas)
  }

  private func layoutLines(width: CGFloat) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    let wraps = numberOfLines != 1
    let system = hostServices.textSystem
    var lines = TextLayout.lines(
      of: text, font: font, width: width, maximumLines: numberOfLines, wraps: wraps,
      measuredBy: system)
    if !wraps, let line = lines.first, lineBreakMode != .byClipping,
      system.size(of: line, font: font).width > width
    {
      lines = [TextLayout.truncate(line, font: font, width: width, measuredBy: system)]
    }
    return lines
  }

  private func measure(_ lines: [String]) -> CGSize {
    let system = hostServices.textSystem
    let width = lines.map { system.size(of: $0, font: font).width }.max() ?? 0
    return CGSize(
      width: width.rounded(.up), height: system.lineHeight(of: font) * CGFloat(lines.count))
  }
}
