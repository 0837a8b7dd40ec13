import Foundation

/// A button: a title and an optional image, per-state titles, colours and background images,
/// a highlighted look, and `.primaryActionTriggered` sent with `.touchUpInside` (decision H10).
///
/// A single-finger single tap on a button triggers the button, not a tap recognizer on an
/// ancestor: the button refuses to let such a recognizer begin (spec H18).
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// No styling.
    case custom = 0
    /// The system look: tinted title, dimmed while highlighted.
    case system = 1
  }

  /// A simple description of a button's look, in the spirit of `UIButton.Configuration`.
  public struct Configuration: Sendable {
    /// The title.
    public var title: String?
    /// The title and image colour.
    public var baseForegroundColor: UIColor?
    /// The background colour.
    public var baseBackgroundColor: UIColor?
    /// The image.
    public var image: UIImage?
    /// The corner radius of the background.
    public var cornerRadius: CGFloat = 8
    /// What the button's tint colours where no base colour is given.
    var tinting: Tinting = .none
    enum Tinting: Sendable { case none, foreground, background(alpha: CGFloat) }

    /// A filled button: white title on the tint colour.
    public static func filled() -> Configuration {
      Configuration(baseForegroundColor: .white, tinting: .background(alpha: 1))
    }
    /// A plain button: a title in the tint colour, no background.
    public static func plain() -> Configuration { Configuration(tinting: .foreground) }
    /// A tinted button: a title in the tint colour on a pale wash of it.
    public static func tinted() -> Configuration {
      Configuration(tinting: .background(alpha: 0.15))
    }
  }

  /// The button's type.
  public let buttonType: ButtonType
  /// The label showing the current title.
  open var titleLabel: UILabel? { titleLabelView }
  private let titleLabelView = UILabel(frame: .zero)
  /// The view showing the current image.
  open var imageView: UIImageView? { imageViewStorage }
  private let imageViewStorage = UIImageView(frame: .zero)
  /// The configuration, if the button was made from one.
  open var configuration: Configuration? { didSet { updateAppearance() } }
  /// Whether the pointer shows the hand over the button (iPadOS 13.4). Off by default, as in
  /// UIKit.
  open var isPointerInteractionEnabled = false

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private let backgroundImageView = UIImageView(frame: .zero)

  /// Creates a button of `buttonType`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a custom button.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  /// Creates a button of `buttonType` that runs `primaryAction` when tapped
  /// (`.primaryActionTriggered`), titled with the action's title and showing its image.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adopt(primaryAction) }
  }

  /// Creates a custom button with `frame` that runs `primaryAction` when tapped, titled with the
  /// action's title and showing its image.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adopt(primaryAction) }
  }

  private func adopt(_ action: UIAction) {
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    if let image = action.image { setImage(image, for: .normal) }
    addAction(action, for: .primaryActionTriggered)
  }

  /// Creates a button from a configuration, with an optional primary action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction {
      if configuration.title == nil { setTitle(primaryAction.title, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    updateAppearance()
  }

  private func setUp() {
    addSubview(backgroundImageView)
    if let imageView { addSubview(imageView) }
    if let titleLabel {
      titleLabel.textAlignment = .center
      titleLabel.font = .systemFont(ofSize: 15)
      addSubview(titleLabel)
    }
    updateAppearance()
  }

  // MARK: - Per-state values

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateAppearance()
  }

  /// The title for a state, falling back to the normal one.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[0] ?? configuration?.title
  }

  /// Sets a styled title for a state; it wins over the plain title and the title colour.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    updateAppearance()
  }

  /// The styled title for a state, falling back to the normal one.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[0]
  }

  /// The styled title shown now.
  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Sets the title colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateAppearance()
  }

  /// The title colour for a state, falling back to the normal one.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0] ?? configuration?.baseForegroundColor
      ?? (buttonType == .system || configuration != nil ? tintColor : .white)
  }

  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    updateAppearance()
  }

  /// The image for a state, falling back to the normal one.
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[0] ?? configuration?.image
  }

  /// Sets the background image for a state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    updateAppearance()
  }

  /// The background image for a state, falling back to the normal one.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: state) }

  // MARK: - Look

  open override func stateDidChange() {
    super.stateDidChange()
    updateAppearance()
  }

  func updateAppearance() {
    invalidateIntrinsicContentSize()
    let state = self.state
    let dim = isHighlighted && titles[State.highlighted.rawValue] == nil || !isEnabled
    titleLabel?.textColor = (titleColor(for: state) ?? .white).withAlphaComponent(dim ? 0.4 : 1)
    if let styled = attributedTitle(for: state) {
      titleLabel?.attributedText = styled
    } else {
      titleLabel?.text = title(for: state)
    }
    imageView?.image = image(for: state)
    imageView?.alpha = dim ? 0.4 : 1
    backgroundImageView.image = backgroundImage(for: state)
    if let configuration {
      var background = configuration.baseBackgroundColor
      if background == nil, case .background(let alpha) = configuration.tinting {
        background = tintColor.withAlphaComponent(alpha)
      }
      backgroundColor = background.map {
        dim ? UIColor($0.displayColor.multiplyingAlpha(0.6)) : $0
      }
      layer.cornerRadius = configuration.cornerRadius
    }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundImageView.frame = bounds
    let imageSize = imageView?.image?.size ?? .zero
    let titleSize = titleLabel?.intrinsicContentSize ?? .zero
    let gap: CGFloat = imageSize.width > 0 && titleSize.width > 0 ? 6 : 0
    var x = (bounds.width - imageSize.width - gap - titleSize.width) / 2
    imageView?.frame = CGRect(
      x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width,
      height: imageSize.height)
    x += imageSize.width + gap
    titleLabel?.frame = CGRect(
      x: x, y: 0, width: min(titleSize.width, bounds.width), height: bounds.height)
  }

  /// The title and image with 12-point margins.
  open override var intrinsicContentSize: CGSize {
    let titleSize = titleLabel?.intrinsicContentSize ?? .zero
    let imageSize = imageView?.image?.size ?? .zero
    return CGSize(
      width: titleSize.width + imageSize.width + 24,
      height: max(titleSize.height, imageSize.height) + 14)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  /// Refuses an ancestor's single-finger single-tap recognizer that would cancel its touches,
  /// so the tap triggers the button (spec H18); with `cancelsTouchesInView` false both fire,
  /// the recognizer's action first (H19). Its own recognizers are unaffected (H20).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !isCancellingAncestorTap(gestureRecognizer)
      && super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// The hand, with ``isPointerInteractionEnabled``.
  override var defaultPointerCursor: UIPointerStyle.Cursor? {
    isPointerInteractionEnabled ? .hand : nil
  }
}

extension UIButton: TintDependent {
  func tintDidChangeInternally() { updateAppearance() }
}

extension UIButton: BaselineProviding {
  /// The title's baselines: the title is centred vertically in the button.
  func baselineParts(first: Bool) -> (fraction: CGFloat, offset: CGFloat) {
    titleLabel?.baselineParts(first: first) ?? (1, 0)
  }
}
