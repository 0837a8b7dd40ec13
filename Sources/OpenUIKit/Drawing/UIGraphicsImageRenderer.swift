import Foundation

/// How an image renderer makes its images.
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point. The main screen's scale by default, as in UIKit.
  public var scale: CGFloat
  /// Whether the image is opaque: its transparent pixels become black, as in UIKit.
  public var opaque = false

  /// A format with the main screen's scale (off the main thread, the scale the main screen
  /// had when last read there).
  public init() { scale = UIScreen.mainScaleFromAnyThread }

  /// A format with the main screen's scale.
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// The context handed to an image renderer's drawing block.
public final class UIGraphicsImageRendererContext {
  fileprivate let canvas: ContentCanvas
  fileprivate let renderer: UIGraphicsImageRenderer

  fileprivate init(canvas: ContentCanvas, renderer: UIGraphicsImageRenderer) {
    self.canvas = canvas
    self.renderer = renderer
  }

  /// The Core Graphics context being drawn into.
  public var cgContext: CGContext { canvas.context }
  /// The renderer's format.
  public var format: UIGraphicsImageRendererFormat { renderer.format }
  /// What has been drawn so far, as an image.
  public var currentImage: UIImage { renderer.rasterize(canvas) }
  /// Fills `rect` with the current fill colour.
  public func fill(_ rect: CGRect) { canvas.context.fill(rect) }
  /// Strokes the outline of `rect` with the current stroke colour.
  public func stroke(_ rect: CGRect) { canvas.context.stroke(rect) }
}

/// Makes images from drawing code, as UIKit's: `UIColor.set`, `UIBezierPath`, `UIImage.draw`,
/// the ``CGContext`` calls and `view.drawHierarchy(in:afterScreenUpdates:)` inside the block
/// land in the image. Rendering is done by OpenUIKit itself (no window needed); text is drawn
/// when a host with fonts runs (the SDL host), and left out headless.
public final class UIGraphicsImageRenderer {
  /// The area drawn, in points: its origin maps to the image's top-left corner.
  public let bounds: CGRect
  /// The format of the images.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer for images of `size` points.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer for the area `bounds`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = bounds.standardized
    self.format = format
  }

  /// Runs `actions` with a fresh context and returns what it drew.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let canvas = ContentCanvas()
    canvas.state.ctm = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    let context = UIGraphicsImageRendererContext(canvas: canvas, renderer: self)
    ContentCanvas.withCurrent(canvas) { actions(context) }
    return rasterize(canvas)
  }

  fileprivate func rasterize(_ canvas: ContentCanvas) -> UIImage {
    let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
    let width = max(1, Int((bounds.width * scale).rounded(.up)))
    let height = max(1, Int((bounds.height * scale).rounded(.up)))
    var rasterizer = SoftwareRasterizer(width: width, height: height, scale: scale)
    if format.opaque {
      rasterizer.paint([
        .fill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height).corners, .black)
      ])
    }
    rasterizer.paint(canvas.commands)
    // Sizes are checked above, so the pixels always make an image.
    return UIImage(pixelWidth: width, pixelHeight: height, rgba: rasterizer.rgba, scale: scale)
      ?? .placeholder
  }
}

// MARK: - The older image-context functions

/// Begins drawing into an image of `size` points (the older API; prefer
/// ``UIGraphicsImageRenderer``). A `scale` of 0 means the main screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let format = UIGraphicsImageRendererFormat()
  if scale > 0 { format.scale = scale }
  format.opaque = opaque
  let canvas = ContentCanvas()
  ContentCanvas.stack.imageContexts.append(
    (canvas, UIGraphicsImageRenderer(size: size, format: format)))
  ContentCanvas.push(canvas)
}

/// Begins drawing into an image of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the innermost image context holds so far; nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (canvas, renderer) = ContentCanvas.stack.imageContexts.last else { return nil }
  return renderer.rasterize(canvas)
}

/// Ends the innermost image context.
public func UIGraphicsEndImageContext() {
  guard ContentCanvas.stack.imageContexts.popLast() != nil else { return }
  ContentCanvas.pop()
}
