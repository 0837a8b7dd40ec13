import Foundation

/// What every graphics renderer's format has, as UIKit's base class.
open class UIGraphicsRendererFormat: NSObject {
  /// The area the format's renderer draws, in points.
  open var bounds: CGRect { .zero }

  /// A format with the defaults.
  override public required init() { super.init() }

  /// The default format.
  open class func `default`() -> Self { Self() }
}

/// How an image renderer makes its images.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// Pixels per point. The main screen's scale by default, as in UIKit.
  open var scale: CGFloat
  /// Whether the image is opaque: its transparent pixels become black, as in UIKit.
  open var opaque = false
  /// Set by the renderer that uses the format.
  var drawnBounds = CGRect.zero
  override open var bounds: CGRect { drawnBounds }

  /// A format with the main screen's scale (off the main thread, the scale the main screen
  /// had when last read there).
  public required init() {
    scale = UIScreen.mainScaleFromAnyThread
    super.init()
  }

  /// The format for the main screen, as `default()`.
  open class func preferred() -> Self { Self() }
}

/// The context handed to a renderer's drawing block, as UIKit's base class.
open class UIGraphicsRendererContext: NSObject {
  let canvas: ContentCanvas
  private let rendererFormat: UIGraphicsRendererFormat

  init(canvas: ContentCanvas, format: UIGraphicsRendererFormat) {
    self.canvas = canvas
    self.rendererFormat = format
  }

  /// The format of the renderer drawing.
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// The Core Graphics context being drawn into.
  open var cgContext: CGContext { canvas.context }
  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { canvas.context.fill(rect) }
  /// Strokes the outline of `rect` with the current stroke colour.
  open func stroke(_ rect: CGRect) { canvas.context.stroke(rect) }
}

/// The context handed to an image renderer's drawing block.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  fileprivate let renderer: UIGraphicsImageRenderer

  fileprivate init(canvas: ContentCanvas, renderer: UIGraphicsImageRenderer) {
    self.renderer = renderer
    super.init(canvas: canvas, format: renderer.format)
  }

  /// The renderer's format.
  override open var format: UIGraphicsImageRendererFormat { renderer.format }
  /// What has been drawn so far, as an image.
  open var currentImage: UIImage { renderer.rasterize(canvas) }
}

/// What every graphics renderer has, as UIKit's base class.
open class UIGraphicsRenderer: NSObject {
  /// The area drawn, in points: its origin maps to the image's top-left corner.
  public let bounds: CGRect

  /// A renderer for the area `bounds`.
  public init(bounds: CGRect) {
    self.bounds = bounds.standardized
  }

  /// Whether the renderer makes images; true for image renderers.
  open class var allowsImageOutput: Bool { false }
}

/// Makes images from drawing code, as UIKit's: `UIColor.set`, `UIBezierPath`, `UIImage.draw`,
/// the ``CGContext`` calls and `view.drawHierarchy(in:afterScreenUpdates:)` inside the block
/// land in the image. Rendering is done by OpenUIKit itself (no window needed); text is drawn
/// when a host with fonts runs (the SDL host), and left out headless.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// The format of the images.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer for images of `size` points.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer for the area `bounds` with the default format.
  override public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// A renderer for the area `bounds`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.format = format
    super.init(bounds: bounds)
    format.drawnBounds = self.bounds
  }

  override open class var allowsImageOutput: Bool { true }

  /// Runs `actions` with a fresh context and returns what it drew.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    rasterize(draw(actions))
  }

  /// Runs `actions` and returns what it drew as PNG data.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> ContentCanvas {
    let canvas = ContentCanvas()
    canvas.state.ctm = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    let context = UIGraphicsImageRendererContext(canvas: canvas, renderer: self)
    ContentCanvas.withCurrent(canvas) { actions(context) }
    return canvas
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
