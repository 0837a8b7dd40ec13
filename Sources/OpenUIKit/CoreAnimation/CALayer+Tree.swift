import Foundation

extension CALayer {
  /// A standalone layer showing `state` with `layer`'s other settings (a presentation copy):
  /// of `layer`'s own class for the layer classes OpenUIKit defines.
  static func showing(_ state: LayerState, of layer: CALayer) -> CALayer {
    let copy = layer.makeBlankCopy()
    copy.isHidden = layer.isHidden
    copy.masksToBounds = layer.masksToBounds
    copy.name = layer.name
    copy.shadowPath = layer.extras?.shadowPath
    copy.extras?.contents = layer.extras?.contents
    copy.extras?.mask = layer.extras?.mask
    copy.show(state)
    return copy
  }

  /// Sets the model values `state` holds (the base properties and a subclass's extras).
  func show(_ state: LayerState) {
    bounds = state.bounds
    anchorPoint = state.anchorPoint
    position = state.position
    transform = state.transform
    opacity = Float(state.opacity)
    backgroundColor = state.backgroundColor.map { UIColor($0).cgColor }
    cornerRadius = state.cornerRadius
    borderWidth = state.borderWidth
    borderColor = state.borderColor.map { UIColor($0).cgColor }
    if state.shadowOpacity > 0 || extras != nil {
      shadowColor = state.shadowColor.map { UIColor($0).cgColor }
      shadowOpacity = Float(state.shadowOpacity)
      shadowOffset = state.shadowOffset
      shadowRadius = state.shadowRadius
    }
    for (name, value) in state.extras { setAnimatableExtra(name, value) }
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
