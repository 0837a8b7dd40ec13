// Ported: the colour, font and image helpers almost every app has (a hex initialiser on
// UIColor, a brand palette, an app font, attribute dictionaries, a thumbnail maker that runs on
// a background queue). Changed: `import UIKit` became `import OpenUIKit`.
import Foundation
import OpenUIKit

extension UIColor {
  convenience init(hex: String, alpha: CGFloat = 1.0) {
    var text = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    if text.hasPrefix("#") { text.removeFirst() }
    var rgb: UInt64 = 0
    Scanner(string: text).scanHexInt64(&rgb)
    self.init(
      red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0,
      green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
      blue: CGFloat(rgb & 0x0000FF) / 255.0,
      alpha: alpha)
  }

  static let brandOrange = UIColor(hex: "#FF8800")
  static let brandInk = UIColor(hex: "1A1A2E")

  var hexString: String {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    getRed(&r, green: &g, blue: &b, alpha: &a)
    return String(format: "#%02X%02X%02X", Int(r * 255), Int(g * 255), Int(b * 255))
  }

  // Apps define their own component accessors; UIKit has no instance members by these names.
  var redValue: CGFloat {
    var r: CGFloat = 0
    getRed(&r, green: nil, blue: nil, alpha: nil)
    return r
  }

  func lighter(by amount: CGFloat = 0.2) -> UIColor {
    var h: CGFloat = 0
    var s: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    guard getHue(&h, saturation: &s, brightness: &b, alpha: &a) else { return self }
    return UIColor(hue: h, saturation: s, brightness: min(b + amount, 1.0), alpha: a)
  }
}

extension UIFont {
  static func appFont(ofSize size: CGFloat, bold: Bool = false) -> UIFont {
    let name = bold ? "DejaVuSans-Bold" : "DejaVuSans"
    return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
  }

  // A static font made before any view exists (nonisolated in Swift 5 and 6 alike).
  static let caption = UIFont.systemFont(ofSize: 12, weight: .medium)
}

enum BrandText {
  static func titleAttributes() -> [NSAttributedString.Key: Any] {
    [
      .font: UIFont.appFont(ofSize: 20, bold: true),
      .foregroundColor: UIColor.brandInk,
      .kern: 0.5,
    ]
  }
}

/// A label whose font is set by its style; overrides UIKit's implicitly unwrapped properties.
class StyledLabel: UILabel {
  var fontChanges = 0
  override var font: UIFont! {
    didSet { fontChanges += 1 }
  }
  var colorChanges = 0
  override var textColor: UIColor! {
    didSet { colorChanges += 1 }
  }
}

/// Makes thumbnails off the main thread, as photo apps do.
enum Thumbnailer {
  static func thumbnail(of image: UIImage, side: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
    return renderer.image { context in
      UIColor.brandOrange.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
      image.draw(in: CGRect(x: side / 4, y: side / 4, width: side / 2, height: side / 2))
    }
  }

  static func legacyThumbnail(side: CGFloat) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), true, 1)
    defer { UIGraphicsEndImageContext() }
    UIColor.brandInk.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
    return UIGraphicsGetImageFromCurrentImageContext()
  }
}
