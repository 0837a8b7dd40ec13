import Foundation

/// A bar of bar button items, as UIKit's: at the bottom of a navigation controller (its
/// controllers' ``UIViewController/toolbarItems``) or on its own. Items sit from the leading
/// edge with 8 points between them; flexible spaces share the room left, fixed spaces take
/// their width.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items, leading first.
  open var items: [UIBarButtonItem]? {
    get { itemsStorage }
    set { setItems(newValue, animated: false) }
  }
  private var itemsStorage: [UIBarButtonItem]?
  /// The bar's background colour (nil: the system background).
  open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }
  /// Whether the bar is translucent (kept for source compatibility: it is drawn opaque).
  open var isTranslucent = true
  /// The bar's style (kept for source compatibility).
  open var barStyle = UIBarStyle.default

  private var views: [UIView] = []
  private let hairline = UIView(frame: .zero)

  /// The toolbar's height.
  public static let standardHeight: CGFloat = 44

  /// Creates a toolbar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    hairline.backgroundColor = UIColor(white: 0, alpha: 0.2)
    hairline.isUserInteractionEnabled = false
    addSubview(hairline)
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Replaces the items (fading the new ones in when `animated`).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    itemsStorage = items
    for item in items ?? [] { item.observers = [{ [weak self] in self?.rebuild() }] }
    rebuild()
    guard animated, window != nil else { return }
    for view in views { view.alpha = 0 }
    UIView.animate(withDuration: 0.25) { for view in self.views { view.alpha = 1 } }
  }

  private func rebuild() {
    views.forEach { $0.removeFromSuperview() }
    views = (itemsStorage ?? []).map { $0.makeBarView(in: self) }
    setNeedsLayout()
  }

  /// Any width, 44 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    // One device pixel (half a point at 2×, a whole one at 1×, where half would not show).
    let scale = max(1, window?.screen.scale ?? 1)
    hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: 1 / scale)
    let items = itemsStorage ?? []
    guard items.count == views.count else { return }
    let gap: CGFloat = 8
    func width(_ index: Int) -> CGFloat {
      let item = items[index], view = views[index]
      if item.isFlexibleSpace { return 0 }
      if item.isSpace { return max(0, item.width) }
      if item.customView != nil, view.frame.width > 0 { return view.frame.width }
      return max(
        item.width, view.sizeThatFits(b.size).width.isFinite ? view.sizeThatFits(b.size).width : 0)
    }
    let widths = items.indices.map(width)
    let flexible = items.filter(\.isFlexibleSpace).count
    let used = widths.reduce(0, +) + gap * CGFloat(max(0, items.count + 1))
    let share = flexible > 0 ? max(0, b.width - used) / CGFloat(flexible) : 0
    var x = gap
    for index in items.indices {
      let w = items[index].isFlexibleSpace ? share : widths[index]
      let view = views[index]
      let height = view is UIButton ? b.height : min(b.height, max(view.frame.height, 1))
      view.frame = CGRect(x: x, y: (b.height - height) / 2, width: w, height: height)
      x += w + gap
    }
  }
}

/// The looks of a bar (kept for source compatibility).
public enum UIBarStyle: Int, Sendable {
  /// The default look.
  case `default` = 0
  /// A dark look.
  case black = 1
}
