import Foundation

extension DisplayListBuilder {
  /// Draws a standalone layer and its sublayers: background, sublayers (clipped when it masks),
  /// border on top. Opacity multiplies into the colours (no offscreen group: layers rarely
  /// overlap themselves).
  mutating func draw(_ layer: CALayer, parent: CGAffineTransform, clip: [CGPoint]?, alpha: CGFloat)
  {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    let m = layer.transformToSuperlayer.concatenating(parent)
    guard m.invertedIfPossible() != nil else { return }
    let alpha = alpha * CGFloat(layer.opacity)
    let bounds = layer.bounds
    let outline = Polygons.roundedRect(bounds, radius: layer.cornerRadius)
    if let background = layer.backgroundColor.map(DisplayColor.init(cgColor:)) {
      fill(outline.applying(m), background.multiplyingAlpha(alpha), clip: clip)
    }
    if let sublayers = layer.sublayers {
      var childClip = clip
      if layer.masksToBounds {
        childClip = Self.intersect(outline.applying(m), clip)
      }
      if childClip.map({ $0.count >= 3 }) ?? true {
        for sublayer in sublayers { draw(sublayer, parent: m, clip: childClip, alpha: alpha) }
      }
    }
    if layer.borderWidth > 0, let border = layer.borderColor.map(DisplayColor.init(cgColor:)),
      border.alpha > 0
    {
      drawBorder(
        bounds, radius: layer.cornerRadius, width: layer.borderWidth, m,
        border.multiplyingAlpha(alpha), clip: clip)
    }
  }
}
