import Foundation
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// Writes an asset catalog with a colour set and an image set into a fresh folder on
/// `UIImage.searchPaths`; `remove()` takes it away again.
@MainActor
struct TemporaryCatalog {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "catalog-\(UUID().uuidString)"
    let colors = folder + "/Assets.xcassets/Brand/BrandPrimary.colorset"
    let images = folder + "/Assets.xcassets/Logo.imageset"
    for path in [colors, images] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    let colorJSON = """
      {"colors":[
        {"idiom":"universal","color":{"color-space":"srgb",
          "components":{"red":"0.200","green":"0x66","blue":"255","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}
      ],"info":{"author":"xcode","version":1}}
      """
    let imageJSON = """
      {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},
                 {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
                 {"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
      """
    try colorJSON.write(toFile: colors + "/Contents.json", atomically: true, encoding: .utf8)
    try imageJSON.write(toFile: images + "/Contents.json", atomically: true, encoding: .utf8)
    UIImage.searchPaths.append(folder)
  }

  func remove() {
    UIImage.searchPaths.removeAll { $0 == folder }
    try? FileManager.default.removeItem(atPath: folder)
  }
}

/// Counts tint changes.
final class TintWatcher: UIView {
  var changes = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

@Suite("Ported UIKit code: themes, tint, symbols and Core Animation snippets")
@MainActor
struct PortedAppearanceTests {
  func rgb(_ color: UIColor?) -> [Int] {
    guard let c = color?.displayColor else { return [] }
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test("named colours from an asset catalog, light and dark; dynamic providers")
  func themeColours() throws {
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    let brand = try #require(UIColor(named: "BrandPrimary"))
    #expect(rgb(brand) == [51, 102, 255], "0.200, 0x66 and 255 are read as Xcode writes them")
    #expect(
      rgb(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [255, 128, 0])
    #expect(rgb(UIColor.brandPrimary) == [51, 102, 255], "the static theme colour of the port")
    #expect(UIColor(named: "NoSuchColour") == nil)
    #expect(rgb(UIColor.cardBackground) == [255, 255, 255], "light windows draw the light value")
    let dark = UIColor.cardBackground.resolvedColor(
      with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(rgb(dark) == [31, 31, 31])
    #expect(UIColor.red.resolvedColor(with: UITraitCollection()) === UIColor.red)
  }

  @Test("image sets and @2x files are found by name at their scale")
  func imageSets() throws {
    let scene = PortScene()
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    let asked = Mutex<[String]>([])
    scene.app.hostServices.imageDecoder = { path in
      asked.withLock { $0.append(path) }
      return .success(
        UIImage.Decoded(width: 4, height: 4, rgba: [UInt8](repeating: 255, count: 64)))
    }
    let logo = try #require(UIImage(named: "Logo"))
    #expect(logo.scale == 2 && logo.size == CGSize(width: 2, height: 2))
    #expect(asked.withLock { $0 }.last?.hasSuffix("Logo.imageset/logo@2x.png") == true)
    FileManager.default.createFile(atPath: catalog.folder + "/badge@2x.png", contents: Data([0]))
    #expect(UIImage(named: "badge")?.scale == 2, "a bare name finds its @2x file")
  }

  @Test("tint colour: inherited, dimmed, told on change and on moving under another tint")
  func tint() {
    let scene = PortScene()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = TintWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    scene.window.addSubview(parent)
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .systemGreen
    #expect(child.tintColor == .systemGreen && child.changes == 1)
    parent.tintAdjustmentMode = .dimmed
    #expect(child.tintColor != .systemGreen && child.changes == 2, "dimmed: grey")
    parent.tintAdjustmentMode = .normal
    let other = UIView(frame: .zero)
    other.tintColor = .systemOrange
    scene.window.addSubview(other)
    other.addSubview(child)
    #expect(child.tintColor == .systemOrange && child.changes == 4)
    child.tintColor = nil
    #expect(child.tintColor == .systemOrange)
  }

  @Test("a favourite button: SF Symbols drawn in its tint, toggled by a tap")
  func favouriteButton() throws {
    let scene = PortScene()
    let button = FavoriteButton()
    button.frame = CGRect(x: 10, y: 10, width: 60, height: 44)
    scene.window.addSubview(button)
    let image = try #require(button.image(for: .normal))
    #expect(image.isSymbolImage && image.renderingMode == .automatic)
    #expect(button.tintColor == .secondaryLabel)
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    scene.fingers.tap(at: CGPoint(x: 40, y: 32))
    #expect(button.isFavorite && button.tintColor == .systemPink && button.tintChanges >= 1)
    #expect(button.imageView?.tintColor == .systemPink, "the image view inherits the tint")
    button.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 44), format: format).image {
      context in button.layer.render(in: context.cgContext)
    }
    // The middle of the filled heart, in the tint colour.
    let i = (22 * 60 + 30) * 4
    let pink = UIColor.systemPink.displayColor
    #expect(abs(Int(drawn.rgba[i]) - Int(pink.red * 255)) < 3)
    #expect(abs(Int(drawn.rgba[i + 2]) - Int(pink.blue * 255)) < 3)
    let tinted = image.withTintColor(.red)
    #expect(tinted.renderingMode == .alwaysOriginal)
    #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
  }

