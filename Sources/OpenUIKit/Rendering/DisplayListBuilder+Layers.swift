import Foundation

extension DisplayListBuilder {
  /// Draws a standalone layer and its sublayers: background, sublayers (clipped when it masks),
  /// border on top. Opacity multiplies into the colours (no offscreen group: layers rarely
  /// overlap themselves).
  mutating func draw(_ layer: CALayer, parent: CGAffineTransform, clip: [CGPoint]?, alpha: CGFloat)
  {
    guard !layer.isHidden else { return }
    let state =
      layer.hasAnimations
      ? layer.presentedState(atGlobal: time ?? CACurrentMediaTime()) : LayerState(model: layer)
    guard state.opacity > 0 else { return }
    let m = state.transformToSuperlayer.concatenating(parent)
    guard m.invertedIfPossible() != nil else { return }
    let alpha = alpha * min(state.opacity, 1)
    let bounds = state.bounds
    let outline = Polygons.roundedRect(bounds, radius: state.cornerRadius)
    if let background = state.backgroundColor {
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
    if state.borderWidth > 0, let border = state.borderColor, border.alpha > 0 {
      drawBorder(
        bounds, radius: state.cornerRadius, width: state.borderWidth, m,
        border.multiplyingAlpha(alpha), clip: clip)
    }
  }
}
