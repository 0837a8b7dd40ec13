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
  /// Accessibility: static text read as its text.
  override var defaultAccessibility: AccessibilityAttributes {
    // `text` is kept equal to the attributed text's string: no NSAttributedString is made
    // (screen readers ask for this often).
    AccessibilityAttributes(isElement: true, label: text, traits: .staticText)
  }
  /// The text shown; nil shows nothing. Setting it drops ``attributedText``'s styling.
  open var text: String? {
    didSet {
      MainThreadChecker.enforce("UILabel.text")
      if !settingAttributed { attributedStorage = nil }
      if text != oldValue {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
      }
    }
  }
  /// The styled text shown (fonts, colours, underlines, paragraph styles per run), drawn with
  /// the label's font, colour and alignment where it names none; setting it sets ``text`` to
  /// its characters.
  open var attributedText: NSAttributedString? {
    get { attributedStorage ?? text.map { NSAttributedString(string: $0) } }
    set {
      settingAttributed = true
      text = newValue?.string
      settingAttributed = false
      attributedStorage = newValue
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  private var attributedStorage: NSAttributedString?
  private var settingAttributed = false
  /// The plain text as attributed text, made once per text for justified layout (laid out on
  /// every measure and draw; each NSAttributedString made on Linux leaks its runs).
  private var justifiedText: NSAttributedString?
  /// Whether a single line too wide for the bounds is drawn in a smaller font, down to
  /// ``minimumScaleFactor`` of the font's size, before it is truncated. False by default.
  open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
  /// The smallest scale ``adjustsFontSizeToFitWidth`` may use (0: any, down to 4 points).
  open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
  /// The font. The 17-point system font by default; setting nil restores it (implicitly
  /// unwrapped and resettable, as in UIKit).
  open var font: UIFont! {
    get { fontValue }
    set {
      fontValue = newValue ?? .systemFont(ofSize: 17)
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
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
  open var numberOfLines = 1 { didSet { textLayoutDidChange() } }
  /// How lines break and truncate. `.byTruncatingTail` by default.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textLayoutDidChange() } }
  /// The width at which a label of several lines wraps when Auto Layout asks its intrinsic
  /// size; 0 (the default): the width the layout gives it (UIKit's automatic two-pass layout).
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textLayoutDidChange() } }

  private func textLayoutDidChange() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

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
    let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
    if let layout = attributedLayout(width: width) {
      return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }
    return measure(layoutLines(width: width))
  }

  /// The size of the text on as many lines as ``numberOfLines`` allows. A label of several
  /// lines wraps at ``preferredMaxLayoutWidth``, or else at the width Auto Layout last gave
  /// it, or else not at all (a single line).
  open override var intrinsicContentSize: CGSize {
    guard numberOfLines != 1 else { return sizeThatFits(.zero) }
    if preferredMaxLayoutWidth > 0 {
      return sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }
    let width = layoutStateIfAny?.engineWidth ?? 0
    return sizeThatFits(CGSize(width: width, height: 0))
  }

  /// The lines this label shows at its current width.
  public var renderedLines: [String] { layoutLines(width: bounds.width) }

  override func recordContent(into canvas: ContentCanvas) {
    if let layout = attributedLayout(width: bounds.width) {
      canvas.commands += layout.commands(in: bounds, centredVertically: true)
      return super.recordContent(into: canvas)
    }
    let font = fittingFont
    let lines = layoutLines(width: bounds.width, font: font)
    guard !lines.isEmpty else { return }
    let system = hostServices.textSystem
    let lineHeight = system.lineHeight(of: font)
    let total = lineHeight * CGFloat(lines.count)
    var y = bounds.minY + ((bounds.height - total) / 2).rounded()
    for line in lines {
      let size = system.size(of: line, font: font)
      let x: CGFloat
      // Natural alignment follows the text's direction: Hebrew and Arabic sit on the right.
      switch textAlignment.resolved(for: text ?? "") {
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

  /// The layout of the attributed text, when it has styling of its own, or of justified text
  /// on several lines (spread to the width, the last line of each paragraph not).
  private func attributedLayout(width: CGFloat) -> AttributedTextLayout? {
    var justified: NSAttributedString?
    if attributedStorage == nil, textAlignment == .justified, numberOfLines != 1, let text {
      if justifiedText?.string != text { justifiedText = NSAttributedString(string: text) }
      justified = justifiedText
    }
    guard let attributed = attributedStorage ?? justified, attributed.length > 0 else {
      return nil
    }
    return AttributedTextLayout(
      attributed, width: width, maximumLines: numberOfLines, font: font,
      color: textColor.displayColor, alignment: textAlignment, lineBreakMode: lineBreakMode,
      system: hostServices.textSystem)
  }

  /// The font drawn: ``font``, or a smaller one so a single line fits the width when
  /// ``adjustsFontSizeToFitWidth`` is set.
  private var fittingFont: UIFont {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, let text, !text.isEmpty,
      bounds.width > 0
    else { return font }
    let width = hostServices.textSystem.size(of: text, font: font).width
    guard width > bounds.width else { return font }
    let smallest = max(4, font.pointSize * min(max(minimumScaleFactor, 0), 1))
    var size = max(smallest, (font.pointSize * bounds.width / width).rounded(.down))
    // Rounded sizes measure a little differently: step down until it fits (or is smallest).
    while size > smallest,
      hostServices.textSystem.size(of: text, font: font.withSize(size)).width > bounds.width
    {
      size -= 1
    }
    return font.withSize(size)
  }

  private func layoutLines(width: CGFloat, font: UIFont? = nil) -> [String] {
    let font = font ?? self.font!
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

extension UILabel: BaselineProviding {
  /// The text is centred vertically: its first baseline lies half the height down, less half
  /// the text's height, plus the font's ascent; the last one a line's height less above the
  /// text's bottom.
  func baselineParts(first: Bool) -> (fraction: CGFloat, offset: CGFloat) {
    let text = intrinsicContentSize.height
    let line = hostServices.textSystem.lineHeight(of: font)
    let ascent = font.ascender + (line - font.ascender + font.descender) / 2
    let firstBaseline = -text / 2 + ascent
    return (0.5, first ? firstBaseline : firstBaseline + max(0, text - line))
  }
}
