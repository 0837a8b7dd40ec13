import Dispatch
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The RGBA bytes of the pixel at (x, y).
func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
  let i = (y * image.pixelWidth + x) * 4
  return Array(image.rgba[i..<i + 4])
}

// UIKit's shapes (issue 30, part 1): UIColor and UIFont are classes that app code extends with
// convenience initialisers; drawing, colours, fonts and images work off the main thread as the
// SDK declares; implicitly unwrapped properties can be overridden.
@Suite("Ported UIKit code: UIKit's shapes (classes, isolation, implicitly unwrapped properties)")
@MainActor
struct PortedShapesTests {
  @Test("UIColor(hex:) as a convenience initialiser, component readers, HSB round trip")
  func colorExtensions() {
    let orange = UIColor(hex: "#FF8800")
    #expect(orange == UIColor(red: 1, green: 136 / 255, blue: 0, alpha: 1))
    #expect(orange.hexString == "#FF8800" && UIColor.brandInk.hexString == "#1A1A2E")
    #expect(orange.redValue == 1, "an app's own component accessor")
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.gray.getWhite(&white, alpha: &alpha) && white == 0.5 && alpha == 1)
    #expect(!orange.getWhite(&white, alpha: &alpha), "not a grey: false, as in UIKit")
    let lighter = UIColor(hex: "#804000").lighter(by: 0.2)
    var h: CGFloat = 0
    var s: CGFloat = 0
    var b: CGFloat = 0
    #expect(lighter.getHue(&h, saturation: &s, brightness: &b, alpha: &alpha))
    #expect(abs(h - 30.0 / 360) < 0.01 && abs(s - 1) < 0.01 && abs(b - (128.0 / 255 + 0.2)) < 0.01)
    // Equal colours are one key, as NSObject equality makes them in UIKit.
    let palette: Set<UIColor> = [orange, UIColor(hex: "ff8800"), .brandInk]
    #expect(palette.count == 2)
    #expect(UIColor(cgColor: orange.cgColor) == orange)
    #expect(orange.withAlphaComponent(0.5) != orange)
  }

  @Test("attribute dictionaries hold UIKit's keys with fonts and colours")
  func attributeDictionaries() {
    let attributes = BrandText.titleAttributes()
    #expect(attributes[.font] as? UIFont == UIFont(name: "DejaVuSans-Bold", size: 20))
    #expect(attributes[.foregroundColor] as? UIColor === UIColor.brandInk)
    #expect(attributes[.kern] as? Double == 0.5)
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
  }

  @Test("fonts: weights, text styles, metrics; a static font made before any view")
  func fonts() {
    #expect(UIFont.caption.pointSize == 12 && UIFont.caption.fontName == "DejaVuSans")
    #expect(UIFont.systemFont(ofSize: 14, weight: .semibold).fontName == "DejaVuSans-Bold")
    #expect(UIFont.systemFont(ofSize: 14, weight: .medium).fontName == "DejaVuSans")
    #expect(UIFont.preferredFont(forTextStyle: .headline) == .boldSystemFont(ofSize: 17))
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 44) == 44)
    let font = UIFont.appFont(ofSize: 20, bold: true)
    #expect(font.familyName == "DejaVu Sans" && font.withSize(10).pointSize == 10)
    #expect(font.descender < 0 && font.ascender > font.capHeight && font.capHeight > font.xHeight)
    #expect(
      UIFont(name: "DejaVuSans", size: 0) == nil && UIFont(name: "DejaVuSans", size: .nan) == nil)
  }

  @Test("a label's font and text colour are implicitly unwrapped, resettable and overridable")
  func implicitlyUnwrapped() {
    let label = StyledLabel(frame: .zero)
    label.font = .appFont(ofSize: 30)
    #expect(label.fontChanges == 1 && label.font.pointSize == 30)
    label.font = nil
    #expect(label.font == .systemFont(ofSize: 17), "nil restores the default, as in UIKit")
    label.textColor = nil
    #expect(label.textColor == .label && label.colorChanges == 1)
    let button = UIButton(type: .system)
    button.titleLabel?.font = .caption
    #expect(button.titleLabel?.font?.pointSize == 12, "optional chains through the IUO")
  }

  @Test("fonts, colours, images and image renderers work on a background thread")
  func offTheMainThread() {
    let source = UIImage.placeholder
    let (thumbnail, font, lineHeight) = onBackgroundThread {
      let font = UIFont(name: "AnyFont", size: 20)
      return (Thumbnailer.thumbnail(of: source, side: 32), font, font?.lineHeight)
    }
    #expect(thumbnail.size == CGSize(width: 32, height: 32) && thumbnail.scale == 1)
    #expect(rgba(thumbnail, 1, 1) == [255, 136, 0, 255], "the brand orange fill")
    #expect(rgba(thumbnail, 8, 8) == [255, 0, 255, 255], "the placeholder's magenta corner")
    #expect(font?.pointSize == 20, "off the main thread the name is not checked")
    #expect(lineHeight == 24, "1.2 em off the main thread")
  }

  @Test("each thread has its own current image context")
  func contextsPerThread() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    UIColor.red.setFill()
    let background = onBackgroundThread { () -> UIImage? in
      #expect(UIGraphicsGetCurrentContext() == nil, "the main thread's context is not this one's")
      return Thumbnailer.legacyThumbnail(side: 8)
    }
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    let main = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(background.map { rgba($0, 0, 0) } == [0x1A, 0x1A, 0x2E, 255])
    #expect(background?.size == CGSize(width: 8, height: 8))
    #expect(main.map { rgba($0, 0, 0) } == [255, 0, 0, 255], "red: still the main's fill colour")
  }

  @Test("haptics and Core Foundation's clock, called as UIKit code calls them")
  func hapticsAndTime() {
    let generator = UIImpactFeedbackGenerator(style: .light)
    generator.prepare()
    generator.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    #expect(abs(start - Date().timeIntervalSinceReferenceDate) < 1)
    // Core Animation's time is the application's clock, so layer times follow a manual one.
    let scene = PortScene()
    scene.clock.advance(by: 2.5)
    let media: CFTimeInterval = CACurrentMediaTime()
    #expect(media == scene.app.clock.now)
  }

  @Test("UIKit's semantic colours, at their light-appearance values")
  func semanticColours() {
    let card = UIView()
    card.backgroundColor = .secondarySystemBackground
    card.layer.borderColor = UIColor.opaqueSeparator.cgColor
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    #expect(UIColor.opaqueSeparator.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(abs(red - 198 / 255) < 1e-9 && abs(blue - 200 / 255) < 1e-9 && alpha == 1)
    #expect(UIColor.systemFill.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(abs(alpha - 0.2) < 1e-9 && abs(red - 120 / 255) < 1e-9)
    #expect(
      card.backgroundColor == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
    #expect(UIColor.tintColor == .systemBlue && UIColor.darkText == .black)
    let fills: [UIColor] = [
      .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
    ]
    let alphas = fills.map { colour -> CGFloat in
      var a: CGFloat = 0
      _ = colour.getWhite(nil, alpha: &a)
      return a
    }
    #expect(alphas == alphas.sorted(by: >), "each fill lighter than the one before")
  }

}
