import Foundation

/// The bar at the top of a navigation controller, as UIKit's: it shows its top item's title and
/// bar button items, and a back button (a chevron and the previous item's back title) that goes
/// back. Used on its own, it keeps a stack of items (`pushItem`, `popItem`) and asks its
/// delegate.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The bar's height, as UIKit's compact bar.
  public static let standardHeight: CGFloat = 44

  /// The items, bottom first; the last is shown.
  open private(set) var items: [UINavigationItem]?
  /// The item shown.
  open var topItem: UINavigationItem? { items?.last }
  /// The item under the top one, whose back title the back button shows.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }
  /// Asked before items are pushed or popped (a bar of its own), told after.
  open weak var delegate: (any UINavigationBarDelegate)?
  /// The bar's background colour; a light grey when nil.
  open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.background } }
  /// Whether the bar is see-through (accepted; content is laid out below the bar either way).
  open var isTranslucent = true
  /// Whether large titles are preferred (accepted; titles are drawn at the bar's size).
  open var prefersLargeTitles = false

  /// The navigation controller owning the bar: its back button pops a controller.
  weak var navigationController: UINavigationController?
  /// The views showing the top item, and the item leaving during a transition.
  private(set) var content: NavigationBarContent?
  private var leaving: NavigationBarContent?
  private let hairline = UIView()

  static let background = UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Self.background
    hairline.backgroundColor = UIColor(white: 0, alpha: 0.2)
    addSubview(hairline)
  }

  /// How a navigation controller makes a bar of the class it was given: ``init(frame:)``,
  /// through your override of it (Swift makes objects from a class value only through a
  /// `required` initialiser).
  public required convenience init(madeWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Pushes `item` (asking the delegate when the bar is its own).
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard navigationController != nil || delegate?.navigationBar(self, shouldPush: item) ?? true
    else { return }
    setItems((items ?? []) + [item], animated: animated)
    if navigationController == nil { delegate?.navigationBar(self, didPush: item) }
  }

  /// Pops the top item (asking the delegate when the bar is its own) and returns it.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard let top = topItem, (items?.count ?? 0) > 1 else { return nil }
    guard navigationController != nil || delegate?.navigationBar(self, shouldPop: top) ?? true
    else { return nil }
    setItems(Array((items ?? []).dropLast()), animated: animated)
    if navigationController == nil { delegate?.navigationBar(self, didPop: top) }
    return top
  }

  /// Replaces the items; the new top item shows (cross-fading when `animated`).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    let oldTop = topItem
    for item in self.items ?? [] where item.bar === self { item.bar = nil }
    self.items = items
    for item in items ?? [] { item.bar = self }
    if topItem !== oldTop || content == nil { show(animated: animated) } else { refresh() }
  }

  /// An item changed: the shown one is drawn again.
  func itemDidChange(_ item: UINavigationItem) {
    if item === topItem || item === backItem { refresh() }
  }

  /// Draws the top item again, at once.
  func refresh() {
    content?.removeFromSuperview()
    content = makeContent()
    setNeedsLayout()
  }

  private func makeContent() -> NavigationBarContent? {
    guard let topItem else { return nil }
    let made = NavigationBarContent(item: topItem, backItem: backItem, bar: self)
    addSubview(made)
    made.frame = bounds
    return made
  }

  /// Shows the top item, fading the old one out and the new one in when animated.
  private func show(animated: Bool) {
    let old = content
    content = makeContent()
    leaving?.removeFromSuperview()
    leaving = nil
    guard animated, let old, let content, window != nil else {
      old?.removeFromSuperview()
      return
    }
    leaving = old
    content.alpha = 0
    UIView.animate(withDuration: 0.3) {
      content.alpha = 1
      old.alpha = 0
    } completion: { [weak self, weak old] _ in
      old?.removeFromSuperview()
      if self?.leaving === old { self?.leaving = nil }
    }
  }

  /// During an interactive pop: the item under the top shows `progress` of the way in, the top
  /// one fades out.
  func showPopProgress(_ progress: CGFloat) {
    guard let backItem else { return }
    if leaving == nil {
      leaving = NavigationBarContent(
        item: backItem, backItem: items.flatMap { $0.count > 2 ? $0[$0.count - 3] : nil },
        bar: self)
      leaving.map { addSubview($0) }
      leaving?.frame = bounds
    }
    let p = min(max(progress.finiteOrZero, 0), 1)
    leaving?.alpha = p
    content?.alpha = 1 - p
  }

  /// The interactive pop ended: the incoming item stays (`completed`) or goes.
  func endPopProgress(completed: Bool) {
    let incoming = leaving
    leaving = nil
    if completed {
      content?.removeFromSuperview()
      content = incoming
      content?.alpha = 1
    } else {
      incoming?.removeFromSuperview()
      content?.alpha = 1
    }
  }

  /// The back button was tapped.
  func backTapped() {
    if let navigationController {
      navigationController.popViewController(animated: true)
    } else {
      popItem(animated: true)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    for view in [content, leaving] { view?.frame = bounds }
    hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    bringSubviewToFront(hairline)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight)
  }
}

/// Told before and after a bar of its own pushes and pops items.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
  /// Whether the bar should push `item`. True by default.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// The bar pushed `item`.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether the bar should pop `item`. True by default.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// The bar popped `item`.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// True.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  /// Nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// True.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  /// Nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
