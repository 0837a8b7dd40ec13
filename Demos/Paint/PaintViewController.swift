import Foundation
import OpenUIKit

/// Paint's screen: a toolbar and the canvas. One finger or the mouse paints; fingers that land
/// at different moments each paint in their own colour; two fingers that land together pinch
/// to zoom and pan the canvas instead (their half-drawn strokes are cancelled, not kept).
/// Undo and redo: the buttons, Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y), or a shake.
final class PaintViewController: UIViewController, UIGestureRecognizerDelegate {
  let canvas = CanvasView(frame: .zero)
  /// Holds the canvas and the navigation recognizers; clips the zoomed canvas.
  let stage = UIView(frame: .zero)
  let status = UILabel(frame: .zero)
  private(set) var buttons: [String: UIButton] = [:]
  /// Where Export writes the painting.
  var exportPath = "out/paint/painting.png"
  /// Called with each line worth reporting (the tour prints them).
  var report: (String) -> Void = { print($0) }

  private(set) var zoom: CGFloat = 1
  private(set) var offset = CGPoint.zero
  private var zoomAtStart: CGFloat = 1
  private var offsetAtStart = CGPoint.zero
  /// Two fingers count as landing together within this many seconds.
  let togetherWindow: TimeInterval = 0.25

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.93, alpha: 1)
    stage.clipsToBounds = true
    stage.backgroundColor = UIColor(white: 0.8, alpha: 1)
    stage.accessibilityIdentifier = "stage"
    view.addSubview(stage)
    layOutToolbar()
    stage.addSubview(canvas)
    canvas.onStrokeFinished = { [unowned self] stroke in strokeFinished(stroke) }
    canvas.onShake = { [unowned self] in
      report("Paint: shake → undo")
      undoManager?.undo()
      updateStatus()
    }
    let pinch = UIPinchGestureRecognizer()
    pinch.addAction { [unowned self] in pinched($0 as! UIPinchGestureRecognizer) }
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    pan.addAction { [unowned self] in panned($0 as! UIPanGestureRecognizer) }
    for recognizer in [pinch, pan] as [UIGestureRecognizer] {
      recognizer.delegate = self
      stage.addGestureRecognizer(recognizer)
    }
    updateStatus()
  }

  /// The toolbar, a row of fixed-width buttons and a status line that takes the rest, and the
  /// stage below it, filling the window: Auto Layout, as an iOS screen would do it. The canvas
  /// inside the stage is not constrained: it is placed by its zoom and pan transform.
  private func layOutToolbar() {
    var items: [UIView] = []
    for title in ["Undo", "Redo", "Clear", "Export PNG"] {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction { [unowned self] _ in tapped(title) }, for: .touchUpInside)
      button.widthAnchor.constraint(equalToConstant: 104).isActive = true
      buttons[title] = button
      items.append(button)
    }
    // The status line gives way first when the window is narrow; the buttons keep their width.
    status.setContentHuggingPriority(.defaultLow, for: .horizontal)
    status.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let toolbar = UIStackView(arrangedSubviews: items + [status])
    toolbar.axis = .horizontal
    toolbar.spacing = 8
    toolbar.setCustomSpacing(16, after: items[items.count - 1])
    toolbar.accessibilityIdentifier = "toolbar"
    view.addSubview(toolbar)
    for item in [toolbar, stage] { item.translatesAutoresizingMaskIntoConstraints = false }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      toolbar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      toolbar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
      toolbar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
      toolbar.heightAnchor.constraint(equalToConstant: 36),
      stage.topAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: 8),
      stage.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      stage.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      stage.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The stage has its solved frame here; the canvas covers it, under the zoom and pan.
    canvas.bounds = CGRect(origin: .zero, size: stage.bounds.size)
    applyTransform()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Ctrl+Z and shakes reach the canvas first, then the window's undo manager.
    _ = canvas.becomeFirstResponder()
  }

  // MARK: - Undo

  private func strokeFinished(_ stroke: Stroke) {
    registerUndo(removing: stroke)
    report("Paint: stroke of \(stroke.samples.count) points in \(stroke.color.paintName)")
    updateStatus()
  }

  private func registerUndo(removing stroke: Stroke) {
    undoManager?.registerUndo(withTarget: self) { controller in
      controller.canvas.removeLast()
      controller.registerRedo(adding: stroke)
    }
    undoManager?.setActionName("Stroke")
  }

  private func registerRedo(adding stroke: Stroke) {
    undoManager?.registerUndo(withTarget: self) { controller in
      controller.canvas.append(stroke)
      controller.registerUndo(removing: stroke)
    }
  }

  private func tapped(_ title: String) {
    switch title {
    case "Undo": undoManager?.undo()
    case "Redo": undoManager?.redo()
    case "Clear":
      canvas.removeAll()
      undoManager?.removeAllActions()
    default: export()
    }
    updateStatus()
  }

  // MARK: - Export

  /// Renders the finished strokes on white, without the zoom, and writes a PNG.
  func export() {
    let renderer = UIGraphicsImageRenderer(size: canvas.bounds.size)
    let image = renderer.image { context in
      UIColor.white.setFill()
      context.fill(CGRect(origin: .zero, size: canvas.bounds.size))
      for stroke in canvas.strokes { stroke.draw() }
    }
    do {
      let directory = (exportPath as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(
        atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
      try image.pngData()?.write(to: URL(fileURLWithPath: exportPath))
      report("Paint: exported \(image.pixelWidth)×\(image.pixelHeight) to \(exportPath)")
    } catch {
      report("Paint: export failed: \(error)")
    }
  }

  // MARK: - Navigation

  /// Navigation begins only for two fingers that landed together; fingers that landed apart
  /// are painting.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    let landings = canvas.landings.values.sorted()
    guard landings.count >= 2 else { return false }
    return landings[1] - landings[0] <= togetherWindow
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool { true }

  private func pinched(_ pinch: UIPinchGestureRecognizer) {
    if pinch.state == .began { zoomAtStart = zoom }
    zoom = min(4, max(0.5, zoomAtStart * pinch.scale))
    applyTransform()
    // A two-finger pan also moves the pinch a little: only a real change of scale is news.
    if pinch.state == .ended, abs(pinch.scale - 1) > 0.05 {
      report(String(format: "Paint: zoomed to %.2f×", zoom))
    }
  }

  private func panned(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began { offsetAtStart = offset }
    let moved = pan.translation(in: stage)
    offset = CGPoint(x: offsetAtStart.x + moved.x, y: offsetAtStart.y + moved.y)
    applyTransform()
    if pan.state == .ended {
      report(String(format: "Paint: canvas moved to (%.0f, %.0f)", offset.x, offset.y))
    }
  }

  private func applyTransform() {
    canvas.center = CGPoint(x: stage.bounds.midX + offset.x, y: stage.bounds.midY + offset.y)
    canvas.transform = CGAffineTransform(scaleX: zoom, y: zoom)
    updateStatus()
  }

  private func updateStatus() {
    let undo = undoManager?.canUndo == true ? "undo" : "no undo"
    let redo = undoManager?.canRedo == true ? "redo" : "no redo"
    status.text = String(
      format: "%d strokes · %.2f× · %@ · %@", canvas.strokes.count, zoom, undo, redo)
  }
}

extension UIColor {
  /// The palette colour's name, for the tour's log.
  @MainActor var paintName: String {
    let names = ["blue", "red", "green", "orange", "purple"]
    return CanvasView.palette.firstIndex(of: self).map { names[$0] } ?? "another colour"
  }
}
