import Foundation

/// One panel of an open context menu: a row per action or submenu (inline menus flattened
/// between separators, hidden actions left out). The row under the pointer or finger, or
/// chosen with the arrow keys, is highlighted; a click, a lifted finger, Return or Space
/// chooses it; a submenu opens to the right on hover, click or the right arrow.
@MainActor
final class MenuPanelView: UIView {
  static let rowHeight: CGFloat = 28
  static let padding: CGFloat = 6
  static let font = UIFont.systemFont(ofSize: 14)

  let menu: UIMenu
  private unowned let menuWindow: ContextMenuWindow
  /// The rows: actions and submenus, in order.
  private(set) var elements: [UIMenuElement] = []
  /// Rows drawn with a separator above them (the first row of an inline group).
  private var separated: Set<Int> = []
  private var rowViews: [UIView] = []
  /// The highlighted row.
  private(set) var highlighted: Int? {
    didSet { if highlighted != oldValue { paintRows() } }
  }

  init(menu: UIMenu, in window: ContextMenuWindow) {
    self.menu = menu
    menuWindow = window
    super.init(frame: .zero)
    flatten(menu.children)
    backgroundColor = .systemGray6
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray3.cgColor
    accessibilityIdentifier = "menu \(menu.title)"
    let width = preferredSize.width - Self.padding
    for (index, element) in elements.enumerated() { addRow(element, at: index, width: width) }
    paintRows()
    addGestureRecognizer(
      UIHoverGestureRecognizer { [weak self] recognizer in
        guard let self else { return }
        self.pointerMoved(to: recognizer.location(in: self))
      })
  }

  required init?(coder: NSCoder) { return nil }

  override var canBecomeFirstResponder: Bool { true }

  /// The size that shows every row.
  var preferredSize: CGSize {
    var width: CGFloat = 120
    let system = hostServices.textSystem
    for element in elements {
      let title = system.size(of: rowTitle(element), font: Self.font).width
      width = max(width, title + 4 * Self.padding)
    }
    return CGSize(width: width, height: CGFloat(elements.count) * Self.rowHeight + 2 * Self.padding)
  }

  // MARK: - Rows

  private func flatten(_ children: [UIMenuElement]) {
    for element in children {
      if let action = element as? UIAction, action.attributes.contains(.hidden) { continue }
      if let inline = element as? UIMenu, inline.options.contains(.displayInline) {
        if !elements.isEmpty { separated.insert(elements.count) }
        flatten(inline.children)
        continue
      }
      elements.append(element)
    }
  }

  private func rowTitle(_ element: UIMenuElement) -> String {
    let mark = (element as? UIAction)?.state == .on ? "✓ " : ""
    return mark + element.title + (element is UIMenu ? "  ›" : "")
  }

  /// A row `width` wide: its highlight, its title and, first in a group, a separator.
  private func addRow(_ element: UIMenuElement, at index: Int, width: CGFloat) {
    let row = UIView(
      frame: CGRect(
        x: Self.padding / 2, y: Self.padding + CGFloat(index) * Self.rowHeight, width: width,
        height: Self.rowHeight))
    row.layer.cornerRadius = 5
    row.isUserInteractionEnabled = false
    let label = UILabel(frame: row.bounds.insetBy(dx: Self.padding, dy: 0))
    label.text = rowTitle(element)
    label.font = Self.font
    row.addSubview(label)
    if separated.contains(index) {
      let line = UIView(
        frame: CGRect(x: Self.padding, y: 0, width: width - 2 * Self.padding, height: 1))
      line.backgroundColor = .systemGray3
      row.addSubview(line)
    }
    addSubview(row)
    rowViews.append(row)
  }

  private func paintRows() {
    for (index, row) in rowViews.enumerated() {
      let chosen = index == highlighted
      row.backgroundColor = chosen ? .systemBlue : nil
      guard let label = row.subviews.first as? UILabel else { continue }
      label.textColor =
        chosen
        ? .white
        : !isEnabled(index)
          ? .systemGray
          : (elements[index] as? UIAction)?.attributes.contains(.destructive) == true
            || menu.options.contains(.destructive) ? .systemRed : .label
    }
  }

  func isEnabled(_ index: Int) -> Bool {
    guard let action = elements[index] as? UIAction else { return true }
    return !action.attributes.contains(.disabled)
  }

  private func row(at point: CGPoint) -> Int? {
    guard bounds.contains(point) else { return nil }
    let index = Int(((point.y - Self.padding) / Self.rowHeight).rounded(.down))
    return elements.indices.contains(index) && isEnabled(index) ? index : nil
  }

  // MARK: - Choosing

  /// Chooses row `index`: runs an action (closing the menu unless it keeps it open) or opens
  /// a submenu.
  func activate(_ index: Int, fromKeyboard: Bool = false) {
    guard elements.indices.contains(index), isEnabled(index) else { return }
    highlighted = index
    if let submenu = elements[index] as? UIMenu {
      openSubmenu(submenu, at: index, highlightingFirst: fromKeyboard)
    } else if let action = elements[index] as? UIAction {
      if action.attributes.contains(.keepsMenuPresented) {
        action.handler(action)
      } else {
        menuWindow.close(choosing: action)
      }
    }
  }

  private func openSubmenu(_ submenu: UIMenu, at index: Int, highlightingFirst: Bool) {
    menuWindow.closePanels(after: self)
    let origin = CGPoint(
      x: frame.maxX - 4, y: frame.minY + Self.padding + CGFloat(index) * Self.rowHeight)
    menuWindow.open(submenu, at: origin)
    if highlightingFirst { menuWindow.panels.last?.moveHighlight(by: 1) }
  }

  private func pointerMoved(to point: CGPoint) {
    guard let index = row(at: point), index != highlighted else { return }
    highlighted = index
    if let submenu = elements[index] as? UIMenu {
      openSubmenu(submenu, at: index, highlightingFirst: false)
    } else if menuWindow.panels.last !== self {
      menuWindow.closePanels(after: self)
    }
  }

  /// Moves the highlight to the next enabled row in `direction` (1 down, -1 up), wrapping.
  func moveHighlight(by direction: Int) {
    guard !elements.isEmpty else { return }
    var index = highlighted ?? (direction > 0 ? -1 : elements.count)
    for _ in elements.indices {
      index = (index + direction + elements.count) % elements.count
      if isEnabled(index) { return highlighted = index }
    }
  }

  // MARK: - Touches and keys

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first { highlighted = row(at: touch.location(in: self)) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first { highlighted = row(at: touch.location(in: self)) }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let index = row(at: touch.location(in: self)) else { return }
    activate(index)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let code = presses.first?.key?.keyCode else { return }
    switch code {
    case .keyboardDownArrow: moveHighlight(by: 1)
    case .keyboardUpArrow: moveHighlight(by: -1)
    case .keyboardReturnOrEnter, .keyboardSpacebar:
      if let highlighted { activate(highlighted, fromKeyboard: true) }
    case .keyboardRightArrow:
      if let highlighted, elements[highlighted] is UIMenu {
        activate(highlighted, fromKeyboard: true)
      }
    case .keyboardLeftArrow:
      // Back to the parent panel, unless this is the menu itself.
      if let index = menuWindow.panels.firstIndex(where: { $0 === self }), index > 0 {
        menuWindow.closePanels(after: menuWindow.panels[index - 1])
      }
    case .keyboardEscape: menuWindow.close(choosing: nil)
    default: break
    }
  }
}
