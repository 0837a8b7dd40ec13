import Foundation

/// Turns the visible windows' view trees into a ``DisplayList`` with UIKit's drawing rules:
/// back to front, a hidden view hides its subtree, a translucent view fades with its subviews as
/// one group, `clipsToBounds` clips to the transformed (and rounded) bounds, the border is drawn
/// over the content and subviews.
@MainActor
public struct DisplayListBuilder {
  /// Pixels per point.
  public let scale: CGFloat
  var list: DisplayList
  /// The application's time, for the presentation values of animating views; nil draws the
  /// model values.
  var time: TimeInterval?
  /// Measures text runs (``textRect(_:text:font:pixelSize:textScale:_:)``): the drawn
  /// application's.
  let textSystem: any TextSystem
  /// The view whose layer mask is being applied (its pieces are drawn one by one).
  var maskedView: UIView?
  /// The view in perspective being drawn flat into its offscreen, and the map from its bounds
  /// to the offscreen's pixels.
  var flatView: (view: UIView, toOffscreen: CGAffineTransform)?
  /// The size in pixels of what is drawn into now: the list's, or an offscreen's.
  var targetSize: CGSize
  /// The id the next offscreen gets.
  var nextOffscreenID = 0
  /// Whether perspective is left out (drawn by the transform's plane part): for drawing into
  /// a context, whose commands have no offscreens.
  var flattensDepth = false

  init(pixelSize: CGSize, scale: CGFloat, textSystem: any TextSystem) {
    self.scale = scale
    self.list = DisplayList(pixelSize: pixelSize)
    self.targetSize = pixelSize
    self.textSystem = textSystem
  }

  /// Builds the display list of every visible window of `application`, back to front.
  /// - Parameters:
  ///   - application: The application whose windows are drawn.
  ///   - pixelSize: The target's size in pixels.
  ///   - scale: Pixels per point (2 on a HiDPI screen).
  ///   - damage: The areas to redraw (``UIApplication/takeDamage(pixelSize:scale:)``); nil, the
  ///     default, draws everything.
  public static func build(
    _ application: UIApplication, pixelSize: CGSize, scale: CGFloat, damage: [CGRect]? = nil
  ) -> DisplayList {
    var builder = DisplayListBuilder(
      pixelSize: pixelSize, scale: scale, textSystem: application.hostServices.textSystem)
    builder.list.damage = damage
    builder.time = application.clock.now
    let base = CGAffineTransform(scaleX: scale, y: scale)
    // The app's windows, then the observers' overlays (which show the app alone), then the
    // tools' windows over everything.
    let windows = application.appWindowsInHitTestOrder.reversed().filter { !$0.hasOwnDisplay }
    for window in windows {
      builder.draw(window, parent: base, clip: nil)
      builder.drawFocusRing(of: window, scale: scale)
    }
    for observer in application.pipelineObservers {
      observer.drawOverlay(into: &builder, windows: windows, base: base, damage: damage)
    }
    for window in application.toolWindows where !window.isHidden {
      builder.draw(window, parent: base, clip: nil)
    }
    return builder.list
  }

