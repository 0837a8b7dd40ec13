import Foundation
import Synchronization

extension UIImage {
  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable {
    /// The default: symbols as templates, other images in their own colours.
    case automatic = 0
    /// Always in its own colours.
    case alwaysOriginal = 1
    /// As a shape: its alpha, in the tint colour of the view showing it.
    case alwaysTemplate = 2
  }

  /// The same pixels drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    renderingMode == self.renderingMode ? self : UIImage(self, renderingMode: renderingMode)
  }

  /// The image as a shape in `color`: each pixel's alpha, in that colour; drawn as it is
  /// (always original), as UIKit's tinted images are.
  public func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(tinted(color.displayColor), renderingMode: .alwaysOriginal)
  }

  /// The same image with the rendering mode `.alwaysTemplate`, kept for `withTintColor`'s
  /// companion `withTintColor(_:renderingMode:)`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(tinted(color.displayColor), renderingMode: renderingMode)
  }

  /// Whether a view with `tint` draws this image as a template (its shape in the tint).
  var drawsAsTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }

  /// The pixels as a shape in `color` (alpha kept, colour replaced), made once per colour:
  /// template images are drawn every frame in their view's tint.
  func tinted(_ color: DisplayColor) -> UIImage {
    if let cached = tintCache.withLock({ $0[color] }) { return cached }
    var pixels = rgba
    let r = UInt8((color.red * 255).rounded()), g = UInt8((color.green * 255).rounded())
    let b = UInt8((color.blue * 255).rounded())
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = r
      pixels[i + 1] = g
      pixels[i + 2] = b
      pixels[i + 3] = UInt8((CGFloat(pixels[i + 3]) * color.alpha).rounded())
    }
    let image =
      UIImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, rgba: pixels, scale: scale)
      ?? self
    tintCache.withLock { cache in
      // A few tints per image (normal, highlighted, dimmed); more means colours animate.
      if cache.count >= 8 { cache.removeAll() }
      cache[color] = image
    }
    return image
  }
}
