import Foundation
import OpenUIKit
import Testing

// The ported drawing code renders as its authors meant: smooth stroked curves, Core Graphics
// calls, exported images. Set PORT_SNAPSHOT_DIR to write the images as PPM files to look at.
@Suite("Ported UIKit code: drawing")
@MainActor
struct PortedDrawingTests {
  func snapshot(_ image: UIImage, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["PORT_SNAPSHOT_DIR"] else { return }
    var data = Data("P6\n\(image.pixelWidth) \(image.pixelHeight)\n255\n".utf8)
    for i in stride(from: 0, to: image.rgba.count, by: 4) {
      // Over white, so transparent pixels show as paper.
      let a = Int(image.rgba[i + 3])
      for c in 0..<3 { data.append(UInt8((Int(image.rgba[i + c]) * a + 255 * (255 - a)) / 255)) }
    }
    try? data.write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".ppm"))
  }

  @Test(
    "a signature drawn with touches is smooth, exported with UIGraphicsImageRenderer, and cleared")
  func signaturePad() {
    let scene = PortScene()
    let pad = SignaturePad(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
    scene.window.addSubview(pad)
    var sequence = scene.fingers.press(at: CGPoint(x: 20, y: 100))
    for i in 1...40 {
      let t = CGFloat(i) / 40
      sequence = sequence.move(to: CGPoint(x: 20 + 260 * t, y: 75 + 50 * sin(t * 3 * .pi)))
    }
    sequence.release()
    #expect(pad.isSigned)
    let box = pad.strokeBounds
    #expect(box.minX == 20 && abs(box.maxX - 280) < 0.01, "from the first to the last point")
    #expect(box.minY < 40 && box.maxY > 110, "the curve follows the wave")
    guard let image = pad.signatureImage() else {
      Issue.record("no image")
      return
    }
    snapshot(image, "signature")
    #expect(image.size == CGSize(width: 300, height: 150))
    #expect(image.pixel(150, 25).r < 60, "the top of the wave")
    #expect(image.pixel(150, 10) == (255, 255, 255, 255), "paper elsewhere")
    // Smooth: each column the wave crosses has ink, with no gaps between segments.
    let scale = Int(image.scale)
    var gaps = 0
    for x in stride(from: 30 * scale, to: 270 * scale, by: 1) {
      var inked = false
      for y in 0..<image.pixelHeight where image.pixel(x, y).r < 128 { inked = true }
      if !inked { gaps += 1 }
    }
    #expect(gaps == 0)
    pad.clear()
    #expect(!pad.isSigned && pad.signatureImage() == nil)
  }

  @Test("Core Graphics calls in draw(_:): arcs, rotated ticks, a needle and its hub")
  func gauge() {
    let scene = PortScene()
    let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 220, height: 130))
    gauge.value = 0.5
    let image = scene.render(gauge)
    snapshot(image, "gauge")
    // Centre (110, 120), radius 94: at value 0.5 the needle points straight up.
    let needle = image.pixel(110, 60)
    #expect(needle.r > 200 && needle.g < 60, "the red needle, rotated by the context")
    #expect(image.pixel(110, 120).r < 40, "the black hub")
    let track = image.pixel(17, 120)
    #expect(track.b > 200 && track.r < 40, "the value arc starts at the left in system blue")
    let rest = image.pixel(203, 118)
    #expect(rest.r > 200 && rest.r == rest.b, "the track beyond the value is light grey")
    #expect(UIGraphicsGetCurrentContext() == nil, "no context outside drawing")
  }

  @Test("UIBezierPath: current point, curves, arcs, bounds, contains, apply, caps")
  func bezierPath() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
    #expect(path.currentPoint == CGPoint(x: 100, y: 0))
    #expect(abs(path.bounds.maxY - 50) < 0.5, "a quadratic reaches half its control's height")
    path.addCurve(
      to: CGPoint(x: 0, y: 0), controlPoint1: CGPoint(x: 100, y: -80),
      controlPoint2: CGPoint(x: 0, y: -80))
    #expect(abs(path.bounds.minY + 60) < 0.5, "a symmetric cubic reaches 3/4 of its controls")
    path.close()
    #expect(path.contains(CGPoint(x: 50, y: 20)) && path.contains(CGPoint(x: 50, y: -40)))
    #expect(!path.contains(CGPoint(x: 50, y: 60)))
    path.apply(CGAffineTransform(translationX: 10, y: 0))
    #expect(path.contains(CGPoint(x: 105, y: 2)) && !path.contains(CGPoint(x: 2, y: 2)))
    path.removeAllPoints()
    #expect(path.isEmpty && path.currentPoint == .zero && path.bounds == .zero)

    let arc = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(
      abs(arc.bounds.maxY - 70) < 0.01 && abs(arc.bounds.minY - 50) < 0.01,
      "clockwise on screen goes down")
    let other = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(abs(other.bounds.minY - 30) < 0.01)

    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: format).image
    { _ in
      for (y, cap) in [(10, CGLineCap.butt), (30, .round)] {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 20, y: y))
        line.addLine(to: CGPoint(x: 80, y: y))
        line.lineWidth = 10
        line.lineCapStyle = cap
        UIColor.black.setStroke()
        line.stroke()
      }
    }
    #expect(image.pixel(17, 10).a == 0, "a butt cap stops at the end")
    #expect(image.pixel(17, 30).a == 255, "a round cap goes on")
  }

  @Test("UIImage.draw(in:) and draw(at:) inside draw(_:) land in the display list and in images")
  func imageDrawing() {
    final class Knob: UIView {
      let image = UIImage(
        pixelWidth: 2, pixelHeight: 2,
        rgba: [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255])!
      override func draw(_ rect: CGRect) {
        image.draw(in: rect)
        image.draw(at: CGPoint(x: 1, y: 1))
      }
    }
    let knob = Knob(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let list = DisplayListBuilder.build(knob, pixelSize: CGSize(width: 20, height: 20), scale: 1)
    let textures = list.items.filter {
      if case .texture(_, .image, _) = $0 { return true } else { return false }
    }
    #expect(textures.count == 2)
    let image = PortScene().render(knob)
    #expect(image.pixel(5, 3) == (255, 0, 0, 255) && image.pixel(5, 15) == (0, 0, 255, 255))
    #expect(image.pixel(1, 2) == (0, 0, 255, 255), "draw(at:) at its own 2-pt size, on top")
  }

  @Test("saveGState/restoreGState restore the colour and the transform")
  func graphicsState() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image {
      context in
      let cg = context.cgContext
      cg.setFillColor(UIColor.blue.cgColor)
      cg.saveGState()
      cg.translateBy(x: 20, y: 0)
      cg.setFillColor(UIColor.red.cgColor)
      cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      cg.restoreGState()
      cg.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(image.pixel(30, 10) == (255, 0, 0, 255))
    #expect(image.pixel(5, 10) == (0, 0, 255, 255))
    #expect(image.pixel(15, 10).a == 0)
  }
}

