import DemoSupport
import Foundation
import OpenUIKit

/// Photos' headless tour, through real SDL events: a drag from a thumbnail scrolls the grid
/// (and opens nothing), the context menu rotates a thumbnail, a tap opens it; in the viewer a
/// double tap zooms in, a drag down then pans (not dismisses), a double tap zooms out, two
/// fingers pinch and turn together, a single tap hides the caption, and a drag down closes
/// the viewer.
@MainActor
enum PhotosTour {
  static func play(_ player: TourPlayer, _ photos: PhotoGridViewController) throws {
    let grid = photos.grid
    try player.screenshot("photos-1-grid")
    // A drag that starts on a thumbnail scrolls the grid.
    player.drag(from: CGPoint(x: 360, y: 400), to: CGPoint(x: 360, y: 160), in: grid)
    player.wait(2)
    photos.report(
      String(
        format: "Photos: the grid scrolled to y = %.0f; viewer open: %@",
        grid.contentOffset.y, photos.viewer == nil ? "no" : "yes"))
    // The context menu of a visible thumbnail: Rotate 90°, its second item.
    let inView = photos.visibleThumbnails.filter { grid.bounds.contains($0.frame) }
      .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    guard let target = inView.dropFirst(2).first else {
      photos.report("Photos: no thumbnail fully in view")
      return
    }
    let click = CGPoint(x: 60, y: 40)
    player.click(click, button: .secondary, in: target)
    try player.screenshot("photos-2-menu")
    player.tap(CGPoint(x: click.x + 40, y: click.y + 6 + 28 + 14), in: target)
    // A tap opens it.
    player.tap(CGPoint(x: 100, y: 80), in: target)
    player.wait(0.5)
    guard let viewer = photos.viewer else {
      photos.report("Photos: the tap opened nothing")
      return
    }
    let centre = CGPoint(x: viewer.bounds.midX, y: viewer.bounds.midY)
    // Double tap: zoom in at the finger.
    player.doubleTap(centre, in: viewer)
    player.wait(0.6)
    // Zoomed in, a drag down pans the photo; the viewer stays open.
    let before = viewer.zoomer.contentOffset
    player.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 160), in: viewer)
    player.wait(1)
    photos.report(
      String(
        format: "Photos: zoomed in, a drag down panned the photo by %.0f; viewer open: %@",
        before.y - viewer.zoomer.contentOffset.y, photos.viewer == nil ? "no" : "yes"))
    // Double tap again: back to 1×.
    player.doubleTap(centre, in: viewer)
    player.wait(0.6)
    // Two fingers pinch out and turn about 100° at once.
    let steps = 12
    func finger(_ side: CGFloat, _ step: Int) -> CGPoint {
      let t = CGFloat(step) / CGFloat(steps)
      let angle = t * 100 * .pi / 180
      let radius = 80 + 80 * t
      return CGPoint(
        x: centre.x + side * radius * cos(angle), y: centre.y + side * radius * sin(angle))
    }
    player.fingers(
      [(0...steps).map { finger(-1, $0) }, (0...steps).map { finger(1, $0) }], in: viewer)
    player.wait(0.6)
    try player.screenshot("photos-3-viewer")
    // A single tap hides the caption, once the double tap has given up.
    player.tap(CGPoint(x: centre.x, y: 60), in: viewer)
    player.wait(0.6)
    // Back to 1×, then a drag down closes the viewer.
    player.doubleTap(centre, in: viewer)
    player.wait(0.6)
    player.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 220), in: viewer)
    player.wait(0.3)
    try player.screenshot("photos-4-grid")
  }
}
