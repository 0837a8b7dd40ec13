import Foundation

/// The inspector's window, above every app window. It takes a touch only on its panel, or
/// anywhere while picking; everywhere else its hit test answers nil, so touches go on to the
/// app's windows as if it were not there (decision A11: the next window down is asked).
@MainActor
final class InspectorWindow: UIWindow {
  private unowned let inspector: HitAreaInspector
  let overlay: InspectorOverlay
  let panel: InspectorPanel

  init(inspector: HitAreaInspector) {
    self.inspector = inspector
    overlay = InspectorOverlay(inspector: inspector)
    panel = InspectorPanel(inspector: inspector)
    super.init(frame: .zero)
    application = inspector.application
    windowLevel = HitAreaInspector.windowLevel
    backgroundColor = nil
    accessibilityIdentifier = "inspector"
    addSubview(overlay)
    addSubview(panel)
  }

  required init?(coder: NSCoder) { return nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    overlay.frame = bounds
    let width = min(380, (bounds.width * 0.45).rounded())
    let x = inspector.isDockedLeft ? 8 : bounds.width - width - 8
    panel.frame = CGRect(x: x, y: 8, width: width, height: max(0, bounds.height - 16))
  }

  /// Shows the inspector's state: recognizer states and trails may move after any input.
  func refresh() {
    setNeedsLayout()
    layoutIfNeeded()
    overlay.refresh()
    panel.refresh()
    panel.layoutIfNeeded()
  }
}
