import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Draws a bar that reaches `overflow` points past its right edge: content outside the bounds,
/// which drawing cuts off at the bounds as UIKit's backing store does.
@MainActor
private final class OverflowingView: UIView {
  var overflow: CGFloat = 10 { didSet { setNeedsDisplay() } }
  var barColor: UIColor = .purple { didSet { setNeedsDisplay() } }
  override func draw(_ rect: CGRect) {
    barColor.setFill()
    UIRectFill(CGRect(x: bounds.width - 4, y: 2, width: 4 + overflow, height: 6))
  }
}

/// Tier 2: damage tracking. A frame that redraws only the damaged areas must show exactly the
/// pixels a whole redraw shows, whatever changed.
@Suite("damage tracking on the software renderer", .serialized)
@MainActor
struct SDLDamageTests {
  /// Wide and tall striped images, so an aspect fill reaches outside its view.
  private let stripes: [UIImage] = [(24, 4), (4, 30), (12, 12)].map { size in
    let (w, h) = size
    var bytes: [UInt8] = []
    for y in 0..<h {
      for x in 0..<w {
        bytes += (x + y) % 2 == 0 ? [200, 40, 40, 255] : [40, 40, 200, 255]
      }
    }
    return UIImage(pixelWidth: w, pixelHeight: h, rgba: bytes)!
  }

  /// A random tree: nested, clipping, rotated (some in perspective, through ``mutate``),
  /// rounded and bordered, translucent groups,
  /// labels, views drawing outside their bounds.
  private func populate(_ root: UIView, _ random: inout SplitMix64) -> [UIView] {
    var all: [UIView] = []
    func make(depth: Int, in parent: UIView) {
      for _ in 0..<Int.random(in: 2...5, using: &random) {
        let kind = Int.random(in: 0..<10, using: &random)
        let view: UIView
        if kind == 0 {
          let label = UILabel()
          label.text = ["Hello", "OpenUIKit damage", "x"].randomElement(using: &random)
          view = label
        } else if kind == 1 {
          view = OverflowingView()
        } else if kind == 2 {
          // An image reaching outside its view, as a layer's contents may.
          let imageView = UIImageView()
          imageView.contentMode = .scaleAspectFill
          imageView.image = stripes[Int.random(in: 0..<stripes.count, using: &random)]
          view = imageView
        } else {
          view = UIView()
        }
        view.frame = randomFrame(in: parent.bounds, &random)
        view.backgroundColor = randomColor(&random)
        if Int.random(in: 0..<6, using: &random) == 0 { view.clipsToBounds = true }
        if Int.random(in: 0..<8, using: &random) == 0 { view.alpha = 0.6 }
        if Int.random(in: 0..<8, using: &random) == 0 {
          view.transform = CGAffineTransform(rotationAngle: 0.3)
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
          view.layer.cornerRadius = 6
          view.layer.borderWidth = 2
          view.layer.borderColor = UIColor.black.cgColor
        }
        parent.addSubview(view)
        all.append(view)
        if depth < 2 && Bool.random(using: &random) { make(depth: depth + 1, in: view) }
      }
    }
    make(depth: 0, in: root)
    return all
  }

  private func randomFrame(in area: CGRect, _ random: inout SplitMix64) -> CGRect {
    let w = CGFloat.random(in: 8...max(9, area.width * 0.6), using: &random)
    let h = CGFloat.random(in: 8...max(9, area.height * 0.6), using: &random)
    let x = CGFloat.random(in: -10...max(-9, area.width - w + 10), using: &random)
    let y = CGFloat.random(in: -10...max(-9, area.height - h + 10), using: &random)
    return CGRect(x: x.rounded(), y: y.rounded(), width: w.rounded(), height: h.rounded())
  }

  private func randomColor(_ random: inout SplitMix64) -> UIColor {
    UIColor(
      red: CGFloat(Int.random(in: 0...4, using: &random)) / 4,
      green: CGFloat(Int.random(in: 0...4, using: &random)) / 4,
      blue: CGFloat(Int.random(in: 0...4, using: &random)) / 4, alpha: 1)
  }

