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
  /// The oldest finished strokes drawn once into an image, as paint programs keep a bitmap: a
  /// painting of thousands of strokes holds one image and its newest strokes' curves, not
  /// every stroke as drawing commands (the soak measured about 100 KB a stroke, growing for as
  /// long as someone paints; issue 36), and a finger's move redraws only the newest strokes.
  /// The strokes themselves stay (a few dozen bytes a sample), so undo can go back past them.
  private var flattened: UIImage?
  /// How many of ``strokes`` the image holds.
  private(set) var flattenedCount = 0
  /// The newest strokes kept as curves once the older ones go into the image: undoing them
  /// leaves the image alone.
  static let keptAsCurves = 32
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
    flattenIfDue()
    setNeedsDisplay()
  }

  func removeLast() {
    guard !strokes.isEmpty else { return }
    strokes.removeLast()
    // Undo reached into the image: drawn again from the strokes left, leaving room to undo
    // further before it is needed again.
    if strokes.count < flattenedCount { flatten(upTo: strokes.count - 2 * Self.keptAsCurves) }
    setNeedsDisplay()
  }

  /// Clears the painting.
  func removeAll() {
    strokes.removeAll()
    flattened = nil
    flattenedCount = 0
    setNeedsDisplay()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // The image is as large as the canvas was: a new size draws it again.
    if let flattened, flattened.size != bounds.size { flatten(upTo: flattenedCount) }
  }

  /// Moves all but the newest ``keptAsCurves`` strokes into the image once twice as many are
  /// curves.
  private func flattenIfDue() {
    guard strokes.count - flattenedCount > 2 * Self.keptAsCurves else { return }
    flatten(upTo: strokes.count - Self.keptAsCurves)
  }

  /// Draws the first `count` strokes into the image (onto the image there is, when it holds
  /// fewer and is the canvas's size).
  private func flatten(upTo count: Int) {
    let count = max(0, min(count, strokes.count))
    guard count > 0, bounds.width >= 1, bounds.height >= 1 else {
      flattened = nil
      flattenedCount = 0
      return
    }
    let reuse = flattened.flatMap { $0.size == bounds.size && flattenedCount <= count ? $0 : nil }
    let from = reuse == nil ? 0 : flattenedCount
    let image = UIGraphicsImageRenderer(size: bounds.size).image { _ in
      reuse?.draw(at: .zero)
      for stroke in strokes[from..<count] { stroke.draw() }
    }
    flattened = image
    flattenedCount = count
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
    flattenIfDue()
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
    flattened?.draw(at: .zero)
    for stroke in strokes[flattenedCount...] { stroke.draw() }
    for stroke in live.values { stroke.draw() }
  }
}
