import Foundation

extension DisplayListBuilder {
  /// Draws a standalone layer and its sublayers: shadow, background, content (a shape, a
  /// gradient, text, `contents`, `draw(in:)`), sublayers (clipped when it masks; repeated by a
  /// replicator), border on top, all cut to its `mask`. Opacity multiplies into the colours (no
  /// offscreen group: layers rarely overlap themselves).
  mutating func draw(_ layer: CALayer, parent: CGAffineTransform, clip: [CGPoint]?, alpha: CGFloat)
  {
    guard !layer.isHidden else { return }
    let state =
      layer.hasAnimations
      ? layer.presentedState(atGlobal: time ?? CACurrentMediaTime()) : LayerState(model: layer)
    guard state.opacity > 0 else { return }
    let m = state.transformToSuperlayer.concatenating(parent)
    let alpha = alpha * min(state.opacity, 1)
    if !Homography(flattening: state.transform).isAffine || !state.transform.isFinite,
      !flattensDepth
    {
      return drawProjected(layer, state, parent: parent, clip: clip, alpha: alpha)
    }
    guard m.invertedIfPossible() != nil else { return }
    drawBody(layer, state, m, clip: clip, alpha: alpha)
  }

  /// The layer's own drawing with its bounds mapped by `m`: cut to its mask.
  private mutating func drawBody(
    _ layer: CALayer, _ state: LayerState, _ m: CGAffineTransform, clip: [CGPoint]?,
    alpha: CGFloat
  ) {
    guard let pieces = layer.maskPieces(at: time) else {
      return drawMasked(layer, state, m, clip: clip, alpha: alpha)
    }
    for piece in pieces {
      let pieceClip = Self.intersect(piece.applying(m), clip)
      if pieceClip.count >= 3 { drawMasked(layer, state, m, clip: pieceClip, alpha: alpha) }
    }
  }

  /// A layer whose transform has perspective: drawn flat (its sublayers as far as their
  /// frames reach), then projected.
  private mutating func drawProjected(
    _ layer: CALayer, _ state: LayerState, parent: CGAffineTransform, clip: [CGPoint]?,
    alpha: CGFloat
  ) {
    // A NaN or an infinity anywhere in the matrix: the layer lands nowhere.
    guard state.transform.entries.allSatisfy(\.isFinite) else { return }
    let anchor = CGPoint(
      x: state.bounds.minX + state.anchorPoint.x * state.bounds.width,
      y: state.bounds.minY + state.anchorPoint.y * state.bounds.height)
    let projection = Homography(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
      .concatenating(Homography(flattening: state.transform))
      .concatenating(
        Homography(CGAffineTransform(translationX: state.position.x, y: state.position.y))
      )
      .concatenating(Homography(parent))
    var extent = state.bounds
    if !layer.masksToBounds {
      for sublayer in layer.sublayers ?? [] { extent = extent.union(sublayer.frame) }
      if let shadow = layer.shadowReach { extent = extent.union(shadow) }
    }
    drawProjected(
      extent: extent, bounds: state.bounds, projection: projection,
      doubleSided: layer.isDoubleSided, clip: clip
    ) { builder, toOffscreen in
      builder.drawBody(layer, state, toOffscreen, clip: nil, alpha: alpha)
    }
  }

  private mutating func drawMasked(
    _ layer: CALayer, _ state: LayerState, _ m: CGAffineTransform, clip: [CGPoint]?,
    alpha: CGFloat
  ) {
    let bounds = state.bounds
    let outline = Polygons.roundedRect(
      bounds, radius: state.cornerRadius, corners: state.maskedCorners)
    if !layer.masksToBounds {
      drawShadow(layer.shadowOutline(state), state, m, alpha: alpha, clip: clip)
    }
    if let background = state.backgroundColor {
      fill(outline.applying(m), background.multiplyingAlpha(alpha), clip: clip)
    }
    let content = layer.contentCommands(state)
    if !content.isEmpty {
      let contentClip =
        layer.clipsContentToBounds || layer.masksToBounds
        ? Self.intersect(outline.applying(m), clip) : clip
      if contentClip.map({ $0.count >= 3 }) ?? true {
        let textScale = abs(m.a * m.d - m.b * m.c).squareRoot()
        for command in content {
          emit(command, m, textScale: textScale, alpha: alpha, clip: contentClip)
        }
      }
    }
    if let sublayers = layer.sublayers {
      var childClip = clip
      if layer.masksToBounds {
        childClip = Self.intersect(outline.applying(m), clip)
      }
      if childClip.map({ $0.count >= 3 }) ?? true {
        drawSublayers(sublayers, of: layer, m, clip: childClip, alpha: alpha)
      }
    }
    if state.borderWidth > 0, let border = state.borderColor, border.alpha > 0 {
      drawBorder(
        bounds, radius: state.cornerRadius, corners: state.maskedCorners,
        width: state.borderWidth, m,
        border.multiplyingAlpha(alpha), clip: clip)
    }
  }

  /// The sublayers, once, or once per instance of a replicator: moved by the instance's
  /// transform, tinted by its colour, at its delayed time.
  private mutating func drawSublayers(
    _ sublayers: [CALayer], of layer: CALayer, _ m: CGAffineTransform, clip: [CGPoint]?,
    alpha: CGFloat
  ) {
    guard let replicator = layer as? CAReplicatorLayer else {
      for sublayer in sublayers { draw(sublayer, parent: m, clip: clip, alpha: alpha) }
      return
    }
    let now = time
    defer { time = now }
    for instance in replicator.instances {
      time = now.map { $0 - instance.delay }
      let start = list.items.count
      for sublayer in sublayers {
        draw(sublayer, parent: instance.transform.concatenating(m), clip: clip, alpha: alpha)
      }
      tint(from: start, by: instance.tint)
    }
  }

  /// Multiplies the colours of the items from `start` on by `tint`.
  private mutating func tint(from start: Int, by tint: DisplayColor) {
    guard tint != .white else { return }
    for index in start..<list.items.count {
      switch list.items[index] {
      case .fill(let points, let c):
        list.items[index] = .fill(
          points,
          DisplayColor(
            red: c.red * tint.red, green: c.green * tint.green, blue: c.blue * tint.blue,
            alpha: c.alpha * tint.alpha))
      case .texture(let vertices, let source, let a):
        list.items[index] = .texture(vertices, source, alpha: a * tint.alpha)
      default: break
      }
    }
  }
}
