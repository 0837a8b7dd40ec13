import Foundation

// The hit-map overlay (OpenUIKitDebug.showsHitMap): its own pass after the scene, so nothing
// the scene culls or clips can hide it.
extension DisplayListBuilder {
  /// Draws the cached hit map of each of `windows`, given back to front.
  mutating func drawHitMaps(
    of windows: [UIWindow], in application: UIApplication, base: CGAffineTransform
  ) {
    let cache = application.hitMapCache
    cache.keepOnly(windows)
    for window in windows {
      let g = window.geometry
      let m = g.boundsToSuperview.concatenating(base)
      let generation = application.hitMapGeneration
      let map = cache.map(for: window, generation: generation)
      // The overlay's items are kept with the map: a frame with nothing changed appends them.
      if let items = cache.overlayItems(for: window, transform: m, generation: generation) {
        list.items.append(contentsOf: items)
        continue
      }
      let start = list.items.count
      drawHitMap(map, m)
      cache.storeOverlayItems(
        Array(list.items[start...]), for: window, transform: m, generation: generation)
    }
    // Probing runs app code (`point(inside:)` and `hitTest` overrides), which may change any
    // window's tree: the maps made before the change are stale already. They were drawn this
    // once and are not kept, so they hold no view the app removed; the change asked for the
    // next frame, which maps again.
    cache.forgetMaps(olderThan: application.hitMapGeneration)
  }

  mutating func drawHitMap(_ map: HitMap, _ m: CGAffineTransform) {
    for (index, region) in map.regions.enumerated() {
      let color = Self.regionColor(index)
      for rect in region.rects {
        if let shape = snapped(rect, m) { fill(shape, color, clip: nil) }
      }
    }
    for zone in map.deadZones {
      for rect in zone.rects { hatch(rect, m) }
    }
    for region in map.regions {
      label(region.view.inspectorName, in: region.rects, m, color: .white)
    }
    for zone in map.deadZones {
      label(
        "✕ " + zone.shortReason, in: zone.rects, m,
        color: DisplayColor(red: 1, green: 0.8, blue: 0.8, alpha: 1))
    }
  }

  /// Well-separated translucent hues, the same for the same position in the map, kept out of
  /// the reds that mean "not reached".
  static func regionColor(_ index: Int) -> DisplayColor {
    let hue = 0.12 + (CGFloat(index) * 0.618_034).truncatingRemainder(dividingBy: 1) * 0.74
    return UIColor(hue: hue, saturation: 0.7, brightness: 0.95, alpha: 0.4).displayColor
  }

  /// A rectangle of the map in pixels, its edges on whole pixels when the window is upright:
  /// neighbouring rectangles then meet without a seam of doubled colour. Nil when it snaps to
  /// nothing (a sliver of a band thinner than a pixel), which a renderer might draw as a line.
  private func snapped(_ rect: CGRect, _ m: CGAffineTransform) -> [CGPoint]? {
    let corners = rect.corners.map { $0.applying(m) }
    guard abs(m.b) < 1e-9, abs(m.c) < 1e-9 else { return corners }
    let snapped = corners.map { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) }
    guard snapped[0].x != snapped[2].x, snapped[0].y != snapped[2].y else { return nil }
    return snapped
  }

  /// A dead zone: a red wash with diagonal stripes.
  private mutating func hatch(_ rect: CGRect, _ m: CGAffineTransform) {
    guard let shape = snapped(rect, m) else { return }
    fill(shape, DisplayColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.22), clip: nil)
    let spacing: CGFloat = 8, width: CGFloat = 2
    var offset = (rect.minX - rect.maxY).rounded(.down)
    offset -= offset.truncatingRemainder(dividingBy: spacing)
    while offset < rect.maxX - rect.minY {
      // The band between the lines x − y = offset and x − y = offset + width.
      let stripe = [
        CGPoint(x: rect.minY + offset, y: rect.minY),
        CGPoint(x: rect.minY + offset + width, y: rect.minY),
        CGPoint(x: rect.maxY + offset + width, y: rect.maxY),
        CGPoint(x: rect.maxY + offset, y: rect.maxY),
      ].map { $0.applying(m) }
      fill(stripe, DisplayColor(red: 0.85, green: 0.05, blue: 0.05, alpha: 0.75), clip: shape)
      offset += spacing
    }
  }

  /// Writes `text` on a dark plate in the middle of the largest of `rects`, if it fits there.
  private mutating func label(
    _ text: String, in rects: [CGRect], _ m: CGAffineTransform, color: DisplayColor
  ) {
    guard let largest = rects.max(by: { $0.width * $0.height < $1.width * $1.height }) else {
      return
    }
    let font = UIFont.systemFont(ofSize: 10)
    var text = text
    var size = textSystem.size(of: text, font: font)
    while size.width > largest.width - 6 && text.count > 4 {
      // Shorten to fit rather than squash: a name cut short still reads.
      text = String(text.prefix(max(3, text.count * 3 / 4 - 1))) + "…"
      size = textSystem.size(of: text, font: font)
    }
    guard size.width <= largest.width - 6, largest.height >= size.height + 2 else { return }
    let frame = CGRect(
      x: largest.midX - size.width / 2, y: largest.midY - size.height / 2, width: size.width,
      height: size.height)
    let plate = frame.insetBy(dx: -2, dy: 0)
    fill(plate.corners.map { $0.applying(m) }, DisplayColor.black.withAlpha(0.6), clip: nil)
    let pixelSize = (font.pointSize * scale).rounded()
    let run = TextRun(text: text, fontName: font.fontName, pixelSize: pixelSize, color: color)
    texture(frame, m, .text(run), alpha: 1, clip: plate.corners.map { $0.applying(m) })
  }
}