// The renderer classes as UIKit declares them: NSObject subclasses apps extend and subclass.
extension UIGraphicsImageRenderer {
  /// A helper as apps write it: a solid swatch.
  static func swatch(_ color: UIColor, side: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat.preferred()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image {
      context in
      color.setFill()
      context.fill(context.format.bounds)
    }
  }
}

@Suite("Ported UIKit code: the image renderer's classes")
@MainActor
struct PortedImageRendererTests {
  final class Stamp: UIGraphicsImageRenderer {
    var drawn = 0
    override func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      drawn += 1
      return super.image(actions: actions)
    }
  }

  @Test("renderers, formats and contexts are NSObject subclasses that apps extend and subclass")
  func classes() {
    let swatch = UIGraphicsImageRenderer.swatch(.red, side: 3)
    #expect(swatch.size == CGSize(width: 3, height: 3) && swatch.scale == 2)
    #expect(swatch.pixel(5, 5) == (255, 0, 0, 255), "format.bounds is the renderer's area")

    let stamp = Stamp(bounds: CGRect(x: 10, y: 10, width: 4, height: 4))
    let renderer: UIGraphicsRenderer = stamp
    #expect(renderer is NSObject && type(of: renderer).allowsImageOutput)
    #expect(!UIGraphicsRenderer.allowsImageOutput)
    let formatObject: NSObject = UIGraphicsImageRendererFormat.default()
    #expect(formatObject is UIGraphicsRendererFormat)
    let png = stamp.pngData { context in
      #expect((context as UIGraphicsRendererContext).format === stamp.format)
      UIColor.blue.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 2, height: 4))
    }
    #expect(stamp.drawn == 1, "pngData draws through the overridable image(actions:)")
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let image = stamp.image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 2, height: 4))
    }
    #expect(png == image.pngData(), "the same drawing as image(actions:)")
    #expect(image.pixel(0, 0).b == 255 && image.pixel(image.pixelWidth - 1, 0).a == 0)
  }
}
