import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Tier 2, the GPU: the same scene drawn by an accelerated SDL renderer (OpenGL through EGL on
/// the offscreen driver; Mesa's llvmpipe on a machine without a GPU) and by the software one
/// must give the same picture, within what two rasterizers may differ by at edges.
///
/// The run needs Mesa's EGL and GL drivers (`libegl-mesa0`, `libgl1-mesa-dri`, installed by
/// scripts/install-deps). It is on when `OPENUIKIT_GPU_TESTS=1`, as scripts/test sets it;
/// plain `swift test` and the sanitizer run (Mesa's own allocations are not ours to check)
/// leave it off.
@Suite(
  "The accelerated renderer draws what the software one draws", .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_GPU_TESTS"] == "1"))
@MainActor
struct SDLAcceleratedRenderingTests {
  static let size = CGSize(width: 320, height: 240)

  @Test("a scene of fills, rounded corners, borders, alpha, a rotation and text matches")
  func sceneMatches() throws {
    let software = try render(videoDriver: "dummy", software: true)
    let accelerated = try render(videoDriver: "offscreen", software: false)
    #expect(!accelerated.isSoftware, "SDL gave no accelerated renderer: is Mesa installed?")
    #expect(accelerated.name != "software")
    let comparison = PixelComparison(software.pixels, accelerated.pixels)
    let worst = comparison.worstBlock(width: Int(Self.size.width), differingBy: 32)
    print(
      "GPU comparison (\(accelerated.name)): \(comparison.share(differingBy: 8) * 100)% over 8 levels, \(comparison.share(differingBy: 64) * 100)% over 64, mean \(comparison.meanDifference), worst 8×8 block \(worst)"
    )
    // Interiors agree exactly or nearly; edges (antialiased text, triangle edges) may differ
    // by a pixel's coverage, on a small share of the picture.
    #expect(comparison.count == software.pixels.count)
    #expect(
      comparison.share(differingBy: 8) < 0.01,
      "\(comparison.share(differingBy: 8) * 100)% of pixels differ by more than 8 levels")
    // 0.75 %: the perspective card adds about 200 edge pixels (0.25 % of the picture) where
    // the two rasterizers put an edge of a texture piece a column apart.
    #expect(
      comparison.share(differingBy: 64) < 0.0075,
      "\(comparison.share(differingBy: 64) * 100)% of pixels differ by more than 64 levels")
    #expect(comparison.meanDifference < 1.5, "mean difference \(comparison.meanDifference)")
    #expect(worst <= 24, "an 8×8 block has \(worst) pixels differing by more than 32 levels")
  }

  @Test("the scene is not blank: the comparison would see a missing draw")
  func sceneIsDrawn() throws {
    let accelerated = try render(videoDriver: "offscreen", software: false)
    let drawn = accelerated.pixels.filter { $0 & 0xFF_FFFF != 0xFF_FFFF }.count
    #expect(drawn > accelerated.pixels.count / 3, "a third of the picture is drawn on: \(drawn)")
    let red = accelerated.pixels[60 * Int(Self.size.width) + 30]
    #expect(RGBA(red).close(to: RGBA(255, 0, 0)), "a red fill at (30, 60): \(RGBA(red))")
  }

  private struct Rendering {
    let pixels: [UInt32]
    let isSoftware: Bool
    let name: String
  }

  private func render(videoDriver: String, software: Bool) throws -> Rendering {
    let t = try SDLTestHost(size: Self.size, videoDriver: videoDriver, softwareRenderer: software)
    defer { t.shutdown() }
    Self.buildScene(in: t.window)
    let (_, _, pixels) = try t.host.readPixels()
    if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_GPU_TESTS_SAVE"] {
      try t.host.saveScreenshot(
        to: "\(folder)/gpu-scene-\(software ? "software" : "accelerated").png")
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(t.host.renderer, &info)
    return Rendering(
      pixels: pixels, isSoftware: t.host.drawing.isSoftware, name: String(cString: info.name))
  }

  /// Every kind of primitive the renderer draws: axis-aligned and fractional fills, rounded
  /// corners, square and rounded borders, a translucent group, a rotated view with a child,
  /// a clip, text and a card in perspective.
  static func buildScene(in window: UIWindow) {
    let red = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 80))
    red.backgroundColor = .red
    let fractional = UIView(frame: CGRect(x: 80.4, y: 10.6, width: 30.5, height: 20.25))
    fractional.backgroundColor = .blue
    let rounded = UIView(frame: CGRect(x: 120, y: 10, width: 80, height: 60))
    rounded.backgroundColor = .systemGreen
    rounded.layer.cornerRadius = 16
    rounded.layer.borderWidth = 3
    rounded.layer.borderColor = UIColor.black.cgColor
    let bordered = UIView(frame: CGRect(x: 210, y: 10, width: 90, height: 60))
    bordered.backgroundColor = .yellow
    bordered.layer.borderWidth = 4
    bordered.layer.borderColor = UIColor.purple.cgColor
    let group = UIView(frame: CGRect(x: 10, y: 110, width: 100, height: 100))
    group.backgroundColor = .orange
    group.alpha = 0.6
    let inner = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    inner.backgroundColor = .blue
    group.addSubview(inner)
    let rotated = UIView(frame: CGRect(x: 140, y: 120, width: 80, height: 50))
    rotated.backgroundColor = .cyan
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
    rotated.clipsToBounds = true
    let poking = UIView(frame: CGRect(x: 50, y: 20, width: 60, height: 60))
    poking.backgroundColor = .magenta
    rotated.addSubview(poking)
    let label = UILabel(frame: CGRect(x: 10, y: 215, width: 300, height: 20))
    label.text = "OpenUIKit on the GPU"
    label.font = .systemFont(ofSize: 14)
    label.textColor = .black
    // A card in perspective: an offscreen drawn in pieces (filtered on the GPU).
    let card = UIView(frame: CGRect(x: 235, y: 100, width: 70, height: 90))
    card.backgroundColor = .systemIndigo
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 25, height: 90))
    stripe.backgroundColor = .yellow
    card.addSubview(stripe)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 250
    card.layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
    for view in [red, fractional, rounded, bordered, group, rotated, label, card] {
      window.addSubview(view)
    }
  }
}

