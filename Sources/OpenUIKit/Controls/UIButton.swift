import Foundation

/// A button: a title and an optional image, per-state titles, colours and background images,
/// a highlighted look, and `.primaryActionTriggered` sent with `.touchUpInside` (decision H10).
///
/// A single-finger single tap on a button triggers the button, not a tap recognizer on an
/// ancestor: the button refuses to let such a recognizer begin (spec H18).
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Accessibility: a button named by its title (else its image's symbol name), selected when
  /// it is.
  override var defaultAccessibility: AccessibilityAttributes {
    let symbol = imageView?.image?.accessibilityIdentifier?.replacingOccurrences(of: ".", with: " ")
    let name = currentTitle ?? configuration?.title ?? symbol
    return AccessibilityAttributes(
      isElement: true, label: name, value: configuration?.subtitle,
      traits: isSelected ? [.button, .selected] : .button)
  }
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// No styling.
    case custom = 0
    /// The system look: tinted title, dimmed while highlighted.
    case system = 1
  }

  /// The button's type.
  public let buttonType: ButtonType
  /// The label showing the current title.
  open var titleLabel: UILabel? { titleLabelView }
  private let titleLabelView = UILabel(frame: .zero)
  /// The view showing the current image.
  open var imageView: UIImageView? { imageViewStorage }
  private let imageViewStorage = UIImageView(frame: .zero)
  /// The configuration, if the button was made from one: setting it updates the look (and
  /// runs ``configurationUpdateHandler``).
  open var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
  /// Runs whenever the button's state changes (and when asked by
  /// ``setNeedsUpdateConfiguration()``), to change ``configuration`` for the state.
  open var configurationUpdateHandler: ((UIButton) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The menu the button shows: on a tap with ``showsMenuAsPrimaryAction``, else when held.
  open var menu: UIMenu? { didSet { menuDidChange() } }
  /// Whether a tap shows ``menu`` instead of sending the primary action.
  open var showsMenuAsPrimaryAction = false
  /// Whether the button is a pop-up button: choosing an action of its menu marks it (`.on`,
  /// the others `.off`) and shows its title on the button.
  open var changesSelectionAsPrimaryAction = false {
    didSet {
      if changesSelectionAsPrimaryAction { showsMenuAsPrimaryAction = true; showSelection() }
    }
  }
  /// The subtitle line and the spinner of a configuration, and the hold that opens a menu.
  lazy var subtitleLabel: UILabel = {
    let label = UILabel(frame: .zero)
    addSubview(label)
    return label
  }()
  var hasSubtitleLabel = false
  var activityIndicator: UIActivityIndicatorView?
  var menuHold: UILongPressGestureRecognizer?
  var updatingConfiguration = false
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
    var configuration = configuration
    if let primaryAction {
      if configuration.title == nil, !primaryAction.title.isEmpty {
        configuration.title = primaryAction.title
      }
      if configuration.image == nil { configuration.image = primaryAction.image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
    // Observers do not run for the class's own properties set in its initializers.
    setNeedsUpdateConfiguration()
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
    if configuration != nil || configurationUpdateHandler != nil {
      setNeedsUpdateConfiguration()
    } else {
      updateAppearance()
    }
  }

  /// Asks for ``updateConfiguration()`` (done at once here: there is no deferred pass).
  open func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }

  /// Runs ``configurationUpdateHandler`` for the current state, then shows the configuration.
  open func updateConfiguration() {
    guard !updatingConfiguration else { return }
    updatingConfiguration = true
    configurationUpdateHandler?(self)
    updatingConfiguration = false
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
    if let configuration { applyConfigurationLook(configuration, dim: dim) }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundImageView.frame = bounds
    if let configuration {
      layoutConfiguredContent(configuration)
      return
    }
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

  /// The title and image with 12-point margins (a configuration's: its content and insets).
  open override var intrinsicContentSize: CGSize {
    if let configuration { return configuredSize(configuration) }
    let titleSize = titleLabel?.intrinsicContentSize ?? .zero
    let imageSize = imageView?.image?.size ?? .zero
    return CGSize(
      width: titleSize.width + imageSize.width + 24,
      height: max(titleSize.height, imageSize.height) + 14)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// A lift inside sends `.primaryActionTriggered`, or, with a menu shown as the primary
  /// action, opens the menu and sends `.menuActionTriggered` instead.
  override var touchUpInsideEvents: Event {
    if showsMenuAsPrimaryAction, menu != nil {
      openMenu()
      return [.touchUpInside, .menuActionTriggered]
    }
    return [.touchUpInside, .primaryActionTriggered]
  }

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
