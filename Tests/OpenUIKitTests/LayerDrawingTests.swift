import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A layer subclass that draws with Core Graphics and counts its draws.
final class CountingLayer: CALayer {
  var draws = 0
  override func draw(in ctx: CGContext) {
    draws += 1
    ctx.setFillColor(UIColor.green.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}

@Suite(
  "Core Animation layers drawn: shapes, gradients, text, replicators, shadows, masks",
  .debugSwitchesOff)
@MainActor
struct LayerDrawingTests {
  let scene = TestScene(size: CGSize(width: 400, height: 400))

  /// A 100 × 100 view at the window's origin with a white background.
  func canvasView() -> UIView {
    let view = UIView(frame: CGRect(0, 0, 100, 100))
    view.backgroundColor = .white
    scene.window.addSubview(view)
    return view
  }

  /// `view` as `layer.render(in:)` draws it, at one pixel per point, `size` points.
  func render(_ view: UIView, size: CGSize = CGSize(width: 100, height: 100)) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      view.layer.render(in: context.cgContext)
    }
  }

  func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * image.pixelWidth + x) * 4
    return [Int(image.rgba[i]), Int(image.rgba[i + 1]), Int(image.rgba[i + 2])]
  }

  @Test("a shape layer fills its path and strokes it from strokeStart to strokeEnd")
  func shapeStroke() {
    let view = canvasView()
    let shape = CAShapeLayer()
    shape.frame = view.bounds
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi,
      clockwise: true)
    shape.path = ring.cgPath
    shape.fillColor = UIColor.red.cgColor
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 6
    shape.strokeEnd = 0.5
    view.layer.addSublayer(shape)
    let image = render(view)
    #expect(rgb(image, 50, 50) == [255, 0, 0], "filled inside")
    #expect(
      rgb(image, 50, 90) == [0, 0, 255], "the first half (clockwise from 3 o'clock) is stroked")
    #expect(rgb(image, 50, 10) == [255, 0, 0], "the second half is not: the fill shows")
    #expect(rgb(image, 2, 2) == [255, 255, 255])
  }

  @Test("strokeEnd animates: the presentation and the drawing follow it")
  func strokeEndAnimation() {
    let view = canvasView()
    let line = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 50))
    path.addLine(to: CGPoint(x: 100, y: 50))
    line.path = path
    line.fillColor = nil
    line.strokeColor = UIColor.black.cgColor
    line.lineWidth = 10
    view.layer.addSublayer(line)
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1
    line.add(draw, forKey: "draw")
    scene.clock.advance(by: 0.25)
    scene.app.fireDueTimers()
    let image = render(view)
    #expect(rgb(image, 10, 50) == [0, 0, 0])
    #expect(rgb(image, 40, 50) == [255, 255, 255], "a quarter of the way: not yet at 40")
    #expect(line.strokeEnd == 1, "the model is unchanged")
  }

  @Test("a dash pattern paints and skips along the path")
  func dashes() {
    let view = canvasView()
    let line = CAShapeLayer()
    line.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
    line.fillColor = nil
    line.strokeColor = UIColor.black.cgColor
    line.lineWidth = 4
    line.lineDashPattern = [10, 10]
    view.layer.addSublayer(line)
    let image = render(view)
    #expect(rgb(image, 15, 10) == [0, 0, 0], "first dash: 10 to 20")
    #expect(rgb(image, 25, 10) == [255, 255, 255], "first gap: 20 to 30")
    #expect(rgb(image, 35, 10) == [0, 0, 0])
  }

  @Test("gradient layers: axial across its points, radial out from the start, locations")
  func gradients() {
    let view = canvasView()
    let gradient = CAGradientLayer()
    gradient.frame = view.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    view.layer.addSublayer(gradient)
    var image = render(view)
    #expect(rgb(image, 0, 50)[0] > 245 && rgb(image, 0, 50)[2] < 10)
    #expect(rgb(image, 99, 50)[2] > 245 && rgb(image, 99, 50)[0] < 10)
    let middle = rgb(image, 50, 50)
    #expect(abs(middle[0] - 127) < 6 && abs(middle[2] - 127) < 6 && middle[1] == 0)
    gradient.locations = [0.8, 1]
    image = render(view)
    #expect(rgb(image, 50, 50)[0] > 245, "red until 80 %")
    gradient.type = .radial
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.locations = nil
    image = render(view)
    #expect(rgb(image, 50, 50)[0] > 240, "red at the centre")
    #expect(rgb(image, 1, 1)[2] > 245, "blue past the radius")
  }

  @Test("shadows fall outside the layer by their offset; masksToBounds cuts them away")
  func shadows() {
    let view = canvasView()
    view.backgroundColor = .clear
    let card = UIView(frame: CGRect(20, 20, 40, 40))
    card.backgroundColor = .white
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 0, height: 20)
    card.layer.shadowRadius = 0
    view.addSubview(card)
    var image = render(view)
    #expect(rgb(image, 40, 70) == [0, 0, 0], "under the card, offset 20 down")
    #expect(rgb(image, 40, 40) == [255, 255, 255], "the card over its shadow")
    card.layer.shadowRadius = 6
    image = render(view)
    let edge = image.rgba[(82 * 100 + 40) * 4 + 3]
    #expect(edge > 0 && edge < 255, "a blurred edge fades: \(edge)")
    card.clipsToBounds = true
    image = render(view)
    #expect(image.rgba[(70 * 100 + 40) * 4 + 3] == 0, "clipped: no shadow, as in Core Animation")
  }

  @Test("a shadow reaching into a clipping parent is drawn though its view lies outside")
  func shadowExtent() {
    let container = UIView(frame: CGRect(0, 0, 100, 100))
    container.clipsToBounds = true
    scene.window.addSubview(container)
    let card = UIView(frame: CGRect(-50, 10, 40, 40))
    card.backgroundColor = .white
    card.layer.shadowOpacity = 1
    card.layer.shadowRadius = 0
    card.layer.shadowOffset = CGSize(width: 30, height: 0)
    container.addSubview(card)
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    let shadowFill = list.items.contains { item in
      if case .fill(let points, let color) = item {
        return color.red == 0 && color.alpha == 1 && points.map(\.x).max()! > 19
      }
      return false
    }
    #expect(shadowFill)
  }

  @Test("a mask cuts a view and its subviews to the mask's shape")
  func mask() {
    let view = canvasView()
    view.backgroundColor = .red
    let child = UIView(frame: CGRect(0, 40, 100, 20))
    child.backgroundColor = .green
    view.addSubview(child)
    let circle = CAShapeLayer()
    circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
    view.layer.mask = circle
    let image = render(view)
    #expect(rgb(image, 50, 20) == [255, 0, 0])
    #expect(rgb(image, 50, 50) == [0, 255, 0])
    #expect(image.rgba[(5 * 100 + 5) * 4 + 3] == 0, "outside the circle: nothing")
    #expect(image.rgba[(50 * 100 + 1) * 4 + 3] == 0 || rgb(image, 1, 50) == [0, 255, 0])
    let star = CAShapeLayer()
    let path = CGMutablePath()
    path.addLines(between: [
      CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100),
      CGPoint(x: 0, y: 100),
    ])
    path.closeSubpath()
    star.path = path
    view.layer.mask = star
    let notched = render(view)
    #expect(notched.rgba[(50 * 100 + 90) * 4 + 3] == 0, "a concave mask leaves its notch empty")
    #expect(rgb(notched, 10, 50) == [0, 255, 0])
  }

  @Test("a replicator draws its sublayers once per instance, moved and tinted")
  func replicator() {
    let view = canvasView()
    let replicator = CAReplicatorLayer()
    replicator.frame = view.bounds
    replicator.instanceCount = 4
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    replicator.instanceColor = UIColor.white.cgColor
    replicator.instanceRedOffset = -0.25
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = UIColor.white.cgColor
    replicator.addSublayer(dot)
    view.layer.addSublayer(replicator)
    let image = render(view)
    #expect(rgb(image, 5, 5) == [255, 255, 255])
    #expect(rgb(image, 25, 5)[0] == 191, "second instance: red × 0.75")
    #expect(rgb(image, 65, 5)[0] == 64)
    #expect(rgb(image, 85, 5) == [255, 255, 255], "only four")
  }

  @Test("contents images, draw(in:) and setNeedsDisplay, text layers")
  func contentAndText() {
    let view = canvasView()
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255]
    let image = UIImage(pixelWidth: 2, pixelHeight: 2, rgba: pixels)!
    let picture = CALayer()
    picture.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    picture.contents = image.cgImage
    view.layer.addSublayer(picture)
    let custom = CountingLayer()
    custom.frame = CGRect(x: 50, y: 0, width: 20, height: 20)
    view.layer.addSublayer(custom)
    var drawn = render(view)
    #expect(rgb(drawn, 5, 5) == [255, 0, 0] && rgb(drawn, 35, 5) == [0, 0, 255])
    #expect(rgb(drawn, 55, 5) == [0, 255, 0], "what draw(in:) drew")
    #expect(rgb(drawn, 65, 15) == [255, 255, 255], "only its 10 × 10 rectangle")
    _ = render(view)
    #expect(custom.draws == 1, "drawn once, then kept")
    custom.setNeedsDisplay()
    drawn = render(view)
    #expect(custom.draws == 2)

    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 50, width: 100, height: 40)
    text.string = "Hello"
    text.fontSize = 20
    text.foregroundColor = UIColor.black.cgColor
    view.layer.addSublayer(text)
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    let runs = list.items.compactMap { item -> TextRun? in
      if case .texture(_, .text(let run), _) = item { return run }
      return nil
    }
    #expect(runs.contains { $0.text == "Hello" && $0.pixelSize == 20 && $0.color == .black })
  }

  @Test("drawHierarchy draws the view and its subviews scaled into a rectangle")
  func drawHierarchy() {
    let view = canvasView()
    let corner = UIView(frame: CGRect(0, 0, 50, 50))
    corner.backgroundColor = .blue
    view.addSubview(corner)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format).image {
      _ in
      #expect(
        view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: true))
    }
    #expect(rgb(image, 10, 10) == [0, 0, 255])
    #expect(rgb(image, 40, 40) == [255, 255, 255])
    #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false), "no context: false")
  }
}