  /// Builds the display list of a host surface of its own (a second window): the windows
  /// shown on one (``UIWindow`` `hasOwnDisplay`) that lie in `display`, a rectangle of screen
  /// points, back to front, drawn with `display`'s origin at the surface's.
  public static func build(
    _ application: UIApplication, display: CGRect, pixelSize: CGSize, scale: CGFloat
  ) -> DisplayList {
    var builder = DisplayListBuilder(
      pixelSize: pixelSize, scale: scale, textSystem: application.hostServices.textSystem)
    builder.time = application.clock.now
    let base = CGAffineTransform(translationX: -display.minX, y: -display.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let windows = application.windowsInHitTestOrder.reversed().filter {
      $0.hasOwnDisplay && $0.frame.intersects(display)
    }
    for window in windows {
      builder.draw(window, parent: base, clip: nil)
      builder.drawFocusRing(of: window, scale: scale)
    }
    for observer in application.pipelineObservers {
      observer.drawOverlay(into: &builder, ownDisplayWindows: windows, base: base)
    }
    return builder.list
  }

  /// Builds the display list of one view tree, drawn as if `view` were a window at the origin.
  /// No application watches a lone tree, so no overlay is drawn over it.
  public static func build(_ view: UIView, pixelSize: CGSize, scale: CGFloat) -> DisplayList {
    var builder = DisplayListBuilder(
      pixelSize: pixelSize, scale: scale, textSystem: view.hostServices.textSystem)
    builder.draw(view, parent: CGAffineTransform(scaleX: scale, y: scale), clip: nil)
    return builder.list
  }

  mutating func draw(_ view: UIView, parent: CGAffineTransform, clip: [CGPoint]?) {
    // What is on screen: the presentation values, which follow running animations (the
    // model's when none runs).
    // A layer running Core Animation animations shows its animated state.
    let animated = time.flatMap { view.presentationLayerState(at: $0) }
    let viewAlpha = animated.map { min(max($0.opacity, 0), 1) } ?? view.presentationAlpha(at: time)
    guard !view.isHidden, viewAlpha > 0 else { return }
    let g = animated?.viewGeometry ?? view.presentationGeometry(at: time)
    var m = g.boundsToSuperview.concatenating(parent)
    if let flat = flatView, flat.view === view {
      m = flat.toOffscreen
    } else if let depth = g.depth, !depth.projection.isAffine, !flattensDepth {
      // Perspective. Depth alone (a turn about y with no m34) flattens to the plane part,
      // drawn exactly by the affine path.
      return drawProjected(view, g, parent: parent, clip: clip)
    }
    // A view whose transform cannot be inverted is flat: it covers no pixels.
    guard m.invertedIfPossible() != nil else { return }
    // Damage: a subtree wholly outside the redrawn areas keeps its pixels.
    if let damage = list.damage {
      let extent = view.subtreeExtent
      if !extent.isInfinite {
        let box = extent.applying(m).boundedOrInfinite
        var reached = false
        for rect in damage where rect.intersects(box) {
          reached = true
          break
        }
        if !reached { return }
      }
    }
    let layer = view.layerStorage
    // A mask cuts the whole view (its shadow too): the view is drawn once per convex piece.
    if maskedView !== view, let pieces = layer?.maskPieces(at: time) {
      let outer = maskedView
      maskedView = view
      defer { maskedView = outer }
      for piece in pieces {
        let pieceClip = Self.intersect(piece.applying(m), clip)
        if pieceClip.count >= 3 { draw(view, parent: parent, clip: pieceClip) }
      }
      return
    }
    let content = view.contentCommands()
    let radius = animated?.cornerRadius ?? layer?.cornerRadius ?? 0
    let corners = layer?.maskedCorners ?? .all
    let borderWidth = animated?.borderWidth ?? layer?.borderWidth ?? 0
    let borderColor =
      animated.map(\.borderColor) ?? layer?.borderColor.map(DisplayColor.init(cgColor:))
    let hasBorder = borderWidth > 0 && (borderColor?.alpha ?? 0) > 0
    let background = animated.map(\.backgroundColor) ?? view.presentationBackgroundColor(at: time)
    let hasBackground = (background?.alpha ?? 0) > 0
    let primitives = (hasBackground ? 1 : 0) + (hasBorder ? 1 : 0) + content.count
    // Group opacity needs an offscreen pass only when more than one thing overlaps.
    let isGroup = viewAlpha < 1 && (!view.subviews.isEmpty || primitives > 1)
    let alpha = isGroup ? 1 : viewAlpha
    let groupStart = list.items.count
    if isGroup { list.items.append(.beginGroup(alpha: viewAlpha, bounds: .zero)) }
    defer { if isGroup { closeGroup(at: groupStart, alpha: viewAlpha) } }

    // The outline in pixels, for the background and the clip.
    var shape: [CGPoint] = []
    if hasBackground || view.clipsToBounds {
      shape =
        radius > 0
        ? Polygons.roundedRect(g.bounds, radius: radius, corners: corners).applying(m)
        : g.bounds.corners(applying: m)
    }
    if let layer, !view.clipsToBounds, layer.extras != nil {
      var state = animated ?? LayerState(model: layer)
      state.bounds = g.bounds
      state.backgroundColor = background
      drawShadow(layer.shadowOutline(state), state, m, alpha: alpha, clip: clip)
    }
    if hasBackground, let color = background {
      fill(shape, color.multiplyingAlpha(alpha), clip: clip)
    }
    let textScale = abs(m.a * m.d - m.b * m.c).squareRoot()
    if let image = layer?.contentsImage {
      let rect = CALayer.place(image, in: g.bounds, layer?.contentsGravity ?? .resize)
      emit(
        .image(image, rect), m, textScale: textScale, alpha: alpha,
        clip: Self.intersect(g.bounds.corners(applying: m), clip))
    }
    if !content.isEmpty {
      // Content shows only where the view allows (its bounds, as a backing store would):
      // culling and damage rely on it.
      let allowed = view.drawnContentExtent(in: g.bounds)
      var allowedClip: [CGPoint]?
      for command in content {
        guard !allowed.contains(command.boundingBox) else {
          emit(command, m, textScale: textScale, alpha: alpha, clip: clip)
          continue
        }
        if allowedClip == nil {
          let box = allowed.corners(applying: m)
          allowedClip = Self.intersect(box, clip)
        }
        emit(command, m, textScale: textScale, alpha: alpha, clip: allowedClip)
      }
    }

    var childClip = clip
    if view.clipsToBounds { childClip = Self.intersect(shape, clip) }
    if (childClip?.count ?? 3) >= 3 {
      for sublayer in layer?.sublayers ?? [] {
        draw(sublayer, parent: m, clip: childClip, alpha: alpha)
      }
      // Culling: a clipping view shows only its bounds, so subviews whose whole subtree lies
      // outside them are skipped (a scroll view's off-screen rows cost nothing).
      let visible: CGRect? = view.clipsToBounds ? g.bounds : nil
      for subview in view.subviews {
        if let visible, subview.isCulled(outside: visible) { continue }
        draw(subview, parent: m, clip: childClip)
      }
      for command in view.overlayCommands(at: time) {
        emit(command, m, textScale: textScale, alpha: alpha, clip: childClip)
      }
    }
    if hasBorder, let borderColor {
      drawBorder(
        g.bounds, radius: radius, corners: corners, width: borderWidth, m,
        borderColor.multiplyingAlpha(alpha), clip: clip)
    }
  }

  /// Ends the group opened at `start`, recording the pixel area its content covers.
  private mutating func closeGroup(at start: Int, alpha: CGFloat) {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    func include(_ p: CGPoint) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    // What is drawn into an offscreen lies in its pixels, not this target's.
    var offscreens = 0
    for item in list.items[(start + 1)...] {
      if case .beginOffscreen = item { offscreens += 1 }
      if case .endOffscreen = item { offscreens -= 1 }
      if offscreens > 0 { continue }
      switch item {
      case .fill(let points, _):
        for point in points { include(point) }
      case .texture(let vertices, _, _):
        for vertex in vertices { include(vertex.position) }
      case .beginGroup(_, let bounds) where !bounds.isEmpty:
        include(bounds.origin)
        include(CGPoint(x: bounds.maxX, y: bounds.maxY))
      default: break
      }
    }
    guard minX <= maxX, minY <= maxY else {
      list.items.removeSubrange(start...)
      return
    }
    let area = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      .boundedOrInfinite.integral.intersection(CGRect(origin: .zero, size: targetSize))
    list.items[start] = .beginGroup(alpha: alpha, bounds: area)
    list.items.append(.endGroup)
  }

  mutating func fill(_ polygon: [CGPoint], _ color: DisplayColor, clip: [CGPoint]?) {
    guard color.alpha > 0 else { return }
    guard let clip else {
      list.items.append(.fill(polygon, color))
      return
    }
    let clipped = Polygons.intersect(polygon, clip)
    if clipped.count >= 3 { list.items.append(.fill(clipped, color)) }
  }

  mutating func emit(
    _ command: CanvasCommand, _ m: CGAffineTransform, textScale: CGFloat, alpha: CGFloat,
    clip: [CGPoint]?
  ) {
    switch command {
    case .fill(let polygon, let color):
      fill(polygon.applying(m), color.multiplyingAlpha(alpha), clip: clip)
    case .text(let text, let font, let color, let rect):
      if text.utf8.count > Self.longTextBytes, m.b == 0, m.c == 0, m.a > 0, m.d > 0 {
        emitLongText(
          text, font: font, color: color, rect: rect, m, textScale: textScale, alpha: alpha,
          clip: clip)
      } else {
        emitText(
          text, font: font, color: color, rect: rect, m, textScale: textScale, alpha: alpha,
          clip: clip)
      }
    case .image(let image, let rect):
      texture(rect, m, .image(image), alpha: alpha, clip: clip)
    }
  }

  /// One line of text as one texture.
  mutating func emitText(
    _ text: String, font: UIFont, color: DisplayColor, rect: CGRect, _ m: CGAffineTransform,
    textScale: CGFloat, alpha: CGFloat, clip: [CGPoint]?
  ) {
    let pixelSize = (font.pointSize * textScale).rounded()
    guard pixelSize >= 1, !text.isEmpty else { return }
    let run = TextRun(text: text, fontName: font.fontName, pixelSize: pixelSize, color: color)
    let quad = textRect(rect, text: text, font: font, pixelSize: pixelSize, textScale: textScale, m)
    texture(quad, m, .text(run), alpha: alpha, clip: clip)
  }

  mutating func texture(
    _ rect: CGRect, _ m: CGAffineTransform, _ source: TextureSource, alpha: CGFloat,
    clip: [CGPoint]?
  ) {
    let corners = rect.corners(applying: m)
    var vertices = [
      DisplayVertex(corners[0], uv: CGPoint(x: 0, y: 0)),
      DisplayVertex(corners[1], uv: CGPoint(x: 1, y: 0)),
      DisplayVertex(corners[2], uv: CGPoint(x: 1, y: 1)),
      DisplayVertex(corners[3], uv: CGPoint(x: 0, y: 1)),
    ]
    if let clip { vertices = Polygons.clip(vertices, to: clip) }
    if vertices.count >= 3 { list.items.append(.texture(vertices, source, alpha: alpha)) }
  }

  /// The border: a ring inside the bounds. Square corners give four bands that do not
  /// overlap (the top and bottom span the width); rounded ones quads between the outer and
  /// inner outlines.
  mutating func drawBorder(
    _ bounds: CGRect, radius: CGFloat, corners: CACornerMask = .all, width: CGFloat,
    _ m: CGAffineTransform,
    _ color: DisplayColor,
    clip: [CGPoint]?
  ) {
    let w = min(width, min(bounds.width, bounds.height) / 2)
    let outerRadius = Polygons.clampedRadius(radius, bounds)
    guard outerRadius > 0.01 else {
      let side = bounds.height - 2 * w
      let bands = [
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: w),
        CGRect(x: bounds.minX, y: bounds.maxY - w, width: bounds.width, height: w),
        CGRect(x: bounds.minX, y: bounds.minY + w, width: w, height: side),
        CGRect(x: bounds.maxX - w, y: bounds.minY + w, width: w, height: side),
      ]
      for band in bands where band.width > 0 && band.height > 0 {
        fill(band.corners(applying: m), color, clip: clip)
      }
      return
    }
    let segments = Polygons.segmentCount(for: outerRadius)
    let outer = Polygons.roundedRect(
      bounds, radius: outerRadius, segments: segments, corners: corners
    ).applying(m)
    let inner = Polygons.roundedRect(
      bounds.insetBy(dx: w, dy: w), radius: max(0, outerRadius - w), segments: segments,
      corners: corners
    ).applying(m)
    for i in outer.indices {
      let j = i + 1 == outer.count ? 0 : i + 1
      let quad = [outer[i], outer[j], inner[j], inner[i]]
      if Polygons.signedArea2(quad) != 0 { fill(quad, color, clip: clip) }
    }
  }

  /// `shape` cut by `clip` (nil: no clip).
  static func intersect(_ shape: [CGPoint], _ clip: [CGPoint]?) -> [CGPoint] {
    guard let clip else { return shape }
    return Polygons.intersect(shape, clip)
  }
}