  /// One random change of the kinds an app makes between frames.
  /// - Returns: Which kind of change it made, for a failure's message.
  @discardableResult
  private func mutate(_ views: inout [UIView], root: UIView, _ random: inout SplitMix64) -> Int {
    let view = views.randomElement(using: &random)!
    let kind = Int.random(in: 0..<15, using: &random)
    switch kind {
    case 0: view.backgroundColor = randomColor(&random)
    case 1: view.center.x += CGFloat(Int.random(in: -3...3, using: &random))
    case 2: view.frame = randomFrame(in: view.superview?.bounds ?? root.bounds, &random)
    case 3: view.isHidden.toggle()
    case 4: view.alpha = [1, 0.5, 0, 0.8].randomElement(using: &random)!
    case 5:
      let angle = CGFloat.random(in: -1...1, using: &random)
      if Bool.random(using: &random) {
        view.transform = CGAffineTransform(rotationAngle: angle)
      } else {
        // In perspective: drawn through an offscreen in pieces (issue 30).
        var p = CATransform3DIdentity
        p.m34 = -1 / 200
        view.transform3D = CATransform3DRotate(p, angle, Bool.random(using: &random) ? 1 : 0, 1, 0)
      }
    case 6: view.clipsToBounds.toggle()
    case 7: view.superview?.bringSubviewToFront(view)
    case 8:
      // Removed, then put back somewhere else in the tree (or left out).
      view.removeFromSuperview()
      if Bool.random(using: &random) {
        let host =
          views.filter { $0 !== view && !$0.isDescendant(of: view) }
          .randomElement(using: &random) ?? root
        host.addSubview(view)
      } else {
        views.removeAll { $0.isDescendant(of: view) }
      }
    case 9:
      if let label = view as? UILabel {
        label.text = ["Hi", "A longer line of text", "", "Damage!"].randomElement(using: &random)
      } else {
        view.bounds.origin.x += 2
      }
    case 10:
      if let overflowing = view as? OverflowingView {
        overflowing.overflow = .random(in: 0...60, using: &random).rounded()
      } else if let imageView = view as? UIImageView {
        imageView.contentMode = [.center, .scaleAspectFill, .scaleAspectFit, .topLeft]
          .randomElement(using: &random)!
      } else {
        view.layer.cornerRadius = .random(in: 0...10, using: &random).rounded()
      }
    case 11:
      if let overflowing = view as? OverflowingView {
        overflowing.barColor = randomColor(&random)
      } else if let imageView = view as? UIImageView {
        imageView.image = stripes.randomElement(using: &random)
      } else {
        view.layer.borderWidth = view.layer.borderWidth > 0 ? 0 : 3
      }
    case 12:
      let fresh = Int.random(in: 0..<3, using: &random) == 0 ? OverflowingView() : UIView()
      fresh.frame = randomFrame(in: view.bounds, &random)
      fresh.backgroundColor = randomColor(&random)
      view.addSubview(fresh)
      views.append(fresh)
    case 13: view.bounds.size.width += CGFloat(Int.random(in: -4...4, using: &random))
    default: view.superview?.sendSubviewToBack(view)
    }
    return kind
  }

