import DemoSupport
import Foundation
import OpenUIKit

/// Paint's headless tour, through real SDL events: a mouse stroke, three fingers landing one
/// after another with different pressures, undo by Ctrl+Z, redo by Ctrl+Shift+Z, undo by a
/// shake, a pinch and a two-finger pan of the canvas, a stroke on the zoomed canvas, the
/// export, and the window made smaller (the Auto Layout toolbar and stage follow).
@MainActor
enum PaintTour {
  static func play(_ player: TourPlayer, _ paint: PaintViewController) throws {
    let canvas = paint.canvas
    // The mouse: one stroke across the top.
    player.drag(from: CGPoint(x: 80, y: 60), to: CGPoint(x: 560, y: 90), in: canvas)
    // Three fingers, landing 0.3 s apart (so they paint, not navigate), drawing waves at once
    // with light, medium and full pressure.
    let forces: [CGFloat] = [0.1, 0.5, 1.0]
    func wave(_ finger: Int, _ step: Int) -> CGPoint {
      let x = 120 + CGFloat(step) * 24
      return CGPoint(x: x, y: 200 + CGFloat(finger) * 110 + 30 * sin(CGFloat(step) / 2.5))
    }
    for finger in 0..<3 {
      player.landFinger(finger, at: wave(finger, 0), force: forces[finger], in: canvas)
      player.wait(0.3)
    }
    for step in 1...24 {
      for finger in 0..<3 {
        player.moveFinger(finger, to: wave(finger, step), force: forces[finger], in: canvas)
      }
    }
    for finger in 0..<3 { player.liftFinger(finger, at: wave(finger, 24), in: canvas) }
    paint.report("Paint: \(canvas.strokes.count) strokes after the mouse and three fingers")
    try player.screenshot("paint-1-strokes")

    // Undo by keyboard and by shake, redo by keyboard.
    player.key(.keyboardZ, characters: "z", modifiers: .control)
    paint.report("Paint: Ctrl+Z → \(canvas.strokes.count) strokes")
    player.key(.keyboardZ, characters: "z", modifiers: [.control, .shift])
    paint.report("Paint: Ctrl+Shift+Z → \(canvas.strokes.count) strokes")
    player.shake()
    paint.report("Paint: after the shake, \(canvas.strokes.count) strokes")
    player.key(.keyboardZ, characters: "z", modifiers: [.control, .shift])
    paint.report("Paint: Ctrl+Shift+Z → \(canvas.strokes.count) strokes")

    // Two fingers landing together: a pinch from 100 to 200 points apart zooms 2×, and their
    // half-drawn strokes are cancelled.
    let stage = paint.stage
    let centre = CGPoint(x: stage.bounds.midX, y: stage.bounds.midY)
    let pinch = (0...10).map { step -> CGFloat in 50 + CGFloat(step) * 5 }
    player.fingers(
      [
        pinch.map { CGPoint(x: centre.x - $0, y: centre.y) },
        pinch.map { CGPoint(x: centre.x + $0, y: centre.y) },
      ], in: stage)
    paint.report("Paint: \(canvas.strokes.count) strokes after the pinch (none added)")
    // Together again, moving in parallel: the canvas pans.
    let pan = (0...10).map { CGFloat($0) * 8 }
    player.fingers(
      [
        pan.map { CGPoint(x: centre.x - 60 + $0, y: centre.y + $0 / 2) },
        pan.map { CGPoint(x: centre.x + 60 + $0, y: centre.y + $0 / 2) },
      ], in: stage)
    // On the zoomed, moved canvas a stroke lands under the finger: from the stage's centre it
    // begins at the canvas point now shown there, (480, 294) − (80, 40) / 2 = (440, 274).
    player.drag(from: centre, to: CGPoint(x: centre.x + 80, y: centre.y + 40), in: stage)
    if let first = canvas.strokes.last?.samples.first?.point {
      paint.report(
        String(
          format: "Paint: a stroke on the zoomed canvas began at canvas point (%.0f, %.0f)",
          first.x, first.y))
    }
    try player.screenshot("paint-2-zoomed")
    paint.export()

    // The window made smaller, as dragging its corner does: the toolbar and the stage follow
    // their constraints, the status line gives way, the buttons keep their width.
    player.resizeWindow(to: CGSize(width: 640, height: 480))
    let toolbar = paint.buttons["Undo"]?.superview
    paint.report(
      String(
        format: "Paint: resized to %.0f×%.0f: toolbar %.0f wide, stage %.0f×%.0f at y = %.0f, "
          + "status %.0f wide",
        paint.view.bounds.width, paint.view.bounds.height, toolbar?.frame.width ?? 0,
        stage.frame.width, stage.frame.height, stage.frame.minY, paint.status.frame.width))
    try player.screenshot("paint-3-resized")
  }
}
