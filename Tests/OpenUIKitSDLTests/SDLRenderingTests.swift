import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Tier 2: what the software renderer really draws, read back pixel by pixel.
@Suite("SDL rendering on the software renderer", .serialized)
@MainActor
struct SDLRenderingTests {
  @Test("background colours land on the right pixels")
  func colours() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let red = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
    red.backgroundColor = .red
    t.window.addSubview(red)
    #expect(try t.pixel(20, 20) == RGBA(255, 0, 0))
    #expect(try t.pixel(70, 20) == RGBA(255, 255, 255))
    #expect(try t.pixel(59, 39) == RGBA(255, 0, 0))
    #expect(try t.pixel(60, 40) == RGBA(255, 255, 255), "the max edges are outside")
  }

  @Test(
    "huge geometry from app code draws without trapping; a view beside it keeps its pixels (issue 30)"
  )
  func hugeGeometry() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let green = UIView(frame: CGRect(x: 150, y: 60, width: 40, height: 30))
    green.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    t.window.addSubview(green)
    for transform in [
      CGAffineTransform.identity, CGAffineTransform(scaleX: 1e10, y: 1e10),
      CGAffineTransform(scaleX: 1e-12, y: 1e12),
    ] {
      let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
      huge.backgroundColor = .red
      huge.transform = transform
      t.window.insertSubview(huge, at: 0)
      _ = try t.pixels()
      huge.frame.origin.x += 1
      #expect(try t.pixel(160, 70) == RGBA(0, 255, 0), "\(transform)")
      huge.removeFromSuperview()
    }
  }

  @Test("a translucent parent and its child fade as one group")
  func groupAlpha() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.backgroundColor = .red
    parent.alpha = 0.5
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    child.backgroundColor = .blue
    parent.addSubview(child)
    t.window.addSubview(parent)
    // Blue over red inside the group, then half over white: no red shows through the child.
    #expect(try t.pixel(25, 25).close(to: RGBA(128, 128, 255)))
    #expect(try t.pixel(75, 75).close(to: RGBA(255, 128, 128)))
  }

  @Test("a rotated view covers its rotated outline only")
  func rotation() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let v = UIView(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
    v.backgroundColor = .green
    v.transform = CGAffineTransform(rotationAngle: .pi / 2)
    t.window.addSubview(v)
    #expect(try t.pixel(100, 10) == RGBA(0, 255, 0), "rotated upright, it reaches y 0…100")
    #expect(try t.pixel(60, 50) == RGBA(255, 255, 255), "its old left end is empty now")
  }

  @Test("clipsToBounds on a rotated view clips its child to the rotated square")
  func rotatedClip() throws {
    let t = try SDLTestHost(size: CGSize(width: 200, height: 200))
    defer { t.shutdown() }
    let clipper = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    clipper.transform = CGAffineTransform(rotationAngle: .pi / 4)
    clipper.clipsToBounds = true
    let big = UIView(frame: CGRect(x: -200, y: -200, width: 500, height: 500))
    big.backgroundColor = .blue
    clipper.addSubview(big)
    t.window.addSubview(clipper)
    #expect(try t.pixel(100, 100) == RGBA(0, 0, 255))
    #expect(try t.pixel(100, 35) == RGBA(0, 0, 255), "the diamond's top reaches y ≈ 29")
    #expect(try t.pixel(55, 55) == RGBA(255, 255, 255), "the square's corner is cut away")
    #expect(try t.pixel(145, 145) == RGBA(255, 255, 255))
  }

  @Test("a label's text is drawn inside its frame and nowhere else")
  func text() throws {
    let t = try SDLTestHost(size: CGSize(width: 300, height: 100))
    defer { t.shutdown() }
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
    label.text = "Hello, Grüße"
    label.textColor = .black
    t.window.addSubview(label)
    let (w, pixels) = try t.pixels()
    var inside = 0, outside = 0
    for (index, argb) in pixels.enumerated() where RGBA(argb).r < 128 {
      let x = index % w, y = index / w
      if (20..<220).contains(x) && (20..<60).contains(y) { inside += 1 } else { outside += 1 }
    }
    #expect(inside > 150, "dark text pixels in the label: \(inside)")
    #expect(outside == 0)
    #expect(t.app.hostServices.textSystem is SDLTextSystem)
    #expect(label.intrinsicContentSize.width > 60, "measured with the real font")
  }

  @Test("corner radius and border colour the right pixels")
  func layerProperties() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
    card.backgroundColor = .green
    card.layer.cornerRadius = 20
    card.layer.borderWidth = 4
    card.layer.borderColor = UIColor.blue.cgColor
    t.window.addSubview(card)
    #expect(try t.pixel(11, 11) == RGBA(255, 255, 255), "the rounded corner is empty")
    #expect(try t.pixel(50, 12) == RGBA(0, 0, 255), "the border along the top")
    #expect(try t.pixel(50, 40) == RGBA(0, 255, 0))
  }

  @Test("rectangles at fractional positions cover the pixels whose centres they hold, no gaps")
  func fractionalRectangles() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    // Columns 10, 11 and 12 have their centres in 10.3..<12.7; 13 and 14 in 12.7..<15.2.
    let a = UIView(frame: CGRect(x: 10.3, y: 20, width: 2.4, height: 10))
    a.backgroundColor = .red
    let b = UIView(frame: CGRect(x: 12.7, y: 20, width: 2.5, height: 10))
    b.backgroundColor = .blue
    t.window.addSubview(a)
    t.window.addSubview(b)
    #expect(try t.pixel(9, 25) == RGBA(255, 255, 255))
    #expect(try t.pixel(10, 25) == RGBA(255, 0, 0))
    #expect(try t.pixel(12, 25) == RGBA(255, 0, 0), "SDL alone truncates origin and width apart")
    #expect(try t.pixel(13, 25) == RGBA(0, 0, 255))
    #expect(try t.pixel(14, 25) == RGBA(0, 0, 255))
    #expect(try t.pixel(15, 25) == RGBA(255, 255, 255))
    // A sliver holding no pixel centre covers nothing (SDL would fill one pixel).
    let sliver = UIView(frame: CGRect(x: 40.6, y: 20, width: 0.8, height: 10))
    sliver.backgroundColor = .red
    t.window.addSubview(sliver)
    #expect(try t.pixel(40, 25) == RGBA(255, 255, 255))
    #expect(try t.pixel(41, 25) == RGBA(255, 255, 255))
  }

  @Test("a square border is four bands: a translucent one is blended once, corners included")
  func squareBorderBands() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
    card.layer.borderWidth = 4
    card.layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor
    t.window.addSubview(card)
    let edge = try t.pixel(40, 21)
    #expect(edge != RGBA(255, 255, 255))
    for (x, y) in [(20, 20), (22, 22), (59, 20), (57, 22), (20, 49), (59, 49), (20, 35)] {
      #expect(try t.pixel(x, y) == edge, "(\(x), \(y))")
    }
    #expect(try t.pixel(24, 24) == RGBA(255, 255, 255), "inside the ring")
    #expect(try t.pixel(19, 19) == RGBA(255, 255, 255), "outside the ring")
  }

  @Test("an image is drawn, and a screenshot round-trips through PNG")
  func imagesAndScreenshots() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    var bytes: [UInt8] = []
    for _ in 0..<(4 * 4) { bytes += [255, 128, 0, 255] }
    let image = UIImage(pixelWidth: 4, pixelHeight: 4, rgba: bytes)!
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 100, y: 0, width: 40, height: 40)
    t.window.addSubview(view)
    #expect(try t.pixel(120, 20) == RGBA(255, 128, 0))
    let path = NSTemporaryDirectory() + "openuikit-shot-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try t.host.saveScreenshot(to: path)
    let loaded = try #require(UIImage(contentsOfFile: path))
    #expect(loaded.pixelWidth == 200 && loaded.pixelHeight == 100)
    let offset = (20 * 200 + 120) * 4
    #expect(Array(loaded.rgba[offset..<offset + 4]) == [255, 128, 0, 255])
    // Off the main thread, as UIKit allows: decoded with the decoder the host published.
    let decodedOffMain = onBackgroundThread { UIImage(contentsOfFile: path)?.rgba }
    #expect(decodedOffMain == loaded.rgba)
  }

  @Test("textures stay within a byte budget, are freed when unused, and an image's goes with it")
  func textureCacheBudgetAndLifetime() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let cache = t.host.drawing.textCache
    cache.byteBudget = 200 * 1024
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    t.window.addSubview(label)
    for n in 0..<300 {
      label.text = "text number \(n) with some length"
      t.host.drawFrame()
      #expect(cache.byteCount <= cache.byteBudget)
    }
    #expect(cache.count > 0 && cache.count < 300)
    // Texts no frame draws any more are freed after `maximumAge` frames.
    label.removeFromSuperview()
    for _ in 0...(cache.maximumAge + 32) { t.host.drawFrame() }
    #expect(cache.count == 0 && cache.byteCount == 0)
    // An image's texture is freed once the image is gone.
    let images = t.host.drawing.imageCache
    do {
      let image = UIImage(
        pixelWidth: 8, pixelHeight: 8, rgba: [UInt8](repeating: 200, count: 8 * 8 * 4))!
      let view = UIImageView(image: image)
      view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
      t.window.addSubview(view)
      t.host.drawFrame()
      #expect(images.count == 1 && images.byteCount == 8 * 8 * 4)
      view.removeFromSuperview()
    }
    for _ in 0..<32 { t.host.drawFrame() }
    #expect(images.count == 0 && images.byteCount == 0)
  }

  @Test("an unreadable image gives nil and a diagnostic naming the file")
  func unreadableImage() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let path = NSTemporaryDirectory() + "openuikit-broken-\(getpid()).png"
    _ = FileManager.default.createFile(atPath: path, contents: Data("not a png".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(UIImage(contentsOfFile: path) == nil)
    #expect(UIImage(contentsOfFile: "/no/such/image.png") == nil)
    #expect(t.diagnostics.map(\.code) == [.resourceUnavailable, .resourceUnavailable])
    #expect(t.diagnostics.first?.message.contains(path) == true)
  }

  @Test("UIImage(data:) decodes what pngData() wrote, at the scale asked; garbage gives nil")
  func imageFromData() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let source = try #require(
      UIImage(pixelWidth: 2, pixelHeight: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128]))
    let data = try #require(source.pngData())
    let decoded = try #require(UIImage(data: data, scale: 2))
    #expect(decoded.rgba == source.rgba && decoded.scale == 2 && decoded.size.width == 1)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(t.diagnostics.map(\.code) == [.resourceUnavailable])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
    #expect(!leftovers.contains { $0.hasPrefix("openuikit-image-") }, "the temporary file is gone")
  }

  @Test("a missing font is reported with the package to install, and DejaVu Sans stands in")
  func missingFont() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.font = UIFont.systemFont(ofSize: 14)
    #expect(UIFont(name: "NoSuchFont", size: 12) == nil)
    let system = try #require(t.app.hostServices.textSystem as? SDLTextSystem)
    #expect(system.font(named: "NoSuchFont", pixelSize: 12) != nil, "falls back to DejaVuSans")
    system.catalog = FontCatalog(
      appFontDirectories: [], systemFontDirectories: [], usesFontconfig: false)
    _ = system.font(named: "DejaVuSans", pixelSize: 13)
    #expect(t.diagnostics.contains { $0.message.contains("fonts-dejavu-core") })
  }
}