  private func compareRounds(seed: UInt64, usesCanvas: Bool?) throws {
    let t = try SDLTestHost(size: CGSize(width: 240, height: 180), usesCanvas: usesCanvas)
    defer { t.shutdown() }
    var random = SplitMix64(state: seed)
    var views = populate(t.window, &random)
    _ = try t.pixels()
    var partialFrames = 0
    for round in 0..<120 {
      var kinds: [Int] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        if views.isEmpty { views = populate(t.window, &random) }
        kinds.append(mutate(&views, root: t.window, &random))
      }
      let damaged = try t.pixels().pixels
      if !t.host.drawing.redrewWholeFrame { partialFrames += 1 }
      t.app.setNeedsRedraw()
      let whole = try t.pixels().pixels
      let differing = zip(damaged, whole).enumerated().first { $0.element.0 != $0.element.1 }
      if let (index, _) = differing {
        Issue.record(
          "seed \(seed), round \(round), changes \(kinds): pixel (\(index % 240), \(index / 240)) differs from a whole redraw"
        )
        return
      }
    }
    #expect(partialFrames > 100, "most frames redraw only what changed")
  }

  @Test(
    "random changes: a frame redrawing only the damage equals a whole redraw",
    arguments: Array(1...8))
  func damagedFramesMatchWholeFrames(seed: Int) throws {
    try compareRounds(seed: UInt64(seed), usesCanvas: nil)
  }

  @Test("the same through a canvas texture, as on an accelerated renderer")
  func canvasMatchesWholeFrames() throws {
    try compareRounds(seed: 7, usesCanvas: true)
  }

  @Test("a colour change of one view among 400 redraws only that view's area")
  func oneViewChange() throws {
    let t = try SDLTestHost(size: CGSize(width: 400, height: 400))
    defer { t.shutdown() }
    var views: [UIView] = []
    for index in 0..<400 {
      let view = UIView(
        frame: CGRect(x: index % 20 * 20, y: index / 20 * 20, width: 18, height: 18))
      view.backgroundColor = .blue
      t.window.addSubview(view)
      views.append(view)
    }
    _ = try t.pixels()
    #expect(t.host.drawing.redrewWholeFrame)
    views[45].backgroundColor = .red
    #expect(try t.pixel(109, 49) == RGBA(255, 0, 0))
    let areas = t.host.drawing.redrawnAreas
    #expect(!t.host.drawing.redrewWholeFrame)
    #expect(areas.count == 1)
    #expect(
      areas.first.map { [$0.x, $0.y, $0.w, $0.h] } == [99, 39, 20, 20],
      "the frame and a pixel round it")
    // Nothing changed: nothing is redrawn, and the pixels stay.
    _ = try t.pixels()
    #expect(t.host.drawing.redrawnAreas.isEmpty)
    #expect(try t.pixel(109, 49) == RGBA(255, 0, 0))
  }

  @Test("draw(_:) content outside the bounds is cut off, as UIKit's backing store cuts it")
  func drawnContentStaysInBounds() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    let view = OverflowingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.overflow = 10
    t.window.addSubview(view)
    #expect(try t.pixel(28, 14) == RGBA(128, 0, 128))
    #expect(try t.pixel(31, 14) == RGBA(255, 255, 255), "past the right edge")
  }

  @Test("an aspect-fill image reaching outside its view is redrawn where it lands")
  func overflowingImage() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int) -> UIImage {
      let bytes = [UInt8]((0..<(width * 2)).flatMap { _ -> [UInt8] in [r, g, b, 255] })
      return UIImage(pixelWidth: width, pixelHeight: 2, rgba: bytes)!
    }
    let imageView = UIImageView(frame: CGRect(x: 80, y: 40, width: 20, height: 20))
    imageView.contentMode = .scaleAspectFill
    imageView.image = solid(255, 0, 0, width: 8)
    t.window.addSubview(imageView)
    #expect(try t.pixel(125, 50) == RGBA(255, 0, 0), "80 wide, centred on the view")
    imageView.image = solid(0, 0, 255, width: 2)
    #expect(try t.pixel(125, 50) == RGBA(255, 255, 255), "the old image's overflow is cleared")
    #expect(!t.host.drawing.redrewWholeFrame)
    imageView.contentMode = .center
    imageView.image = solid(0, 255, 0, width: 100)
    #expect(try t.pixel(45, 50) == RGBA(0, 255, 0), "100 wide at its own size")
    imageView.frame.origin.x += 30
    #expect(try t.pixel(45, 50) == RGBA(255, 255, 255), "moved: its old overflow is cleared")
    #expect(try t.pixel(75, 50) == RGBA(0, 255, 0))
  }
}
