import OpenUIKit

/// The painting surface. Every finger draws its own stroke in its own colour at once; the
/// stroke's width follows the finger's force where the device reports one. A stroke becomes
/// part of the painting when its finger lifts (and can be undone); a cancelled finger, one a
/// pinch or pan took over, leaves nothing behind.
final class CanvasView: UIView {
  /// One colour per finger, in the order fingers land.
  static let palette: [UIColor] = [
    .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemPurple,
  ]

  /// The finished strokes, oldest first.
  private(set) var strokes: [Stroke] = []
  /// The strokes of the fingers still down.
  private var live: [ObjectIdentifier: Stroke] = [:]
  /// When each finger still down touched the canvas: the navigation gestures begin only for
  /// fingers that landed together.
  private(set) var landings: [ObjectIdentifier: TimeInterval] = [:]
  /// Called when a finger's stroke is finished, so the controller can make it undoable.
  var onStrokeFinished: ((Stroke) -> Void)?
  /// Called on a shake (the canvas is the first responder).
  var onShake: (() -> Void)?

  /// Width of a stroke with no force information, in points.
  let baseWidth: CGFloat = 6

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    isMultipleTouchEnabled = true
    accessibilityIdentifier = "canvas"
  }

  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }

  /// Adds a finished stroke back (redo) or removes the newest (undo).
  func append(_ stroke: Stroke) {
    strokes.append(stroke)
    setNeedsDisplay()
  }

  func removeLast() {
    guard !strokes.isEmpty else { return }
    strokes.removeLast()
    setNeedsDisplay()
  }

  private func width(for touch: UITouch) -> CGFloat {
    // A touch screen or pen that reports pressure: 0.4× to 2.4× the base width. A mouse or a
    // screen without pressure reports 0: the base width.
    guard touch.force > 0, touch.maximumPossibleForce > 0 else { return baseWidth }
    return baseWidth * (0.4 + 2 * touch.force / touch.maximumPossibleForce)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
      let color = CanvasView.palette[live.count % CanvasView.palette.count]
      var stroke = Stroke(color: color)
      stroke.add(touch.location(in: self), width: width(for: touch))
      live[ObjectIdentifier(touch)] = stroke
      landings[ObjectIdentifier(touch)] = touch.timestamp
    }
    setNeedsDisplay()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      live[ObjectIdentifier(touch)]?.add(touch.location(in: self), width: width(for: touch))
    }
    setNeedsDisplay()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      landings[ObjectIdentifier(touch)] = nil
      guard var stroke = live.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
      stroke.add(touch.location(in: self), width: width(for: touch))
      strokes.append(stroke)
      onStrokeFinished?(stroke)
    }
    setNeedsDisplay()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      landings[ObjectIdentifier(touch)] = nil
      live[ObjectIdentifier(touch)] = nil
    }
    setNeedsDisplay()
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    if motion == .motionShake { onShake?() } else { super.motionEnded(motion, with: event) }
  }

  override func draw(_ rect: CGRect) {
    for stroke in strokes { stroke.draw() }
    for stroke in live.values { stroke.draw() }
  }
}
