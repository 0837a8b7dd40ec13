import Foundation

/// Paints recorded drawing into RGBA pixels without a host: filled convex polygons with 4×4
/// anti-aliasing and images (nearest pixel), composited source-over. Used by
/// ``UIGraphicsImageRenderer``, so images made from drawing code come out the same headless
/// and on screen. Text needs the host's fonts: it is painted only when ``textPainter`` is set,
/// and only on the main thread (the host's font engine belongs to it); images rendered on other
/// threads leave their text out.
struct SoftwareRasterizer {
  let width: Int
  let height: Int
  let scale: CGFloat
  /// Premultiplied RGBA, 0…1.
  private var pixels: [Float]
  /// Coverage of the current run of same-coloured polygons, 0…1 per pixel, and the pixel box
  /// it touched. Polygons of one run are summed before blending, so the shared edges of a
  /// stroke's pieces leave no seams and their overlaps do not darken.
  private var coverage: [Float]
  private var covered: (x0: Int, y0: Int, x1: Int, y1: Int)?

  /// Renders a text run into an image, when a host with fonts installed one.
  @MainActor static var textPainter:
    ((_ text: String, _ font: UIFont, _ color: DisplayColor, _ scale: CGFloat) -> UIImage?)?

  init(width: Int, height: Int, scale: CGFloat) {
    self.width = width
    self.height = height
    self.scale = scale
    pixels = [Float](repeating: 0, count: width * height * 4)
    coverage = [Float](repeating: 0, count: width * height)
  }

  mutating func paint(_ commands: [CanvasCommand]) {
    var runColor: DisplayColor?
    for command in commands {
      if case .fill(let polygon, let color) = command {
        if color != runColor { flush(runColor) }
        runColor = color
        accumulate(polygon.map { CGPoint(x: $0.x * scale, y: $0.y * scale) })
        continue
      }
      flush(runColor)
      runColor = nil
      switch command {
      case .fill:
        break
      case .image(let image, let rect):
        draw(image, in: rect)
      case .text(let text, let font, let color, let rect):
        let scale = scale
        let painted =
          Thread.isMainThread
          ? MainActor.assumeIsolated { Self.textPainter?(text, font, color, scale) } : nil
        if let image = painted {
          draw(image, in: CGRect(origin: rect.origin, size: image.size))
        }
      }
    }
    flush(runColor)
  }

  /// The pixels as straight (not premultiplied) RGBA bytes.
  var rgba: [UInt8] {
    var bytes = [UInt8](repeating: 0, count: pixels.count)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      let a = pixels[i + 3]
      guard a > 0 else { continue }
      for c in 0..<3 { bytes[i + c] = UInt8(max(0, min(255, (pixels[i + c] / a * 255).rounded()))) }
      bytes[i + 3] = UInt8(max(0, min(255, (a * 255).rounded())))
    }
    return bytes
  }

  private mutating func blend(_ x: Int, _ y: Int, _ r: Float, _ g: Float, _ b: Float, _ a: Float) {
    let i = (y * width + x) * 4
    let keep = 1 - a
    pixels[i] = r * a + pixels[i] * keep
    pixels[i + 1] = g * a + pixels[i + 1] * keep
    pixels[i + 2] = b * a + pixels[i + 2] * keep
    pixels[i + 3] = a + pixels[i + 3] * keep
  }

  /// `value` as a pixel index, clamped to ±2³⁰ before converting: drawing code may hand
  /// coordinates of 1e300, which `Int(_:)` cannot hold. Far beyond any image, so the bounds
  /// checks that follow decide as before.
  private static func pixel(_ value: CGFloat) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value, -0x1p30), 0x1p30))
  }

  /// Adds a convex polygon (pixels) to the run's coverage: 16 samples per pixel at its edges,
  /// 1 for pixels wholly inside.
  private mutating func accumulate(_ polygon: [CGPoint]) {
    guard polygon.count >= 3, polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
    let box = CGRect.boundingBox(of: polygon)
    let x0 = max(0, Self.pixel(box.minX.rounded(.down)))
    let x1 = min(width - 1, Self.pixel(box.maxX.rounded(.up)))
    let y0 = max(0, Self.pixel(box.minY.rounded(.down)))
    let y1 = min(height - 1, Self.pixel(box.maxY.rounded(.up)))
    guard x0 <= x1, y0 <= y1 else { return }
    let orientation: CGFloat = Polygons.signedArea2(polygon) < 0 ? -1 : 1
    let edges = polygon.indices.map { (polygon[$0], polygon[($0 + 1) % polygon.count]) }
    func inside(_ px: CGFloat, _ py: CGFloat) -> Bool {
      for (a, b) in edges
      where ((b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x)) * orientation < 0 {
        return false
      }
      return true
    }
    for y in y0...y1 {
      for x in x0...x1 {
        let fx = CGFloat(x), fy = CGFloat(y)
        var amount: Float
        if inside(fx, fy) && inside(fx + 1, fy) && inside(fx, fy + 1) && inside(fx + 1, fy + 1) {
          amount = 1
        } else {
          var hits = 0
          for sy in 0..<4 {
            for sx in 0..<4 where inside(fx + (CGFloat(sx) + 0.5) / 4, fy + (CGFloat(sy) + 0.5) / 4)
            {
              hits += 1
            }
          }
          amount = Float(hits) / 16
        }
        let i = y * width + x
        coverage[i] = min(1, coverage[i] + amount)
      }
    }
    let c = covered ?? (x0, y0, x1, y1)
    covered = (min(c.x0, x0), min(c.y0, y0), max(c.x1, x1), max(c.y1, y1))
  }

  /// Blends the run's coverage in `color` and clears it.
  private mutating func flush(_ color: DisplayColor?) {
    guard let box = covered else { return }
    covered = nil
    let (r, g, b, a) =
      color.map { (Float($0.red), Float($0.green), Float($0.blue), Float($0.alpha)) }
      ?? (0, 0, 0, 0)
    for y in box.y0...box.y1 {
      for x in box.x0...box.x1 {
        let i = y * width + x
        let amount = coverage[i]
        guard amount > 0 else { continue }
        coverage[i] = 0
        blend(x, y, r, g, b, a * amount)
      }
    }
  }

  /// An image stretched over `rect` (points), nearest pixel.
  private mutating func draw(_ image: UIImage, in rect: CGRect) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite else { return }
    let x0 = max(0, Self.pixel((r.minX * scale).rounded()))
    let x1 = min(width, Self.pixel((r.maxX * scale).rounded()))
    let y0 = max(0, Self.pixel((r.minY * scale).rounded()))
    let y1 = min(height, Self.pixel((r.maxY * scale).rounded()))
    guard x0 < x1, y0 < y1 else { return }
    let sx = CGFloat(image.pixelWidth) / (r.width * scale)
    let sy = CGFloat(image.pixelHeight) / (r.height * scale)
    for y in y0..<y1 {
      let v = min(image.pixelHeight - 1, Int((CGFloat(y) + 0.5 - r.minY * scale) * sy))
      for x in x0..<x1 {
        let u = min(image.pixelWidth - 1, Int((CGFloat(x) + 0.5 - r.minX * scale) * sx))
        let i = (max(0, v) * image.pixelWidth + max(0, u)) * 4
        let a = Float(image.rgba[i + 3]) / 255
        guard a > 0 else { continue }
        blend(
          x, y, Float(image.rgba[i]) / 255, Float(image.rgba[i + 1]) / 255,
          Float(image.rgba[i + 2]) / 255, a)
      }
    }
  }
}
