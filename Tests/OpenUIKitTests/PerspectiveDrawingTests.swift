import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The pieces that draw offscreen `id`.
@MainActor
func offscreenPieces(_ list: DisplayList, _ id: Int) -> [[DisplayVertex]] {
  list.items.compactMap {
    if case .texture(let vertices, .offscreen(id), _) = $0 { vertices } else { nil }
  }
}

/// Issue 30: how a view or layer in perspective is drawn: flat into an offscreen, then laid
/// over its projected shape in pieces whose corners are exact.
@Suite("Perspective: the display list (issue 30)", .debugSwitchesOff)
@MainActor
struct PerspectiveDrawingTests {
  let size = CGSize(width: 300, height: 200)

  func root() -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    return root
  }

  func card(in root: UIView, _ t: CATransform3D) -> UIView {
    let card = UIView(frame: CGRect(x: 90, y: 50, width: 120, height: 100))
    card.backgroundColor = .red
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
    stripe.backgroundColor = .blue
    card.addSubview(stripe)
    root.addSubview(card)
    card.transform3D = t
    return card
  }

  @Test(
    "the card is drawn flat into an offscreen, then in pieces whose corners are projected exactly")
  func offscreenAndPieces() throws {
    let root = root()
    let t = perspective(.pi / 3.5, 0, 1)
    let card = card(in: root, t)
    let scale: CGFloat = 2
    let list = DisplayListBuilder.build(
      root, pixelSize: CGSize(width: 600, height: 400), scale: scale)
    var offscreen: (id: Int, size: CGSize)?
    var depth = 0, inside: [DisplayItem] = []
    for item in list.items {
      switch item {
      case .beginOffscreen(let id, let size):
        offscreen = (id, size)
        depth += 1
      case .endOffscreen: depth -= 1
      default: if depth > 0 { inside.append(item) }
      }
    }
    let (id, offscreenSize) = try #require(offscreen)
    #expect(depth == 0)
    // Flat inside: the card's background and stripe as upright rectangles.
    #expect(fills(DisplayList(pixelSize: .zero, items: inside)).count == 2)
    let pieces = offscreenPieces(list, id)
    // Depth changes across x only (a turn about y): pieces side by side, one high.
    #expect(pieces.count > 4 && pieces.count <= 64)
    // Every corner: its texture coordinate names a point of the card, which projects exactly
    // where the corner is.
    // Every corner is where the projection puts the card's point its texture coordinate
    // names: unprojecting the corners' positions gives points that the coordinates follow
    // linearly (the offscreen is the card's picture, scaled and moved), to rounding.
    let pairs = pieces.flatMap { $0 }.map { vertex in
      (
        local: unprojected(
          CGPoint(x: vertex.position.x / scale, y: vertex.position.y / scale), card, t),
        uv: vertex.uv
      )
    }
    for axis in [\CGPoint.x, \CGPoint.y] {
      let low = pairs.min { $0.local[keyPath: axis] < $1.local[keyPath: axis] }!
      let high = pairs.max { $0.local[keyPath: axis] < $1.local[keyPath: axis] }!
      let slope =
        (high.uv[keyPath: axis] - low.uv[keyPath: axis])
        / (high.local[keyPath: axis] - low.local[keyPath: axis])
      for pair in pairs {
        let predicted =
          low.uv[keyPath: axis] + (pair.local[keyPath: axis] - low.local[keyPath: axis]) * slope
        #expect(abs(pair.uv[keyPath: axis] - predicted) < 1e-9)
      }
      // The offscreen holds the card whole: the bounds' edges fall within 0…1.
      #expect(low.uv[keyPath: axis] >= 0 && high.uv[keyPath: axis] <= 1 + 1e-12)
    }
    // Together they cover the projected card, and at most one cell more.
    let hull = boundingBox(pieces.flatMap { $0.map(\.position) })
    let corners = card.bounds.corners4.map {
      projected($0, bounds: card.bounds, center: card.center, t)!
    }
    let box = boundingBox(corners).applying(CGAffineTransform(scaleX: scale, y: scale))
    #expect(hull.insetBy(dx: -1e-6, dy: -1e-6).contains(box))
    #expect(hull.width < box.width * 1.2 && abs(hull.minX - box.minX) < 1e-6)
    let resolution = offscreenSize.height / card.bounds.height
    // The near edge is drawn as sharp as the screen shows it: at least 2 pixels a point.
    #expect(resolution >= scale)
  }

  @Test("a card turning by transform.rotation.y over its m34 is drawn where its presentation is")
  func layerAnimation() throws {
    let scene = TestScene(size: size)
    var p = CATransform3DIdentity
    p.m34 = -1 / 300
    let card = card(in: scene.window, p)
    let flip = CABasicAnimation(keyPath: "transform.rotation.y")
    flip.fromValue = 0
    flip.toValue = CGFloat.pi
    flip.duration = 1
    card.layer.add(flip, forKey: "flip")
    scene.clock.advance(by: 0.25)
    let shown = try #require(card.layer.presentation()).transform
    let expected = CATransform3DRotate(p, .pi / 4, 0, 1, 0)
    for (a, b) in zip(entries(shown), entries(expected)) { #expect(abs(a - b) < 1e-9) }
    #expect(card.transform3D == p, "the model keeps its transform")
    let list = DisplayListBuilder.build(scene.app, pixelSize: size, scale: 1)
    let ids = list.items.compactMap {
      if case .beginOffscreen(let id, _) = $0 { id } else { nil }
    }
    let id = try #require(ids.first)
    let hull = boundingBox(offscreenPieces(list, id).flatMap { $0.map(\.position) })
    let corners = card.bounds.corners4.map {
      projected($0, bounds: card.bounds, center: card.center, expected)!
    }
    #expect(abs(hull.minX - boundingBox(corners).minX) < 1e-6)
    // The pieces cover whole offscreen pixels: up to one more below the card.
    let extra = hull.height - boundingBox(corners).height
    #expect(extra > -1e-6 && extra < 1.5)
  }

  @Test("a turn about y with no m34 flattens to its plane part: drawn directly, no offscreen")
  func depthWithoutPerspective() {
    let root = root()
    let card = card(in: root, CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
    #expect(!CATransform3DIsAffine(card.transform3D))
    let list = DisplayListBuilder.build(root, pixelSize: size, scale: 1)
    #expect(!list.items.contains { if case .beginOffscreen = $0 { true } else { false } })
    // Squeezed to half its width about its centre: 60 points from x 120 to 180.
    let red = fills(list).first { $0.1 == .red }.map { boundingBox($0.0) }
    #expect(red.map { approx($0, CGRect(x: 120, y: 50, width: 60, height: 100), 1e-9) } == true)
  }

  @Test("isDoubleSided = false hides a card turned away; true shows it mirrored")
  func doubleSided() {
    let root = root()
    let card = card(in: root, perspective(.pi * 0.8, 0, 1))
    func pieces() -> Int {
      let list = DisplayListBuilder.build(root, pixelSize: size, scale: 1)
      return list.items.filter {
        if case .texture(_, .offscreen, _) = $0 { true } else { false }
      }.count
    }
    #expect(pieces() > 0)
    card.layer.isDoubleSided = false
    #expect(pieces() == 0)
    card.transform3D = perspective(.pi * 0.2, 0, 1)
    #expect(pieces() > 0, "facing the viewer again")
  }

  @Test("a standalone layer in perspective is projected too, its sublayers with it")
  func standaloneLayer() throws {
    let root = root()
    let layer = CALayer()
    layer.frame = CGRect(x: 100, y: 40, width: 100, height: 120)
    layer.backgroundColor = UIColor.green.cgColor
    let dot = CALayer()
    dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    dot.backgroundColor = UIColor.blue.cgColor
    layer.addSublayer(dot)
    root.layer.addSublayer(layer)
    let t = perspective(.pi / 4, 1, 0)
    layer.transform = t
    let list = DisplayListBuilder.build(root, pixelSize: size, scale: 1)
    let begins = list.items.compactMap {
      if case .beginOffscreen(let id, _) = $0 { id } else { nil }
    }
    let id = try #require(begins.first)
    let hull = boundingBox(offscreenPieces(list, id).flatMap { $0.map(\.position) })
    let corners = layer.bounds.corners4.map {
      projected($0, bounds: layer.bounds, center: layer.position, t)!
    }
    let box = boundingBox(corners)
    #expect(hull.insetBy(dx: -1e-6, dy: -1e-6).contains(box))
    #expect(hull.height < box.height * 1.2 && abs(hull.minY - box.minY) < 1e-6)
    // A positive turn about x brings the bottom edge nearer: wider than the top.
    #expect(corners[2].x - corners[3].x > corners[1].x - corners[0].x + 10)
  }

  @Test("drawing into a context (drawHierarchy) keeps the plane part: contexts have no offscreens")
  func contextDrawing() {
    let root = root()
    _ = card(in: root, perspective(.pi / 3.5, 0, 1))
    let image = UIGraphicsImageRenderer(size: size).image { _ in
      root.drawHierarchy(in: root.bounds, afterScreenUpdates: false)
    }
    // The plane part squeezes the card about its centre (75 points wide): red just inside its
    // right edge, white just outside (projected, the right edge would be 5 points further in).
    let i = (100 * image.pixelWidth + 185) * 4
    #expect(Array(image.rgba[i..<(i + 3)]) == [255, 0, 0])
    let j = (100 * image.pixelWidth + 190) * 4
    #expect(Array(image.rgba[j..<(j + 3)]) == [255, 255, 255])
  }
}

/// The point of `view`'s bounds that `t` projects to `p` (its superview's coordinates):
/// the projection's two equations solved for x and y.
func unprojected(_ p: CGPoint, _ view: UIView, _ t: CATransform3D) -> CGPoint {
  // X·(x·m14 + y·m24 + m44) = x·m11 + y·m21 + m41, and likewise for Y, with x, y about the
  // bounds' centre and X, Y about the view's centre.
  let X = p.x - view.center.x, Y = p.y - view.center.y
  let a = t.m11 - X * t.m14, b = t.m21 - X * t.m24, e = X * t.m44 - t.m41
  let c = t.m12 - Y * t.m14, d = t.m22 - Y * t.m24, f = Y * t.m44 - t.m42
  let det = a * d - b * c
  let x = (e * d - b * f) / det, y = (a * f - e * c) / det
  return CGPoint(x: x + view.bounds.midX, y: y + view.bounds.midY)
}

extension CGRect {
  /// The corners clockwise from the origin.
  var corners4: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY),
      CGPoint(x: minX, y: maxY),
    ]
  }
}

extension DisplayList {
  init(pixelSize: CGSize, items: [DisplayItem]) {
    self.init(pixelSize: pixelSize)
    self.items = items
  }
}
