import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Tier 2, HiDPI: on a window whose drawable has two pixels per point, everything is drawn at
/// the pixel size, not drawn at 1× and scaled up: a 14-pt label gives the pixels a 28-pt label
/// gives at 1×, a 1-pt line covers two pixel rows, a half-point edge falls on a pixel boundary.
/// The dummy driver has no HiDPI windows: the host's metrics are set as SDL reports them on one
/// (a 200×100-pixel drawable for a 100×50-point window).
@Suite("HiDPI output at 2× on the software renderer", .serialized)
@MainActor
struct SDLHiDPITests {
  /// A host drawing 100×50 points into 200×100 pixels.
  private func twoX() throws -> SDLTestHost {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 100))
    t.host.translator.metrics = SDLWindowMetrics(
      pointSize: CGSize(width: 100, height: 50), pixelSize: CGSize(width: 200, height: 100))
    t.window.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    return t
  }

  @Test("a 1-pt line covers two pixel rows, and a half-point edge falls between pixels")
  func linesAndEdges() throws {
    let t = try twoX()
    defer { t.shutdown() }
    let line = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 1))
    line.backgroundColor = .black
    let half = UIView(frame: CGRect(x: 10.5, y: 20, width: 20, height: 10))
    half.backgroundColor = .blue
    t.window.addSubview(line)
    t.window.addSubview(half)
    let (w, p) = try t.pixels()
    #expect(w == 200)
    let column = (18...23).map { RGBA(p[$0 * w + 40]) }
    #expect(
      column == [.white, .white, .black, .black, .white, .white].map { $0 },
      "pixel rows 18–23 at x 40: \(column)")
    // 10.5 pt is pixel 21 exactly: pixel 20 is white, pixel 21 fully blue; no blended column.
    #expect(RGBA(p[45 * w + 20]) == .white)
    #expect(RGBA(p[45 * w + 21]) == RGBA(0, 0, 255))
    #expect(RGBA(p[45 * w + 60]) == RGBA(0, 0, 255), "20.5 + 10 pt = pixel 61 is the first outside")
    #expect(RGBA(p[45 * w + 61]) == .white)
  }

  @Test("a 14-pt label at 2× draws the pixels a 28-pt label draws at 1×: text is never upscaled")
  func crispText() throws {
    let crisp = try labelInk(scale: 2)
    let reference = try labelInk(scale: 1)
    #expect(crisp.box.width > 40 && crisp.box.height > 12, "the text was drawn: \(crisp.box)")
    #expect(abs(crisp.box.width - reference.box.width) <= 1)
    #expect(abs(crisp.box.height - reference.box.height) <= 2)
    // Aligned by their ink's top-left corner, the two agree pixel for pixel, within what
    // rounding the line's position may shift. Text drawn at 14 px and scaled up would blur
    // every glyph edge over two pixels.
    var differing = 0
    for y in 0..<crisp.box.height {
      for x in 0..<crisp.box.width {
        let a = crisp.ink(x, y), b = reference.ink(x, y)
        if abs(a - b) > 48 { differing += 1 }
      }
    }
    let share = Double(differing) / Double(crisp.box.width * crisp.box.height)
    #expect(share < 0.02, "\(differing) of the text's pixels differ (\(share * 100)%)")
  }

  /// The darkness (0 white … 255 black) of a black "Hillo" label's pixels inside its ink
  /// bounding box, drawn at `scale` so that it is 28 pixels tall either way.
  private func labelInk(scale: Int) throws -> (
    box: (width: Int, height: Int), ink: (Int, Int) -> Int
  ) {
    let t = scale == 2 ? try twoX() : try SDLTestHost(size: CGSize(width: 200, height: 100))
    defer { t.shutdown() }
    let points = CGFloat(2 / scale)
    let label = UILabel(
      frame: CGRect(x: 5 * points, y: 5 * points, width: 90 * points, height: 40 * points))
    label.text = "Hillo"
    label.font = .systemFont(ofSize: 14 * points)
    label.textColor = .black
    t.window.addSubview(label)
    let (w, p) = try t.pixels()
    let h = p.count / w
    func darkness(_ x: Int, _ y: Int) -> Int { 255 - RGBA(p[y * w + x]).g }
    var minX = w, minY = h, maxX = -1, maxY = -1
    for y in 0..<h {
      for x in 0..<w where darkness(x, y) > 64 {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }
    let box = (width: max(0, maxX - minX + 1), height: max(0, maxY - minY + 1))
    return (
      box,
      { x, y in
        let (px, py) = (minX + x, minY + y)
        return px < w && py < h ? darkness(px, py) : 0
      }
    )
  }
}

extension RGBA {
  static let white = RGBA(255, 255, 255)
  static let black = RGBA(0, 0, 0)
}
