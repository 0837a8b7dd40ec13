import Foundation

/// The inspector's view tree: one label per visible row (only the rows in view exist, so a
/// tree of thousands costs what fits), the selected row highlighted. A tap on a row's triangle
/// folds it; a tap elsewhere on the row selects its view.
@MainActor
final class InspectorTreeView: InspectorScrollArea {
  private unowned let inspector: HitAreaInspector
  /// The rows shown, holding their views weakly: the app may let go of a view at any time.
  private var rows: [Row] = []
  private struct Row {
    weak var view: UIView?
    let hasChildren: Bool
    let isCollapsed: Bool
    let depth: Int
    let text: String
    let isDim: Bool
  }
  private var labels: [UILabel] = []
  private let highlight = UIView()
  static let rowHeight: CGFloat = 16
  static let font = UIFont.monospacedSystemFont(ofSize: 11)

  init(inspector: HitAreaInspector) {
    self.inspector = inspector
    super.init(frame: .zero)
    highlight.backgroundColor = UIColor(red: 1, green: 0.2, blue: 0.8, alpha: 0.35)
    highlight.isUserInteractionEnabled = false
    addSubview(highlight)
    addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] recognizer in
        self.tapped(at: recognizer.location(in: self))
      })
  }

  required init?(coder: NSCoder) { return nil }

  /// Shows `rows`, scrolled so the selected one is in view when the selection changed.
  func show(_ rows: [InspectorTreeRow], revealingSelection: Bool) {
    self.rows = rows.map { row in
      Row(
        view: row.view, hasChildren: row.hasChildren, isCollapsed: row.isCollapsed,
        depth: row.depth, text: row.text,
        isDim: HitTestRules.propertySkipReason(of: row.view) != nil)
    }
    contentHeight = CGFloat(rows.count) * Self.rowHeight
    if revealingSelection, let index = selectedIndex {
      let top = CGFloat(index) * Self.rowHeight
      scrollToShow(top: top, bottom: top + Self.rowHeight)
    }
    setNeedsLayout()
    layoutIfNeeded()
  }

  private var selectedIndex: Int? {
    guard let selected = inspector.selectedView else { return nil }
    return rows.firstIndex { $0.view === selected }
  }

  /// The row under `point` (this view's coordinates, which are the content's).
  private func row(at point: CGPoint) -> Row? {
    let position = (point.y / Self.rowHeight).rounded(.down)
    guard position >= 0, position < CGFloat(rows.count) else { return nil }
    return rows[Int(position)]
  }

  private func tapped(at point: CGPoint) {
    guard let row = row(at: point), let view = row.view else { return }
    // The triangle and a little around it fold; the name selects.
    let prefix = String(repeating: " ", count: row.depth * 2 + 2)
    let triangleEnd = 8 + hostServices.textSystem.size(of: prefix, font: Self.font).width
    if row.hasChildren, point.x < triangleEnd {
      inspector.setCollapsed(!row.isCollapsed, for: view)
    } else {
      inspector.select(view)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // The panel's own sizes: finite and small, but clamped so a bad frame cannot trap.
    let first = Int(min(max(0, (offset / Self.rowHeight).rounded(.down)), CGFloat(rows.count)))
    let count = Int(min(max(0, (bounds.height / Self.rowHeight).rounded(.up)), 500)) + 1
    while labels.count < count {
      let label = UILabel()
      label.font = Self.font
      labels.append(label)
      addSubview(label)
    }
    for (slot, label) in labels.enumerated() {
      let index = first + slot
      guard slot < count, index < rows.count else {
        label.isHidden = true
        continue
      }
      label.isHidden = false
      label.text = rows[index].text
      label.textColor =
        rows[index].isDim ? UIColor(white: 0.6, alpha: 1) : UIColor(white: 0.92, alpha: 1)
      label.frame = CGRect(
        x: 4, y: CGFloat(index) * Self.rowHeight, width: bounds.width - 8,
        height: Self.rowHeight)
    }
    if let index = selectedIndex {
      highlight.isHidden = false
      highlight.frame = CGRect(
        x: 0, y: CGFloat(index) * Self.rowHeight, width: bounds.width,
        height: Self.rowHeight)
    } else {
      highlight.isHidden = true
    }
  }
}
