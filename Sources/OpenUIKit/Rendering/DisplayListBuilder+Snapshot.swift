import Foundation

// `layer.render(in:)` and `view.drawHierarchy(in:afterScreenUpdates:)`: the tree is built as
// for the screen, mapped into the drawing context, and its display list turned back into the
// context's commands (fills, images, text), so an image renderer draws what the screen shows.
extension DisplayListBuilder {
  /// The commands that draw `view`'s tree with its bounds mapped by `transform`, at the
  /// application's current time (running animations show as on screen).
  static func commands(of view: UIView, mapping transform: CGAffineTransform) -> [CanvasCommand] {
    var builder = DisplayListBuilder(
      pixelSize: CGSize(width: 1e6, height: 1e6), scale: 1, textSystem: view.hostServices.textSystem
    )
    builder.time = UIApplication.owning(view)?.clock.now
    // A context has no offscreens: perspective is drawn by its plane part there.
    builder.flattensDepth = true
    let toSuperview = view.presentationGeometry(at: builder.time).boundsToSuperview
    guard let up = toSuperview.invertedIfPossible() else { return [] }
    builder.draw(view, parent: up.concatenating(transform), clip: nil)
    return builder.list.canvasCommands
  }

  /// The commands that draw a standalone layer's tree with its bounds mapped by `transform`.
  static func commands(of layer: CALayer, mapping transform: CGAffineTransform) -> [CanvasCommand] {
    var builder = DisplayListBuilder(
      pixelSize: CGSize(width: 1e6, height: 1e6), scale: 1,
      textSystem: (layer.owningView?.hostServices ?? HostServices.current).textSystem)
    builder.time = UIApplication.owning(layer.owningView)?.clock.now
    builder.flattensDepth = true
    let state =
      layer.hasAnimations
      ? layer.presentedState(atGlobal: builder.time ?? CACurrentMediaTime())
      : LayerState(model: layer)
    guard let up = state.transformToSuperlayer.invertedIfPossible() else { return [] }
    builder.draw(layer, parent: up.concatenating(transform), clip: nil, alpha: 1)
    return builder.list.canvasCommands
  }
}

extension DisplayList {
  /// The items as drawing commands: fills and images as they are, text runs back at their
  /// point size; a group's opacity multiplies into what it holds.
  var canvasCommands: [CanvasCommand] {
    var commands: [CanvasCommand] = []
    var opacity: [CGFloat] = [1]
    for item in items {
      let alpha = opacity.last ?? 1
      switch item {
      case .fill(let points, let color):
        commands.append(.fill(points, color.multiplyingAlpha(alpha)))
      case .texture(let vertices, .image(let image), _):
        commands.append(.image(image, CGRect.boundingBox(of: vertices.map(\.position))))
      case .texture(let vertices, .text(let run), let textAlpha):
        let box = CGRect.boundingBox(of: vertices.map(\.position))
        let font = UIFont(uncheckedName: run.fontName, size: run.pixelSize)
        commands.append(.text(run.text, font, run.color.multiplyingAlpha(alpha * textAlpha), box))
      case .beginGroup(let groupAlpha, _):
        opacity.append(alpha * groupAlpha)
      case .endGroup:
        if opacity.count > 1 { opacity.removeLast() }
      case .texture(_, .offscreen, _), .beginOffscreen, .endOffscreen:
        break  // Never built for a context (`flattensDepth`).
      }
    }
    return commands
  }
}

extension CALayer {
  /// Draws the layer and its sublayers (a view's layer: the view and its subviews) into `ctx`,
  /// with the layer's bounds at the context's origin, as they are on screen now.
  public func render(in ctx: CGContext) {
    let commands =
      delegate.map { DisplayListBuilder.commands(of: $0, mapping: ctx.canvas.state.ctm) }
      ?? DisplayListBuilder.commands(of: self, mapping: ctx.canvas.state.ctm)
    ctx.canvas.commands += commands
  }
}

extension UIView {
  /// Draws the view and its subviews, as on screen, scaled into `rect` of the current drawing
  /// context (an image renderer's). Returns false when there is no context.
  ///
  /// - Parameters:
  ///   - rect: Where the view's bounds go, in the context's coordinates.
  ///   - afterScreenUpdates: Ignored: the tree is drawn as it is now.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    guard let canvas = ContentCanvas.current else { return false }
    let b = bounds
    guard b.width > 0, b.height > 0 else { return true }
    let fit = CGAffineTransform(translationX: -b.minX, y: -b.minY)
      .concatenating(CGAffineTransform(scaleX: rect.width / b.width, y: rect.height / b.height))
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    canvas.commands += DisplayListBuilder.commands(
      of: self, mapping: fit.concatenating(canvas.state.ctm))
    return true
  }
}
