import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts its draw(_:) calls and draws a triangle.
@MainActor
final class TriangleView: UIView {
  var draws = 0
  override func draw(_ rect: CGRect) {
    draws += 1
    UIColor.red.setFill()
    let path = UIBezierPath()
    path.move(to: CGPoint(0, 0))
    path.addLine(to: CGPoint(rect.width, 0))
    path.addLine(to: CGPoint(0, rect.height))
    path.close()
    path.fill()
  }
}

@MainActor
func fills(_ list: DisplayList) -> [([CGPoint], UIColor)] {
  list.items.compactMap { if case .fill(let p, let c) = $0 { (p, UIColor(c)) } else { nil } }
}

@MainActor
func boundingBox(_ points: [CGPoint]) -> CGRect {
  let xs = points.map(\.x), ys = points.map(\.y)
  return CGRect(
    x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

@Suite("Display list: what the view tree draws", .debugSwitchesOff)
@MainActor
struct DisplayListTests {
  let size = CGSize(width: 200, height: 200)

  @Test("backgrounds are drawn back to front, in pixels at the display scale")
  func backgroundsInOrder() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    root.backgroundColor = .white
    let child = UIView(frame: CGRect(10, 20, 30, 40))
    child.backgroundColor = .red
    root.addSubview(child)
    let list = DisplayListBuilder.build(root, pixelSize: CGSize(width: 400, height: 400), scale: 2)
    let f = fills(list)
    #expect(f.count == 2)
    #expect(f[0].1 == .white && f[1].1 == .red)
    #expect(approx(boundingBox(f[1].0), CGRect(20, 40, 60, 80)))
  }

  @Test("a hidden view hides its subtree; a clear or alpha-0 view draws nothing")
  func hiddenSubtree() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let hidden = UIView(frame: CGRect(0, 0, 50, 50))
    hidden.backgroundColor = .red
    hidden.isHidden = true
    let child = UIView(frame: CGRect(0, 0, 10, 10))
    child.backgroundColor = .blue
    hidden.addSubview(child)
    root.addSubview(hidden)
    let invisible = UIView(frame: CGRect(0, 0, 50, 50))
    invisible.backgroundColor = .green
    invisible.alpha = 0
    root.addSubview(invisible)
    #expect(fills(DisplayListBuilder.build(root, pixelSize: size, scale: 1)).isEmpty)
  }

  @Test("a translucent view with subviews fades as one group")
  func groupOpacity() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let parent = UIView(frame: CGRect(0, 0, 100, 100))
    parent.backgroundColor = .red
    parent.alpha = 0.5
    let child = UIView(frame: CGRect(0, 0, 50, 50))
    child.backgroundColor = .blue
    parent.addSubview(child)
    root.addSubview(parent)
    let items = DisplayListBuilder.build(root, pixelSize: size, scale: 1).items
    guard case .beginGroup(let alpha, let bounds) = items.first else {
      Issue.record("expected a group first")
      return
    }
    #expect(alpha == 0.5)
    #expect(bounds == CGRect(0, 0, 100, 100), "the group covers its content only")
    guard case .endGroup = items.last else {
      Issue.record("expected the group to close last")
      return
    }
    #expect(fills(DisplayList(pixelSize: size)).isEmpty)
    let inner = items.compactMap { if case .fill(_, let c) = $0 { UIColor(c) } else { nil } }
    #expect(inner == [.red, .blue], "inside the group colours keep full alpha")
  }

  @Test("a translucent leaf multiplies its alpha instead of grouping")
  func leafAlpha() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let leaf = UIView(frame: CGRect(0, 0, 10, 10))
    leaf.backgroundColor = .red
    leaf.alpha = 0.25
    root.addSubview(leaf)
    let f = fills(DisplayListBuilder.build(root, pixelSize: size, scale: 1))
    #expect(f.count == 1 && f[0].1.displayColor.alpha == 0.25)
  }

  @Test("clipsToBounds on a rotated view clips children to the rotated square")
  func rotatedClip() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let clipper = UIView(frame: CGRect(50, 50, 100, 100))
    clipper.transform = CGAffineTransform(rotationAngle: .pi / 4)
    clipper.clipsToBounds = true
    let big = UIView(frame: CGRect(-100, -100, 300, 300))
    big.backgroundColor = .green
    clipper.addSubview(big)
    root.addSubview(clipper)
    let f = fills(DisplayListBuilder.build(root, pixelSize: size, scale: 1))
    #expect(f.count == 1)
    let box = boundingBox(f[0].0)
    let half = 50 * 2.0.squareRoot()
    #expect(approx(box, CGRect(100 - half, 100 - half, 2 * half, 2 * half), 1e-6))
    #expect(f[0].0.count == 4, "the clipped result is the rotated square itself")
  }

  @Test("corner radius rounds the background, and the border is a ring drawn last")
  func cornerRadiusAndBorder() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let card = UIView(frame: CGRect(0, 0, 100, 60))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.blue.cgColor
    let child = UIView(frame: CGRect(0, 0, 10, 10))
    child.backgroundColor = .red
    card.addSubview(child)
    root.addSubview(card)
    let f = fills(DisplayListBuilder.build(root, pixelSize: size, scale: 1))
    #expect(f[0].0.count > 4, "rounded outline")
    #expect(f[1].1 == .red)
    #expect(f.dropFirst(2).allSatisfy { $0.1 == .blue }, "border quads after the subviews")
    #expect(f.count > 6)
  }

  @Test("a label draws its text lines, centred vertically and aligned")
  func labelText() {
    let label = UILabel(frame: CGRect(0, 0, 300, 100))
    label.text = "Hello"
    label.font = .systemFont(ofSize: 10)
    label.textAlignment = .center
    let list = DisplayListBuilder.build(label, pixelSize: size, scale: 2)
    let runs = list.items.compactMap { item -> ([DisplayVertex], TextRun)? in
      if case .texture(let v, .text(let run), _) = item { return (v, run) }
      return nil
    }
    #expect(runs.count == 1)
    #expect(runs[0].1.text == "Hello" && runs[0].1.pixelSize == 20)
    let box = boundingBox(runs[0].0.map(\.position))
    #expect(approx(box, CGRect(2 * 135, 2 * 44, 2 * 30, 2 * 12)))
    #expect(!label.isUserInteractionEnabled)
  }

  @Test(
    "finding (libFuzzer, TextAndDrops): a megabyte-long line is drawn in pieces, only those in view"
  )
  func findingLongLineInPieces() {
    // A megabyte in a label that clips (or any one-line text drawn whole) was one texture
    // millions of pixels wide: SDL allocated it whole (hundreds of megabytes, seconds a frame).
    let label = UILabel(frame: CGRect(0, 0, 200, 30))
    label.font = .systemFont(ofSize: 10)  // 6 pt per character with the estimate
    label.lineBreakMode = .byClipping
    label.text = String(repeating: "abcdefghij", count: 100_000)
    let runs = DisplayListBuilder.build(label, pixelSize: size, scale: 1).items.compactMap {
      item -> (CGRect, TextRun)? in
      if case .texture(let v, .text(let run), _) = item {
        return (boundingBox(v.map(\.position)), run)
      }
      return nil
    }
    #expect(!runs.isEmpty && runs.count <= 3, "\(runs.count) pieces drawn")
    #expect(runs.allSatisfy { $0.1.text.utf8.count <= 1024 })
    #expect(runs.first?.1.text.hasPrefix("abcdefghij") == true)
    #expect(runs.first.map { abs($0.0.minX) < 1 } == true, "the first piece at the line's start")
    #expect(runs.allSatisfy { $0.0.minX < 200 }, "each piece reaches into view")
  }

  @Test(
    "finding (libFuzzer, TextAndDrops): a label given a megabyte truncates it as it truncates a short text"
  )
  func findingMegabyteLabelTruncates() {
    // Truncation took a character off at a time and measured again: minutes for a megabyte.
    // Now the fitting start is found by halving; the result is the one the old loop gave.
    let short = UILabel(frame: CGRect(0, 0, 200, 30))
    short.font = .systemFont(ofSize: 10)  // 6 pt per character with the estimate
    short.text = String(repeating: "abcd efghi", count: 10)
    let long = UILabel(frame: CGRect(0, 0, 200, 30))
    long.font = short.font
    long.text = String(repeating: "abcd efghi", count: 20_000)
    #expect(short.renderedLines == ["abcd efghiabcd efghiabcd efghiab…"])
    #expect(long.renderedLines == short.renderedLines)
    // Attributed text truncates the same way.
    let styled = UILabel(frame: CGRect(0, 0, 200, 30))
    styled.attributedText = NSAttributedString(
      string: long.text!, attributes: [.font: UIFont.systemFont(ofSize: 10)])
    let runs = DisplayListBuilder.build(styled, pixelSize: size, scale: 1).items.compactMap {
      item -> String? in
      if case .texture(_, .text(let run), _) = item { return run.text }
      return nil
    }
    #expect(runs == ["abcd efghiabcd efghiabcd efghiab…"])
  }

  @Test("a multi-line label wraps at words and truncates the last line that fits")
  func labelWrapping() {
    let label = UILabel(frame: CGRect(0, 0, 60, 100))
    label.font = .systemFont(ofSize: 10)  // 6 pt per character with the estimate
    label.numberOfLines = 2
    label.text = "one two three four five"
    #expect(label.renderedLines == ["one two", "three fou…"])
    label.numberOfLines = 0
    #expect(label.renderedLines == ["one two", "three four", "five"])
    label.numberOfLines = 1
    #expect(label.renderedLines == ["one two t…"])
  }

  @Test("an image view lays its image out by content mode")
  func imageView() {
    let image = UIImage(pixelWidth: 20, pixelHeight: 10, rgba: [UInt8](repeating: 255, count: 800))!
    let view = UIImageView(image: image)
    #expect(view.frame.size == CGSize(width: 20, height: 10))
    view.frame = CGRect(0, 0, 100, 100)
    view.contentMode = .scaleAspectFit
    let list = DisplayListBuilder.build(view, pixelSize: size, scale: 1)
    guard case .texture(let vertices, .image(let drawn), _) = list.items.first else {
      Issue.record("expected an image")
      return
    }
    #expect(drawn === image)
    #expect(approx(boundingBox(vertices.map(\.position)), CGRect(0, 25, 100, 50)))
    #expect(!view.isUserInteractionEnabled)
  }

  @Test("draw(_:) runs once and is kept until setNeedsDisplay or a resize")
  func drawCaching() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let v = TriangleView(frame: CGRect(0, 0, 50, 50))
    root.addSubview(v)
    _ = DisplayListBuilder.build(root, pixelSize: size, scale: 1)
    v.center = CGPoint(100, 100)
    let list = DisplayListBuilder.build(root, pixelSize: size, scale: 1)
    #expect(v.draws == 1)
    #expect(fills(list).count == 1 && fills(list)[0].1 == .red)
    v.setNeedsDisplay()
    _ = DisplayListBuilder.build(root, pixelSize: size, scale: 1)
    v.bounds.size = CGSize(width: 60, height: 60)
    _ = DisplayListBuilder.build(root, pixelSize: size, scale: 1)
    #expect(v.draws == 3)
  }

  @Test("UIBezierPath strokes a segment as a quad of the line width, butt caps by default")
  func stroke() {
    @MainActor final class Line: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.blue.setStroke()
        let path = UIBezierPath()
        path.lineWidth = 4
        path.move(to: CGPoint(10, 10))
        path.addLine(to: CGPoint(50, 10))
        path.stroke()
      }
    }
    let f = fills(
      DisplayListBuilder.build(Line(frame: CGRect(0, 0, 100, 100)), pixelSize: size, scale: 1))
    #expect(f.count == 1)
    #expect(approx(boundingBox(f[0].0), CGRect(10, 8, 40, 4)), "butt caps: no overhang, as UIKit")
  }

  @Test("the application's windows are drawn back to front")
  func windowsBackToFront() {
    let scene = TestScene(size: CGSize(width: 100, height: 100))
    scene.window.backgroundColor = .white
    let top = UIWindow(frame: CGRect(0, 0, 50, 50))
    top.windowLevel = .alert
    top.backgroundColor = .red
    top.isHidden = false
    let f = fills(
      DisplayListBuilder.build(scene.app, pixelSize: CGSize(width: 100, height: 100), scale: 1))
    #expect(f.map(\.1) == [.white, .red])
  }

  @Test("concave fills are triangulated correctly")
  func concave() {
    @MainActor final class Chevron: UIView {
      override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(0, 0))
        path.addLine(to: CGPoint(10, 5))
        path.addLine(to: CGPoint(0, 10))
        path.addLine(to: CGPoint(3, 5))
        path.close()
        path.fill()
      }
    }
    let f = fills(
      DisplayListBuilder.build(Chevron(frame: CGRect(0, 0, 20, 20)), pixelSize: size, scale: 1))
    var area: CGFloat = 0
    for (points, _) in f {
      let a = points[0], b = points[1], c = points[2]
      area += abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2
    }
    #expect(abs(area - 35) < 1e-9, "area of the chevron: 50 − 15")
  }
}

