import Foundation

/// The spinning wheel that says work is under way, as UIKit's: eight spokes, the bright one
/// stepping round once a second while ``isAnimating``, on the frame clock (so a window that is hidden stops it, and a manual clock drives it in tests). Hidden
/// when stopped if ``hidesWhenStopped``.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// Accessibility: "In progress" while it spins.
  override var defaultAccessibility: AccessibilityAttributes {
    AccessibilityAttributes(
      isElement: isAnimating, label: "In progress", traits: .updatesFrequently)
  }
  /// The sizes and, for the deprecated ones, colours of the indicator.
  public enum Style: Int, Sendable {
    /// Deprecated: large and white.
    case whiteLarge = 0
    /// Deprecated: white.
    case white = 1
    /// Deprecated: grey.
    case gray = 2
    /// 20 points across.
    case medium = 100
    /// 37 points across.
    case large = 101
  }

  /// The style (size).
  open var style: Style = .medium {
    didSet {
      invalidateIntrinsicContentSize()
      updateLook()
    }
  }
  /// The spokes' colour (grey by default; white for the deprecated white styles).
  open var color: UIColor! {
    get { colorStorage ?? defaultColor }
    set {
      colorStorage = newValue
      updateLook()
    }
  }
  private var colorStorage: UIColor?
  /// Whether the indicator hides itself while stopped (true by default).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it is spinning.
  public private(set) var isAnimating = false

  private var spokes: [UIView] = []
  private var ticker: SpinnerTicker?
  /// Which spoke is brightest.
  private(set) var phase = 0

  /// An indicator of `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    setUp()
  }

  /// A medium indicator.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) { nil }

  private func setUp() {
    isUserInteractionEnabled = false
    spokes = (0..<8).map { _ in UIView(frame: .zero) }
    spokes.forEach(addSubview)
    isHidden = hidesWhenStopped
    if frame.size == .zero { frame.size = intrinsicContentSize }
    updateLook()
  }

  private var diameter: CGFloat {
    switch style {
    case .large, .whiteLarge: 37
    default: 20
    }
  }

  private var defaultColor: UIColor {
    switch style {
    case .white, .whiteLarge: .white
    default: .gray
    }
  }

  /// 20 or 37 points square.
  open override var intrinsicContentSize: CGSize { CGSize(width: diameter, height: diameter) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Starts spinning (and shows the indicator).
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    isHidden = false
    startTicking()
  }

  /// Stops spinning (and hides the indicator if ``hidesWhenStopped``).
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    ticker = nil
    if hidesWhenStopped { isHidden = true }
  }

  override func windowDidChange() {
    super.windowDidChange()
    if window != nil { startTicking() }
  }

  private func startTicking() {
    guard isAnimating, ticker == nil, let app = window?.application else { return }
    let ticker = SpinnerTicker(indicator: self)
    self.ticker = ticker
    app.frameClock.add(ticker)
  }

  /// Called by the ticker each frame; returns whether to keep ticking.
  fileprivate func tick(_ ticker: SpinnerTicker, at time: TimeInterval) -> Bool {
    guard ticker === self.ticker, isAnimating, window != nil else {
      if ticker === self.ticker { self.ticker = nil }
      return false
    }
    let turns = (time * 8).rounded(.down).truncatingRemainder(dividingBy: 8)
    let next = turns.isFinite ? Int(turns) : 0
    if next != phase {
      phase = next
      updateLook()
    }
    return true
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = min(bounds.width, bounds.height)
    let length = size * 0.28
    let width = max(1.5, size * 0.09)
    for (index, spoke) in spokes.enumerated() {
      spoke.transform = .identity
      spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
      spoke.layer.cornerRadius = width / 2
      let angle = CGFloat(index) * .pi / 4
      let radius = size / 2 - length / 2
      spoke.center = CGPoint(
        x: bounds.midX + sin(angle) * radius, y: bounds.midY - cos(angle) * radius)
      spoke.transform = CGAffineTransform(rotationAngle: angle)
    }
  }

  private func updateLook() {
    let base = color ?? .gray
    for (index, spoke) in spokes.enumerated() {
      // The bright spoke and a fading tail behind it.
      let behind = (phase - index + 8) % 8
      spoke.backgroundColor = base
      spoke.alpha = max(0.25, 1 - CGFloat(behind) * 0.12)
    }
  }
}

/// Runs an activity indicator on the frame clock; holds it weakly.
@MainActor
private final class SpinnerTicker: FrameClient {
  weak var indicator: UIActivityIndicatorView?
  init(indicator: UIActivityIndicatorView) { self.indicator = indicator }
  func step(frameTime time: TimeInterval, interval: TimeInterval) -> Bool {
    indicator?.tick(self, at: time) ?? false
  }
}
