import Foundation

/// The buttons a swiped row reveals, behind the row on the side it was swiped from: each
/// action's colour and title, sharing the revealed width in proportion to their natural
/// widths; pulled past them all (a full swipe), the first action takes the whole width.
@MainActor
final class SwipeActionsView: UIView {
  let actions: [UIContextualAction]
  let leading: Bool
  private(set) var buttons: [UIButton] = []
  /// Runs the action at an index (set by the table).
  var onTap: ((Int) -> Void)?

  init(actions: [UIContextualAction], leading: Bool) {
    self.actions = actions
    self.leading = leading
    super.init(frame: .zero)
    clipsToBounds = true
    for (index, action) in actions.enumerated() {
      let button = UIButton(type: .custom)
      button.setTitle(action.title, for: .normal)
      button.setTitleColor(.white, for: .normal)
      if let image = action.image { button.setImage(image, for: .normal) }
      button.tintColor = .white
      button.backgroundColor = action.backgroundColor
      button.addAction(UIAction { [weak self] _ in self?.onTap?(index) }, for: .touchUpInside)
      addSubview(button)
      buttons.append(button)
    }
    backgroundColor = actions.first?.backgroundColor
  }

  required init?(coder: NSCoder) { nil }

  /// Each action's natural width: its title and some room, at least 74 points (UIKit's).
  private var naturalWidths: [CGFloat] {
    buttons.map { max(74, ($0.titleLabel?.intrinsicContentSize.width ?? 0) + 30) }
  }

  /// The width the actions need fully open.
  var openWidth: CGFloat { naturalWidths.reduce(0, +) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width, natural = naturalWidths, total = openWidth
    guard total > 0 else { return }
    // The first action is the one nearest the edge the row was swiped from (UIKit's order):
    // left to right, first to last for a leading swipe, last to first for a trailing one.
    let scale = min(1, width / total)
    let extra = max(0, width - total)
    var x: CGFloat = 0
    let order = leading ? Array(buttons.indices) : Array(buttons.indices.reversed())
    for index in order {
      var w = natural[index] * scale
      if index == 0 { w += extra }
      buttons[index].frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
      x += w
    }
  }
}
