import Foundation

/// What a navigation bar shows for one item: the back button (a chevron and the back title),
/// the left items, the title (centred in the bar when it fits between the sides) and the right
/// items from the trailing edge.
@MainActor
final class NavigationBarContent: UIView {
  let item: UINavigationItem
  private(set) var backButton: UIButton?
  private(set) var leftViews: [UIView] = []
  private(set) var rightViews: [UIView] = []
  let titleLabel = UILabel(frame: .zero)
  private weak var bar: UINavigationBar?

  init(item: UINavigationItem, backItem: UINavigationItem?, bar: UINavigationBar) {
    self.item = item
    self.bar = bar
    super.init(frame: .zero)
    let lefts = item.leftBarButtonItems ?? []
    if let backItem, !item.hidesBackButton, lefts.isEmpty || item.leftItemsSupplementBackButton {
      let button = UIButton(type: .system)
      button.setTitle(backItem.backTitle, for: .normal)
      button.setImage(UIImage(systemName: "chevron.left"), for: .normal)
      button.accessibilityLabel = "Back"
      button.addAction(UIAction { [weak bar] _ in bar?.backTapped() }, for: .touchUpInside)
      addSubview(button)
      backButton = button
    }
    leftViews = lefts.map(makeView)
    rightViews = (item.rightBarButtonItems ?? []).map(makeView)
    if let titleView = item.titleView {
      addSubview(titleView)
    } else {
      titleLabel.text = item.title
      titleLabel.font = .boldSystemFont(ofSize: 17)
      titleLabel.textAlignment = .center
      // The screen's title is read as a heading, as UIKit's navigation bar does.
      titleLabel.accessibilityTraits = [.staticText, .header]
      titleLabel.textColor = .label
      addSubview(titleLabel)
    }
  }
  required init?(coder: NSCoder) { nil }

  /// The view for a bar button item (its custom view, a space, or a button).
  private func makeView(_ barItem: UIBarButtonItem) -> UIView {
    barItem.makeBarView(in: self)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let gap: CGFloat = 8
    func width(of view: UIView) -> CGFloat {
      let wanted = view.frame.width > 0 && !(view is UIButton) ? view.frame.width : 0
      return max(wanted, view.sizeThatFits(b.size).width.finiteOrZero)
    }
    func place(_ view: UIView, x: CGFloat, width: CGFloat) {
      let height = view is UIButton ? b.height : min(b.height, max(view.frame.height, 1))
      view.frame = CGRect(x: x, y: (b.height - height) / 2, width: width, height: height)
    }
    var left: CGFloat = gap
    if let backButton {
      let w = min(width(of: backButton), b.width / 3)
      place(backButton, x: left - 4, width: w)
      left += w
    }
    for view in leftViews {
      let w = width(of: view)
      place(view, x: left + gap, width: w)
      left += gap + w
    }
    var right = b.width - gap
    for view in rightViews {
      let w = width(of: view)
      place(view, x: right - w, width: w)
      right -= w + gap
    }
    // Centred in the bar when it fits between the sides, else in the room they leave.
    let title: UIView = item.titleView ?? titleLabel
    let room = max(0, right - left - 2 * gap)
    let w = min(width(of: title), room)
    let centred = (b.width - w) / 2
    let x = min(max(centred, left + gap), right - gap - w)
    let height = item.titleView.map { min(b.height, max($0.frame.height, 1)) } ?? b.height
    title.frame = CGRect(x: x, y: (b.height - height) / 2, width: w, height: height)
  }
}
