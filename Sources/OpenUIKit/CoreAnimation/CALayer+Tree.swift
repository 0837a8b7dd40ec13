import Foundation

extension CALayer {
  /// A standalone layer showing `state` with `layer`'s other settings (a presentation copy).
  static func showing(_ state: LayerState, of layer: CALayer) -> CALayer {
    let copy = CALayer()
    copy.bounds = state.bounds
    copy.anchorPoint = state.anchorPoint
    copy.position = state.position
    copy.transform = state.transform
    copy.opacity = Float(state.opacity)
    copy.backgroundColor = state.backgroundColor.map { UIColor($0).cgColor }
    copy.isHidden = layer.isHidden
    copy.masksToBounds = layer.masksToBounds
    copy.cornerRadius = state.cornerRadius
    copy.borderWidth = state.borderWidth
    copy.borderColor = state.borderColor.map { UIColor($0).cgColor }
    if state.shadowOpacity > 0 || layer.extras != nil {
      copy.shadowColor = state.shadowColor.map { UIColor($0).cgColor }
      copy.shadowOpacity = Float(state.shadowOpacity)
      copy.shadowOffset = state.shadowOffset
      copy.shadowRadius = state.shadowRadius
      copy.shadowPath = layer.shadowPath
      copy.name = layer.name
    }
    return copy
  }

  /// Bounds coordinates to the superlayer's, for a standalone layer's model values.
  var transformToSuperlayer: CGAffineTransform {
    let b = bounds
    return CGAffineTransform(
      translationX: -(b.minX + anchorPoint.x * b.width), y: -(b.minY + anchorPoint.y * b.height)
    )
    .concatenating(CATransform3DGetAffineTransform(transform))
    .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The view whose tree the layer is in: its own view, or the view of a layer above it.
  var owningView: UIView? {
    var current: CALayer? = self
    while let each = current {
      if let view = each.delegate { return view }
      current = each.superlayer
    }
    return nil
  }

  /// Asks the window for a new frame when this layer is on screen.
  func changed() {
    var current: CALayer? = self
    while let each = current {
      if let view = each.delegate {
        // A sublayer may draw outside the view: the culling extent is computed again.
        return view.invalidate(.drawnAreaDidChange)
      }
      current = each.superlayer
    }
  }
}
