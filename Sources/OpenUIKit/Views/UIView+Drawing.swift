import Foundation

extension UIView {
  /// The view's layer: corner radius, border and masking (see ``CALayer``).
  public var layer: CALayer {
    if let layerStorage { return layerStorage }
    let layer = CALayer(view: self)
    layerStorage = layer
    return layer
  }

  /// The recorded content, drawn again only after ``setNeedsDisplay()`` or a size change.
  func contentCommands() -> [CanvasCommand] {
    if let contentCache { return contentCache }
    let canvas = ContentCanvas()
    recordContent(into: canvas)
    contentCache = canvas.commands
    needsDisplay = false
    return canvas.commands
  }
}

/// One piece of recorded content, in the view's bounds coordinates.
enum CanvasCommand {
  /// A convex polygon filled with a colour.
  case fill([CGPoint], DisplayColor)
  /// A line of text, `origin` at its top-left, measured `size`.
  case text(String, UIFont, DisplayColor, CGRect)
  /// An image stretched over a rectangle.
  case image(UIImage, CGRect)

  /// The area the command draws in, in the view's bounds coordinates.
  var boundingBox: CGRect {
    switch self {
    case .fill(let polygon, _): CGRect.boundingBox(of: polygon)
    case .text(_, _, _, let rect), .image(_, let rect): rect.standardized
    }
  }
}

/// Fills `rect` with the current fill colour, inside ``UIView/draw(_:)``.
public func UIRectFill(_ rect: CGRect) {
  guard let canvas = ContentCanvas.current else { return }
  canvas.fill([rect.standardized.corners], color: canvas.state.fillColor)
}

extension UIColor {
  /// Makes this the fill colour of the current drawing context.
  public func setFill() { ContentCanvas.current?.state.fillColor = displayColor }

  /// Makes this the stroke colour of the current drawing context.
  public func setStroke() { ContentCanvas.current?.state.strokeColor = displayColor }

  /// Makes this both the fill and the stroke colour.
  public func set() {
    setFill()
    setStroke()
  }
}
