import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Tier 2, issue 30: a card turned in perspective (`m34`) as the software renderer draws it,
/// read back pixel by pixel and compared with the projection computed the long way.
@Suite("SDL: views in perspective", .serialized)
@MainActor
struct SDLPerspectiveTests {
  static let turn: CATransform3D = {
    var p = CATransform3DIdentity
    p.m34 = -1 / 300
    return CATransform3DRotate(p, .pi / 3.5, 0, 1, 0)
  }()

  /// A red card 120 × 100 centred at (150, 100) with a blue stripe over its left 40 points.
  private func card(in t: SDLTestHost) -> UIView {
    let card = UIView(frame: CGRect(x: 90, y: 50, width: 120, height: 100))
    card.backgroundColor = .red
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
    stripe.backgroundColor = .blue
    card.addSubview(stripe)
    t.window.addSubview(card)
    card.layer.transform = Self.turn
    return card
  }

  /// Where the card's point (x, y) lands: the row vector times the matrix, divided by w.
  private func onScreen(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    let t = Self.turn
    let (lx, ly) = (x - 60, y - 50)
    let w = lx * t.m14 + ly * t.m24 + t.m44
    return CGPoint(
      x: 150 + (lx * t.m11 + ly * t.m21 + t.m41) / w,
      y: 100 + (lx * t.m12 + ly * t.m22 + t.m42) / w)
  }

  @Test("the near edge is drawn taller than the far one, each as tall as the projection says")
  func edgeHeights() throws {
    let t = try SDLTestHost(size: CGSize(width: 300, height: 200))
    defer { t.shutdown() }
    _ = card(in: t)
    let (width, pixels) = try t.pixels()
    func drawnHeight(atColumn x: Int) -> Int {
      (0..<200).filter { y in RGBA(pixels[y * width + x]) != RGBA(255, 255, 255) }.count
    }
    // The height the projected quad has at a column's centre: between its top and bottom edges.
    func expectedHeight(atColumn x: Int) -> CGFloat {
      func edgeY(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        a.y + (b.y - a.y) * (CGFloat(x) + 0.5 - a.x) / (b.x - a.x)
      }
      return edgeY(onScreen(0, 100), onScreen(120, 100)) - edgeY(onScreen(0, 0), onScreen(120, 0))
    }
    let left = Int(onScreen(0, 50).x.rounded(.up)) + 1
    let right = Int(onScreen(120, 50).x.rounded(.down)) - 2
    for x in [left, (left + right) / 2, right] {
      let drawn = CGFloat(drawnHeight(atColumn: x))
      #expect(abs(drawn - expectedHeight(atColumn: x)) <= 1.5, "column \(x): \(drawn) drawn")
    }
    #expect(drawnHeight(atColumn: left) > drawnHeight(atColumn: right) + 20)
    // Nothing outside the quad: the columns just past its edges are white.
    #expect(drawnHeight(atColumn: left - 3) == 0 && drawnHeight(atColumn: right + 4) == 0)
  }

  @Test("the stripe ends where the projection puts it, on every row: lines stay straight")
  func stripeEdge() throws {
    let t = try SDLTestHost(size: CGSize(width: 300, height: 200))
    defer { t.shutdown() }
    _ = card(in: t)
    for localY in stride(from: CGFloat(10), through: 90, by: 20) {
      let edge = onScreen(40, localY)
      let y = Int(edge.y)
      // A pixel and a half either side: the texture pieces must not bend the line.
      let blue = try t.pixel(Int((edge.x - 1.5).rounded(.down)), y)
      let red = try t.pixel(Int((edge.x + 1.5).rounded(.down)), y)
      #expect(blue == RGBA(0, 0, 255), "left of the stripe's edge at y \(y): \(blue)")
      #expect(red == RGBA(255, 0, 0), "right of the stripe's edge at y \(y): \(red)")
    }
  }

  @Test("a card drawn again for damage over it keeps its flat picture until its content changes")
  func keptOffscreen() throws {
    let t = try SDLTestHost(size: CGSize(width: 300, height: 200))
    defer { t.shutdown() }
    let card = card(in: t)
    let dot = UIView(frame: CGRect(x: 120, y: 90, width: 10, height: 10))
    dot.backgroundColor = .green
    t.window.addSubview(dot)
    let pool = t.host.drawing.offscreens
    _ = try t.pixels()
    var draws = pool.drawCount
    #expect(draws == 1)
    /// The frame now, then the same frame drawn from nothing (the pool emptied).
    func frameAndFresh() throws -> (kept: [UInt32], fresh: [UInt32]) {
      let kept = try t.pixels().pixels
      pool.removeAll()
      t.app.setNeedsRedraw()
      return (kept, try t.pixels().pixels)
    }
    for step in 1...3 {
      // The dot moves over the card: its area is drawn again, the card's picture is kept.
      dot.center.x += 15
      let (kept, fresh) = try frameAndFresh()
      #expect(pool.drawCount == draws + 1, "step \(step): one draw, for the fresh frame")
      #expect(kept == fresh, "step \(step)")
      draws = pool.drawCount
    }
    card.subviews[0].backgroundColor = .yellow
    let (changed, fresh) = try frameAndFresh()
    #expect(pool.drawCount == draws + 2, "its content changed: drawn again")
    #expect(changed == fresh)
  }

  @Test("a frame redrawing only damage over the card equals a whole redraw")
  func damage() throws {
    let t = try SDLTestHost(size: CGSize(width: 300, height: 200))
    defer { t.shutdown() }
    let card = card(in: t)
    let dot = UIView(frame: CGRect(x: 140, y: 90, width: 10, height: 10))
    dot.backgroundColor = .green
    t.window.addSubview(dot)
    _ = try t.pixels()
    for step in 0..<6 {
      dot.center.x += 7
      if step == 3 { card.subviews[0].backgroundColor = .yellow }
      let damaged = try t.pixels().pixels
      #expect(!t.host.drawing.redrewWholeFrame)
      t.app.setNeedsRedraw()
      let whole = try t.pixels().pixels
      #expect(damaged == whole, "step \(step)")
    }
  }
}