/// Per-pixel differences of two ARGB pictures of one size: the largest channel difference of
/// each pixel.
struct PixelComparison {
  let differences: [Int]

  init(_ a: [UInt32], _ b: [UInt32]) {
    differences = zip(a, b).map { pair in
      let (x, y) = (RGBA(pair.0), RGBA(pair.1))
      return max(abs(x.r - y.r), abs(x.g - y.g), abs(x.b - y.b))
    }
  }

  var count: Int { differences.count }

  /// The most pixels differing by more than `levels` in any `side`×`side` block of a picture
  /// `width` pixels wide. Two rasterizers disagree along edges, a line through a block; a
  /// missing or misplaced shape makes a solid patch.
  func worstBlock(width: Int, side: Int = 8, differingBy levels: Int) -> Int {
    let height = count / width
    var worst = 0
    for top in stride(from: 0, to: height, by: side) {
      for left in stride(from: 0, to: width, by: side) {
        var n = 0
        for y in top..<min(top + side, height) {
          for x in left..<min(left + side, width) where differences[y * width + x] > levels {
            n += 1
          }
        }
        worst = max(worst, n)
      }
    }
    return worst
  }

  /// The share of pixels whose largest channel difference exceeds `levels`.
  func share(differingBy levels: Int) -> Double {
    Double(differences.filter { $0 > levels }.count) / Double(max(count, 1))
  }

  /// The mean of the largest channel differences.
  var meanDifference: Double { Double(differences.reduce(0, +)) / Double(max(count, 1)) }
}
