import Foundation

/// The inspector's full-screen layer: outlines the hovered and the selected view, draws the
/// touch trails, and in pick mode takes every touch and hover outside the panel, so picking
/// never reaches the app.
@MainActor
final class InspectorOverlay: UIView {
  private unowned let inspector: HitAreaInspector
  /// The hovered view's name, at its outline.
  private let hoverTag = InspectorOverlay.makeTag()
  /// One label per trail, at its head.
  private var trailTags: [UILabel] = []
  /// One label per constraint of the selected view, at the middle of its line.
  private var constraintTags: [UILabel] = []
  /// The selected view's constraints as last laid out.
  private var constraintMarks: [ConstraintMark] = []

  init(inspector: HitAreaInspector) {
    self.inspector = inspector
    super.init(frame: .zero)
    backgroundColor = nil
    addSubview(hoverTag)
    // A mouse moving with no button down: hover shows the view under the pointer.
    addGestureRecognizer(
      UIHoverGestureRecognizer { [unowned self] recognizer in
        let isOver = recognizer.state == .began || recognizer.state == .changed
        self.inspector.hover(
          atScreenPoint: isOver ? self.screenPoint(recognizer.location(in: self)) : nil)
      })
  }

  required init?(coder: NSCoder) { return nil }

  // MARK: - Picking: a finger or a pressed button shows what it would hit; lifting selects

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    inspector.hover(atScreenPoint: screenPoint(touch.location(in: self)))
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    inspector.hover(atScreenPoint: screenPoint(touch.location(in: self)))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    inspector.pick(atScreenPoint: screenPoint(touch.location(in: self)))
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  private func screenPoint(_ point: CGPoint) -> CGPoint {
    ScreenGeometry.screenPoint(point, in: self)
  }

  private func localPoint(_ screenPoint: CGPoint) -> CGPoint {
    guard let window, let inWindow = window.convertFromSuperview(screenPoint) else {
      return screenPoint
    }
    return convert(inWindow, from: window)
  }

  // MARK: - Drawing

  /// Shows the current hover, selection and trails.
  func refresh() {
    isUserInteractionEnabled = inspector.isPicking
    if let hovered = inspector.hoveredView, inspector.isPicking {
      hoverTag.text = " " + hovered.inspectorName + " "
      hoverTag.frame.size = hoverTag.intrinsicContentSize
      let corners = ScreenGeometry.screenCorners(of: hovered).map(localPoint)
      let top = corners.min { $0.y < $1.y } ?? .zero
      let left = corners.map(\.x).min() ?? 0
      hoverTag.frame.origin = CGPoint(
        x: min(max(0, left), max(0, bounds.width - hoverTag.frame.width)),
        y: top.y >= hoverTag.frame.height ? top.y - hoverTag.frame.height : top.y)
      hoverTag.isHidden = false
    } else {
      hoverTag.isHidden = true
    }
    layoutTrailTags()
    layoutConstraintTags()
    setNeedsDisplay()
  }

  private func layoutConstraintTags() {
    if let selected = inspector.selectedView, selected.window != nil {
      constraintMarks = Self.constraintMarks(of: selected)
    } else {
      constraintMarks = []
    }
    while constraintTags.count < constraintMarks.count {
      let tag = Self.makeTag()
      constraintTags.append(tag)
      addSubview(tag)
    }
    for (index, tag) in constraintTags.enumerated() {
      guard index < constraintMarks.count else {
        tag.isHidden = true
        continue
      }
      let mark = constraintMarks[index]
      tag.isHidden = false
      tag.text = " " + mark.text + " "
      tag.textColor = mark.isBroken ? UIColor(red: 1, green: 0.45, blue: 0.4, alpha: 1) : .white
      tag.frame.size = tag.intrinsicContentSize
      let from = localPoint(mark.from), to = localPoint(mark.to)
      tag.center = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
      // Tags of a small view pile up: each moves down until it overlaps none before it.
      var frame = tag.frame
      while constraintTags.prefix(index).contains(where: {
        !$0.isHidden && $0.frame.intersects(frame)
      }),
        frame.maxY < bounds.height
      {
        frame.origin.y += frame.height + 1
      }
      tag.frame = frame
    }
  }

  private func layoutTrailTags() {
    let trails = inspector.trails
    var placed: [CGRect] = []
    while trailTags.count < trails.count {
      let tag = Self.makeTag()
      trailTags.append(tag)
      addSubview(tag)
    }
    for (index, tag) in trailTags.enumerated() {
      guard index < trails.count, let head = trails[index].samples.last else {
        tag.isHidden = true
        continue
      }
      tag.isHidden = false
      tag.text = " " + trails[index].summary + " "
      tag.textColor = Self.trailColor(trails[index]).withAlphaComponent(1)
      tag.frame.size = tag.intrinsicContentSize
      let point = localPoint(head.location)
      var frame = CGRect(
        origin: CGPoint(
          x: min(point.x + 12, max(0, bounds.width - tag.frame.width)), y: max(0, point.y - 26)),
        size: tag.frame.size)
      // Trails end close together (a pinch): each label moves down until it overlaps none.
      while placed.contains(where: { $0.intersects(frame) }), frame.maxY < bounds.height {
        frame.origin.y += frame.height + 1
      }
      tag.frame = frame
      placed.append(frame)
    }
  }

