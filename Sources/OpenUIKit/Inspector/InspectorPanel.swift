import Foundation

/// The inspector's panel: buttons, the view tree, the selection's details and hit report, and
/// the latest gesture-arbitration decisions. Made of ordinary OpenUIKit views and controls.
@MainActor
final class InspectorPanel: UIView {
  private unowned let inspector: HitAreaInspector
  private let title = UILabel()
  let pickButton = InspectorPanel.makeButton()
  let mapButton = InspectorPanel.makeButton()
  let clearButton = InspectorPanel.makeButton()
  let dockButton = InspectorPanel.makeButton()
  let closeButton = InspectorPanel.makeButton()
  /// What the pointer is over, or how to pick.
  let status = UILabel()
  let tree: InspectorTreeView
  let details = InspectorTextArea()
  private let logTitle = UILabel()
  let log = UILabel()
  /// The selection the tree last scrolled to, so it scrolls only when the selection moves.
  private weak var revealedSelection: UIView?

  init(inspector: HitAreaInspector) {
    self.inspector = inspector
    tree = InspectorTreeView(inspector: inspector)
    super.init(frame: .zero)
    backgroundColor = UIColor(red: 0.1, green: 0.11, blue: 0.13, alpha: 1)
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor(white: 1, alpha: 0.25).cgColor
    title.text = "Hit-area inspector"
    title.font = .boldSystemFont(ofSize: 13)
    title.textColor = .white
    for label in [status, logTitle, log] {
      label.font = .monospacedSystemFont(ofSize: 11)
      label.textColor = UIColor(white: 0.92, alpha: 1)
    }
    status.textColor = UIColor(red: 0.45, green: 0.85, blue: 1, alpha: 1)
    logTitle.text = "Gesture arbitration"
    logTitle.font = .boldSystemFont(ofSize: 11)
    log.numberOfLines = 0
    log.lineBreakMode = .byTruncatingTail
    for view in [title, status, tree, details, logTitle, log] as [UIView] { addSubview(view) }
    wire(pickButton, "Pick") { $0.isPicking.toggle() }
    wire(mapButton, "Map") { inspector in
      OpenUIKitDebug.showsHitMap.toggle()
      inspector.stateDidChange()
      inspector.application?.setNeedsRedraw()
    }
    wire(clearButton, "Clear") { $0.clearTrails() }
    wire(dockButton, "⇆") { $0.isDockedLeft.toggle() }
    wire(closeButton, "✕") { $0.close() }
  }

  required init?(coder: NSCoder) { return nil }

  private func wire(
    _ button: UIButton, _ title: String, _ run: @escaping (HitAreaInspector) -> Void
  ) {
    button.setTitle(title, for: .normal)
    button.accessibilityIdentifier = "inspector." + title
    button.addAction(
      UIAction(title: title) { [unowned self] _ in run(self.inspector) }, for: .touchUpInside)
    addSubview(button)
  }

  private static func makeButton() -> UIButton {
    let button = UIButton(type: .system)
    button.titleLabel?.font = .systemFont(ofSize: 12)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = UIColor(white: 1, alpha: 0.14)
    button.layer.cornerRadius = 4
    return button
  }

  /// Shows the inspector's current state.
  func refresh() {
    pickButton.backgroundColor =
      inspector.isPicking
      ? UIColor(red: 1, green: 0.2, blue: 0.8, alpha: 0.6) : UIColor(white: 1, alpha: 0.14)
    mapButton.backgroundColor =
      OpenUIKitDebug.showsHitMap
      ? UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.6) : UIColor(white: 1, alpha: 0.14)
    if let hovered = inspector.hoveredView, inspector.isPicking {
      status.text = "Under the pointer: " + hovered.inspectorName
    } else {
      status.text =
        inspector.isPicking
        ? "Click or tap a view to inspect it; Esc stops picking"
        : "Touches go to the app; Pick to inspect"
    }
    let selected = inspector.selectedView
    tree.show(inspector.treeRows, revealingSelection: selected !== revealedSelection)
    revealedSelection = selected
    if let selected {
      details.text = HitAreaInspector.details(of: selected) + "\n\n" + inspector.reportText
    } else {
      details.text = inspector.reportText.isEmpty ? "No view selected." : inspector.reportText
    }
    log.text =
      inspector.arbitrationLog.isEmpty
      ? "(no decisions yet)" : inspector.arbitrationLog.joined(separator: "\n")
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = 8
    let width = bounds.width - 2 * inset
    title.frame = CGRect(x: inset, y: 6, width: width, height: 20)
    var x = bounds.width - inset
    for (button, buttonWidth) in [
      (closeButton, 24), (dockButton, 24), (clearButton, 44), (mapButton, 40), (pickButton, 40),
    ] as [(UIButton, CGFloat)] {
      x -= buttonWidth
      button.frame = CGRect(x: x, y: 5, width: buttonWidth, height: 22)
      x -= 4
    }
    title.frame.size.width = max(0, x - inset)
    status.frame = CGRect(x: inset, y: 30, width: width, height: 16)
    // Labels centre their text vertically: the log's label is only as tall as its lines, and
    // the log area only as tall as the label, up to a quarter of the panel.
    let fitted = log.sizeThatFits(CGSize(width: width, height: 0)).height
    let logHeight = min(fitted, max(0, bounds.height * 0.25))
    let logTop = bounds.height - inset - logHeight
    log.frame = CGRect(x: inset, y: logTop, width: width, height: logHeight)
    logTitle.frame = CGRect(x: inset, y: logTop - 18, width: width, height: 16)
    let middleTop: CGFloat = 50
    let middle = max(0, logTitle.frame.minY - 4 - middleTop)
    let treeHeight = (middle * 0.34).rounded()
    tree.frame = CGRect(x: inset, y: middleTop, width: width, height: treeHeight)
    details.frame = CGRect(
      x: inset, y: middleTop + treeHeight + 6, width: width, height: max(0, middle - treeHeight - 6)
    )
  }
}