@Suite("Debug overlay: hit areas", .debugSwitchesOff)
@MainActor
struct HitAreaOverlayTests {
  static let green = UIColor(red: 0, green: 0.75, blue: 0.3, alpha: 0.9)
  static let red = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.9)
  static let yellow = UIColor(red: 1, green: 0.85, blue: 0, alpha: 1)

  /// The colours of the fills of `scene`'s frame (200 × 200 at scale 1), back to front.
  static func colours(_ scene: TestScene) -> [UIColor] {
    let size = CGSize(width: 200, height: 200)
    return fills(DisplayListBuilder.build(scene.app, pixelSize: size, scale: 1)).map(\.1)
  }

  @Test(
    "outlines show where touches land (green), where they cannot (red), and the last hit path (yellow)"
  )
  func overlay() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let open = UIView(frame: CGRect(0, 0, 50, 50))
    let closed = UIView(frame: CGRect(100, 0, 50, 50))
    closed.isUserInteractionEnabled = false
    let insideClosed = UIView(frame: CGRect(0, 0, 10, 10))
    closed.addSubview(insideClosed)
    scene.window.addSubview(open)
    scene.window.addSubview(closed)
    OpenUIKitDebug.showsHitAreas = true
    defer { OpenUIKitDebug.showsHitAreas = false }
    func colours() -> [UIColor] { Self.colours(scene) }
    let (green, red, yellow) = (Self.green, Self.red, Self.yellow)
    #expect(colours().filter { $0 == green }.count == 8, "window and the open view: 4 edges each")
    #expect(colours().filter { $0 == red }.count == 8, "the closed view and its child")
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(colours().filter { $0 == yellow }.count == 8, "the path: window and the open view")
    #expect(colours().suffix(8).allSatisfy { $0 == yellow }, "drawn on top")
    OpenUIKitDebug.showsHitAreas = false
    #expect(colours().isEmpty)
  }

  @Test(
    "A9: the overlay outlines a view animating without .allowUserInteraction in red, as hit testing skips it"
  )
  func animatingViewIsRed() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let card = UIView(frame: CGRect(0, 0, 50, 50))
    scene.window.addSubview(card)
    OpenUIKitDebug.showsHitAreas = true
    defer { OpenUIKitDebug.showsHitAreas = false }
    func colours() -> [UIColor] { Self.colours(scene) }
    let (green, red) = (Self.green, Self.red)
    #expect(colours().filter { $0 == green }.count == 8, "the window and the card")
    UIView.animate(withDuration: 1, animations: { card.center = CGPoint(100, 100) })
    #expect(scene.window.hitTest(CGPoint(100, 100), with: nil) === scene.window)
    #expect(colours().filter { $0 == red }.count == 4, "the card, while it takes no touches")
    #expect(colours().filter { $0 == green }.count == 4, "the window")
  }

  @Test("a hit area ends at its ancestors' bounds, as hit testing does (A4)")
  func clippedToAncestors() {
    // The overlay is an application's observer: the tree is drawn in a window (a lone tree
    // built with build(_:pixelSize:scale:) has no overlays).
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let parent = UIView(frame: CGRect(0, 0, 100, 100))
    let child = UIView(frame: CGRect(50, 50, 100, 100))
    scene.window.addSubview(parent)
    parent.addSubview(child)
    OpenUIKitDebug.showsHitAreas = true
    defer { OpenUIKitDebug.showsHitAreas = false }
    let quads = fills(
      DisplayListBuilder.build(scene.app, pixelSize: CGSize(width: 200, height: 200), scale: 1))
    let childOutline = quads.filter { boundingBox($0.0).minX >= 49 && boundingBox($0.0).minY >= 49 }
    #expect(
      childOutline.allSatisfy { boundingBox($0.0).maxX <= 100.6 && boundingBox($0.0).maxY <= 100.6 }
    )
    #expect(!childOutline.isEmpty)
  }
}