  @Test("Core Animation snippets: a shake, a pulse, a progress ring with completion, a shimmer")
  func animationSnippets() {
    let scene = PortScene()
    func run(_ seconds: TimeInterval) {
      let end = scene.clock.now + seconds
      while scene.clock.now < end - 1e-9 {
        scene.clock.advance(by: min(1.0 / 60, end - scene.clock.now))
        scene.app.fireDueTimers()
      }
    }
    let field = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 30))
    scene.window.addSubview(field)
    field.shake()
    run(0.6 / 8)
    #expect(abs(field.layer.presentation()!.affineTransform().tx - 20) < 1e-6, "one key frame in")
    #expect(field.layer.presentation()!.position.x == 150, "a translation, not a move")
    run(0.6)
    #expect(field.layer.presentation()!.affineTransform() == .identity)
    #expect(field.layer.animationKeys() == nil)

    let dot = PulsingDot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.window.addSubview(dot)
    dot.startPulsing()
    run(1.2 * 0.999)
    let shown = dot.pulseLayer.presentation()!
    #expect(shown.opacity < 0.05 && shown.affineTransform().a > 1.55, "near the end of a cycle")
    run(1.2)
    #expect(dot.pulseLayer.animationKeys() == ["pulse"], "repeats for ever")
    dot.stopPulsing()
    #expect(dot.pulseLayer.presentation()!.opacity == 1)

    let ring = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    scene.window.addSubview(ring)
    var completed = 0
    ring.onComplete = { completed += 1 }
    ring.setProgress(0.8, duration: 1)
    #expect(ring.progress == 0.8, "the model is set at once")
    run(0.5)
    #expect(abs(ring.shownProgress - 0.4) < 1e-6, "half-way on an ease-in-out curve")
    run(0.6)
    #expect(ring.finished == [true] && completed == 1)
    #expect(ring.shownProgress == 0.8)

    let shimmer = ShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    scene.window.addSubview(shimmer)
    shimmer.startShimmering()
    run(0.75)
    let locations = shimmer.gradient.presentation()?.value(forKeyPath: "locations") as? [NSNumber]
    let expected: [Double] = [0, 0.5, 1]
    #expect(
      locations.map { zip($0, expected).allSatisfy { abs($0.doubleValue - $1) < 1e-9 } } == true)
  }

  @Test("layers answer key-value coding: components, extras and keys of the app's own")
  func layerKeyValues() {
    let layer = CAShapeLayer()
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    layer.setValue(2, forKeyPath: "transform.scale")
    let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
    #expect(angle.map { abs($0 - .pi / 2) < 1e-9 } == true)
    #expect(
      (layer.value(forKeyPath: "transform.scale") as? CGFloat).map { abs($0 - 2) < 1e-9 } == true)
    layer.setValue(0.25, forKey: "strokeEnd")
    #expect(layer.strokeEnd == 0.25)
    layer.setValue("card", forKey: "role")
    #expect(layer.value(forKey: "role") as? String == "card")
    layer.setValue("not a number", forKey: "opacity")
    #expect(layer.opacity == 1)
  }
}