  override func draw(_ rect: CGRect) {
    for trail in inspector.trails { drawTrail(trail) }
    if let hovered = inspector.hoveredView, inspector.isPicking,
      hovered !== inspector.selectedView
    {
      outline(hovered, color: UIColor(red: 0.2, green: 0.8, blue: 1, alpha: 1), width: 2)
    }
    if let selected = inspector.selectedView, selected.window != nil {
      outline(selected, color: UIColor(red: 1, green: 0.2, blue: 0.8, alpha: 1), width: 3)
      drawConstraintMarks()
    }
    if let pick = inspector.pickLocation, inspector.selectedView?.window != nil {
      let p = localPoint(pick)
      UIColor(red: 1, green: 0.2, blue: 0.8, alpha: 1).setStroke()
      let cross = UIBezierPath()
      cross.lineWidth = 1.5
      cross.move(to: CGPoint(x: p.x - 9, y: p.y))
      cross.addLine(to: CGPoint(x: p.x + 9, y: p.y))
      cross.move(to: CGPoint(x: p.x, y: p.y - 9))
      cross.addLine(to: CGPoint(x: p.x, y: p.y + 9))
      cross.stroke()
    }
  }

  /// Each constraint of the selected view: a line with end ticks, orange (red when broken).
  private func drawConstraintMarks() {
    for mark in constraintMarks {
      let from = localPoint(mark.from), to = localPoint(mark.to)
      guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { continue }
      let color =
        mark.isBroken
        ? UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        : UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)
      color.setStroke()
      let line = UIBezierPath()
      line.lineWidth = 1.5
      line.move(to: from)
      line.addLine(to: to)
      // Ticks across the ends.
      let vertical = abs(to.x - from.x) < abs(to.y - from.y)
      for end in [from, to] {
        line.move(to: vertical ? CGPoint(x: end.x - 4, y: end.y) : CGPoint(x: end.x, y: end.y - 4))
        line.addLine(
          to: vertical ? CGPoint(x: end.x + 4, y: end.y) : CGPoint(x: end.x, y: end.y + 4))
      }
      line.stroke()
    }
  }

  private func outline(_ view: UIView, color: UIColor, width: CGFloat) {
    let corners = ScreenGeometry.screenCorners(of: view).map(localPoint)
    guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
    let path = UIBezierPath()
    path.move(to: corners[0])
    for corner in corners.dropFirst() { path.addLine(to: corner) }
    path.close()
    color.withAlphaComponent(0.15).setFill()
    path.fill()
    color.setStroke()
    path.lineWidth = width
    path.stroke()
  }

  /// The trail's path, a dot where it began, a ring where it ended, a cross where it was
  /// cancelled, and a halo at the head of a live one.
  private func drawTrail(_ trail: TouchTrail) {
    let points = trail.samples.map { localPoint($0.location) }
    guard let first = points.first, let last = points.last else { return }
    let color = Self.trailColor(trail)
    color.setStroke()
    color.setFill()
    if points.count > 1 {
      let path = UIBezierPath()
      path.lineWidth = 2.5
      path.lineJoinStyle = .round
      path.lineCapStyle = .round
      path.move(to: first)
      for point in points.dropFirst() { path.addLine(to: point) }
      path.stroke()
    }
    UIBezierPath(ovalIn: CGRect(x: first.x - 5, y: first.y - 5, width: 10, height: 10)).fill()
    switch trail.endPhase {
    case .ended?:
      let ring = UIBezierPath(ovalIn: CGRect(x: last.x - 8, y: last.y - 8, width: 16, height: 16))
      ring.lineWidth = 2.5
      ring.stroke()
    case .cancelled?:
      let cross = UIBezierPath()
      cross.lineWidth = 3
      cross.move(to: CGPoint(x: last.x - 7, y: last.y - 7))
      cross.addLine(to: CGPoint(x: last.x + 7, y: last.y + 7))
      cross.move(to: CGPoint(x: last.x + 7, y: last.y - 7))
      cross.addLine(to: CGPoint(x: last.x - 7, y: last.y + 7))
      UIColor(red: 1, green: 0.25, blue: 0.2, alpha: 1).setStroke()
      cross.stroke()
    default:
      color.withAlphaComponent(0.3).setFill()
      UIBezierPath(ovalIn: CGRect(x: last.x - 14, y: last.y - 14, width: 28, height: 28)).fill()
    }
  }

  /// A colour per touch, the same for its whole life.
  static func trailColor(_ trail: TouchTrail) -> UIColor {
    let hue = (CGFloat(trail.serialNumber) * 0.618_034).truncatingRemainder(dividingBy: 1)
    return UIColor(hue: hue, saturation: 0.85, brightness: 1, alpha: 0.9)
  }

  static func makeTag() -> UILabel {
    let tag = UILabel()
    tag.font = .monospacedSystemFont(ofSize: 11)
    tag.textColor = .white
    tag.backgroundColor = UIColor(white: 0, alpha: 0.7)
    tag.isHidden = true
    return tag
  }
}
