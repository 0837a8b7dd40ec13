import Foundation

/// What an alert controller shows: the window dimmed, and a card — in the middle for an alert
/// (title, message, text fields, then the buttons side by side when there are two, else one
/// under the other), at the bottom for an action sheet (the Cancel button on a card of its own).
@MainActor
final class AlertView: UIView {
  /// Accessibility: an alert is modal; nothing behind it is reachable.
  override var defaultAccessibilityViewIsModal: Bool { true }
  private weak var controller: UIAlertController?
  private let card = UIView()
  private let cancelCard = UIView()
  private let titleLabel = UILabel(frame: .zero)
  private let messageLabel = UILabel(frame: .zero)
  private(set) var buttons: [(button: UIButton, action: UIAlertAction)] = []
  private var separators: [UIView] = []

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: .zero)
    backgroundColor = UIColor(white: 0, alpha: 0.2)
    for box in [card, cancelCard] {
      box.backgroundColor = UIColor(white: 0.98, alpha: 1)
      box.layer.cornerRadius = 14
      box.clipsToBounds = true
      addSubview(box)
    }
    titleLabel.font = .boldSystemFont(ofSize: 17)
    messageLabel.font = .systemFont(ofSize: 13)
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
      label.textColor = .label
    }
    rebuild()
  }
  required init?(coder: NSCoder) { nil }

  private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

  /// Makes the card's contents again from the controller.
  func rebuild() {
    guard let controller else { return }
    for view in card.subviews + cancelCard.subviews { view.removeFromSuperview() }
    titleLabel.text = controller.title
    messageLabel.text = controller.message
    if isSheet {
      titleLabel.font = .boldSystemFont(ofSize: 13)
      titleLabel.textColor = .secondaryLabel
    }
    for label in [titleLabel, messageLabel] where label.text?.isEmpty == false {
      card.addSubview(label)
    }
    for field in controller.textFields ?? [] { card.addSubview(field) }
    // The Cancel button last, as UIKit shows it (first of two side by side).
    let ordered =
      controller.actions.filter { $0.style != .cancel }
      + controller.actions.filter { $0.style == .cancel }
    buttons = ordered.map { action in
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      // The preferred action is bold; with none, the Cancel one is.
      let bold =
        controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
      button.titleLabel?.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
      if action.style == .destructive { button.tintColor = .systemRed }
      button.isEnabled = action.isEnabled
      button.accessibilityLabel = action.title
      button.addAction(
        UIAction { [weak controller, weak action] _ in
          if let controller, let action { controller.choose(action) }
        }, for: .touchUpInside)
      let sheetCancel = isSheet && action.style == .cancel
      (sheetCancel ? cancelCard : card).addSubview(button)
      return (button, action)
    }
    cancelCard.isHidden = !(isSheet && controller.actions.contains { $0.style == .cancel })
    setNeedsLayout()
  }

  /// An action was enabled or disabled: its button follows.
  func actionDidChange(_ action: UIAlertAction) {
    for entry in buttons where entry.action === action { entry.button.isEnabled = action.isEnabled }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    separators.forEach { $0.removeFromSuperview() }
    separators = []
    if isSheet { layoutSheet() } else { layoutAlert() }
  }

  /// The header (title, message, fields) `width` wide from `y`; returns where it ends.
  private func layoutHeader(width: CGFloat, from top: CGFloat) -> CGFloat {
    var y = top
    for label in [titleLabel, messageLabel] where label.superview === card {
      let height = ceil(label.sizeThatFits(CGSize(width: width - 32, height: 0)).height)
      label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
      y += height + 4
    }
    for field in controller?.textFields ?? [] {
      y += 8
      field.frame = CGRect(x: 16, y: y, width: width - 32, height: 28)
      y += 28
    }
    return y
  }

  /// A hairline just above (or left of) the edge `frame` starts at: a half-point line on a
  /// whole point would fall between pixels at 1×.
  private func separator(in box: UIView, _ frame: CGRect) {
    let line = UIView(
      frame: frame.width < 1 ? frame.offsetBy(dx: -0.5, dy: 0) : frame.offsetBy(dx: 0, dy: -0.5))
    line.backgroundColor = UIColor(white: 0, alpha: 0.15)
    line.isUserInteractionEnabled = false
    box.addSubview(line)
    separators.append(line)
  }

  private func layoutAlert() {
    let width: CGFloat = 270
    var y = layoutHeader(width: width, from: 20) + 16
    if buttons.count == 2 {
      separator(in: card, CGRect(x: 0, y: y, width: width, height: 0.5))
      // Side by side, the Cancel one on the left.
      let pair = buttons.last?.action.style == .cancel ? buttons.reversed() : buttons
      for (index, entry) in pair.enumerated() {
        entry.button.frame = CGRect(
          x: CGFloat(index) * width / 2, y: y, width: width / 2, height: 44)
      }
      separator(in: card, CGRect(x: width / 2, y: y, width: 0.5, height: 44))
      y += 44
    } else {
      for entry in buttons {
        separator(in: card, CGRect(x: 0, y: y, width: width, height: 0.5))
        entry.button.frame = CGRect(x: 0, y: y, width: width, height: 44)
        y += 44
      }
    }
    card.frame = CGRect(
      x: (bounds.width - width) / 2, y: max(8, (bounds.height - y) / 2), width: width, height: y)
  }

  private func layoutSheet() {
    let width = min(bounds.width - 16, 420)
    var y = layoutHeader(width: width, from: 12)
    if y == 12 { y = 0 }
    let rows = buttons.filter { $0.button.superview === card }
    for entry in rows {
      if y > 0 { separator(in: card, CGRect(x: 0, y: y, width: width, height: 0.5)) }
      entry.button.frame = CGRect(x: 0, y: y, width: width, height: 57)
      y += 57
    }
    var bottom = bounds.height - 8
    if !cancelCard.isHidden, let cancel = buttons.first(where: { $0.action.style == .cancel }) {
      cancel.button.frame = CGRect(x: 0, y: 0, width: width, height: 57)
      cancelCard.frame = CGRect(
        x: (bounds.width - width) / 2, y: bottom - 57, width: width, height: 57)
      bottom -= 57 + 8
    }
    card.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - y, width: width, height: y)
  }

  // A tap on the dimmed window outside an action sheet cancels it, as a tap outside a
  // popover does; outside an alert it does nothing (the alert waits for a choice).
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isSheet, let controller,
      let cancel = controller.actions.first(where: { $0.style == .cancel })
    else { return }
    controller.choose(cancel)
  }
}
