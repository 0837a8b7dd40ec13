import Foundation

// Perspective: a view or layer whose transform has a perspective row (`m34`) is drawn flat into
// an offscreen, then that picture is laid over its projected shape in small pieces. A renderer
// maps textures affinely within a triangle; the pieces are small enough in the direction depth
// changes that the error stays under half a pixel, so a turning card keeps straight lines.
extension DisplayListBuilder {
  /// The largest offscreen side, and area, in pixels: a card filling a 4K screen fits, a
  /// runaway extent does not allocate gigabytes.
  static let offscreenSide: CGFloat = 4096
  static let offscreenArea: CGFloat = 4096 * 2048

  /// Draws something whose `projection` (its bounds coordinates → the target's pixels) has
  /// perspective. `body` draws it flat, given the map from its bounds coordinates to the
  /// offscreen's pixels.
  ///
  /// The offscreen's pixels and the pieces lie on a lattice fixed by the bounds and the
  /// projection alone: a cached extent that covers more than needed (which culling allows)
  /// adds empty cells, but moves no pixel, so a frame redrawing only damage matches a whole one.
  /// - Parameters:
  ///   - extent: What it covers in its bounds coordinates (may be infinite).
  ///   - bounds: Its bounds: they fix the lattice, and are drawn when nothing else limits the
  ///     extent.
  ///   - doubleSided: Whether it shows when turned away from the viewer.
  mutating func drawProjected(
    extent: CGRect, bounds: CGRect, projection: Homography, doubleSided: Bool,
    clip: [CGPoint]?, body: (inout DisplayListBuilder, CGAffineTransform) -> Void
  ) {
    let visible = clip ?? CGRect(origin: .zero, size: targetSize).corners
    guard visible.count >= 3, bounds.width > 0, bounds.height > 0,
      let seen = Self.drawnArea(extent, bounds, projection, visible: visible),
      let facing = Self.facing(bounds, projection)
    else { return }
    if !doubleSided && !facing { return }
    // Damage: a picture wholly outside the redrawn areas keeps its pixels.
    if let damage = list.damage, let box = Self.projectedBox(seen, projection),
      !damage.contains(where: { $0.intersects(box) })
    {
      return
    }
    let resolution = Self.resolution(bounds, seen, projection, limit: 4 * scale)
    let lattice = Self.lattice(bounds, seen, projection, resolution: resolution)
    let area = lattice.area
    let size = CGSize(
      width: (area.width * resolution).rounded(), height: (area.height * resolution).rounded())
    let toOffscreen = CGAffineTransform(translationX: -area.minX, y: -area.minY)
      .concatenating(CGAffineTransform(scaleX: resolution, y: resolution))

    let id = nextOffscreenID
    nextOffscreenID += 1
    let start = list.items.count
    list.items.append(.beginOffscreen(id: id, size: size))
    let (outerDamage, outerSize) = (list.damage, targetSize)
    (list.damage, targetSize) = (nil, size)
    body(&self, toOffscreen)
    (list.damage, targetSize) = (outerDamage, outerSize)
    guard list.items.count > start + 1 else {
      list.items.removeSubrange(start...)
      return
    }
    list.items.append(.endOffscreen)

    let uvScale = CGSize(width: resolution / size.width, height: resolution / size.height)
    for row in 0..<lattice.rows {
      for column in 0..<lattice.columns {
        let x0 = area.minX + lattice.cell.width * CGFloat(column)
        let y0 = area.minY + lattice.cell.height * CGFloat(row)
        let (x1, y1) = (x0 + lattice.cell.width, y0 + lattice.cell.height)
        let corners = [
          CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1),
          CGPoint(x: x0, y: y1),
        ]
        let local = Self.inFront(corners, projection)
        guard local.count >= 3 else { continue }
        var piece: [DisplayVertex] = []
        piece.reserveCapacity(local.count)
        for p in local {
          guard let position = projection.apply(p) else { continue }
          let uv = CGPoint(
            x: (p.x - area.minX) * uvScale.width, y: (p.y - area.minY) * uvScale.height)
          piece.append(DisplayVertex(position, uv: uv))
        }
        piece = Polygons.clip(piece, to: visible)
        if piece.count >= 3 { list.items.append(.texture(piece, .offscreen(id), alpha: 1)) }
      }
    }
  }

  /// The cells the pieces are cut along: a whole number of offscreen pixels each, anchored at
  /// the bounds' origin, covering `seen`; the offscreen is their union.
  private struct Lattice {
    var area: CGRect
    var cell: CGSize
    var columns: Int
    var rows: Int
  }

  private static func lattice(
    _ bounds: CGRect, _ seen: CGRect, _ projection: Homography, resolution: CGFloat
  ) -> Lattice {
    let (across, down) = pieces(bounds, projection)
    func axis(_ length: CGFloat, _ count: Int, _ origin: CGFloat, _ low: CGFloat, _ high: CGFloat)
      -> (start: CGFloat, cell: CGFloat, count: Int)
    {
      var pixels = max(1, (length * resolution / CGFloat(count)).rounded(.up))
      // Never more than 256 cells: a picture far larger than its bounds gets larger cells.
      let span = (high - low) * resolution
      if span / pixels > 256 { pixels = (span / 256).rounded(.up) }
      let cell = pixels / resolution
      let first = ((low - origin) / cell).rounded(.down)
      let last = ((high - origin) / cell).rounded(.up)
      return (origin + first * cell, cell, max(1, Int(last - first)))
    }
    let x = axis(bounds.width, across, bounds.minX, seen.minX, seen.maxX)
    let y = axis(bounds.height, down, bounds.minY, seen.minY, seen.maxY)
    return Lattice(
      area: CGRect(
        x: x.start, y: y.start, width: x.cell * CGFloat(x.count),
        height: y.cell * CGFloat(y.count)),
      cell: CGSize(width: x.cell, height: y.cell), columns: x.count, rows: y.count)
  }

  // MARK: - Geometry of the picture

  /// The part of the extent worth drawing, in bounds coordinates: what can show through
  /// `visible` (target pixels), nil when nothing can.
  private static func drawnArea(
    _ extent: CGRect, _ fallback: CGRect, _ projection: Homography, visible: [CGPoint]
  ) -> CGRect? {
    var area = extent
    // What the visible area shows of the plane, when all of it lies in front of the eye.
    if let inverse = projection.inverted() {
      var seen: [CGPoint] = []
      for corner in visible {
        guard let p = inverse.applyAnySide(corner),
          projection.depth(p) >= Homography.minimumDepth
        else { break }
        seen.append(p)
      }
      if seen.count == visible.count {
        let box = CGRect.boundingBox(of: seen)
        area = area.isInfinite ? box : area.intersection(box)
      }
    } else {
      return nil  // Seen edge-on: a line covers no pixels.
    }
    let isBounded =
      !area.isNull && !area.isInfinite && area.minX.isFinite && area.minY.isFinite
      && area.maxX.isFinite && area.maxY.isFinite
    if !isBounded {
      guard area.isInfinite || !area.isNull else { return nil }
      area = fallback
    }
    guard area.width > 0, area.height > 0 else { return nil }
    return area
  }

  /// Whether the picture faces the viewer: its projected outline keeps the orientation of the
  /// flat one. Nil when no part of it lies in front of the eye.
  private static func facing(_ area: CGRect, _ projection: Homography) -> Bool? {
    let projected = inFront(area.corners, projection).compactMap(projection.apply)
    guard projected.count >= 3 else { return nil }
    return Polygons.signedArea2(projected) * Polygons.signedArea2(area.corners) > 0
  }

  /// The pixel box of what lies in front of the eye.
  private static func projectedBox(_ area: CGRect, _ projection: Homography) -> CGRect? {
    let projected = inFront(area.corners, projection).compactMap(projection.apply)
    return projected.count >= 3 ? CGRect.boundingBox(of: projected) : nil
  }

  /// Offscreen pixels per point: the largest magnification the projection shows at the
  /// bounds' corners (a homography magnifies most at a corner of a convex area), so the near
  /// edge of a card is as sharp as the screen; within the limits on the offscreen's size,
  /// which `seen` (what is drawn) sets.
  private static func resolution(
    _ bounds: CGRect, _ seen: CGRect, _ projection: Homography, limit: CGFloat
  ) -> CGFloat {
    var largest: CGFloat = 0
    let step = max(bounds.width, bounds.height) * 1e-3
    for p in inFront(bounds.corners + [CGPoint(x: bounds.midX, y: bounds.midY)], projection) {
      // A corner cut at the horizon lies right at it; step back inside to measure.
      guard let q = projection.apply(p),
        let qx = projection.apply(CGPoint(x: p.x + step, y: p.y))
          ?? projection.apply(CGPoint(x: p.x - step, y: p.y)),
        let qy = projection.apply(CGPoint(x: p.x, y: p.y + step))
          ?? projection.apply(CGPoint(x: p.x, y: p.y - step))
      else { continue }
      let sx = hypot(qx.x - q.x, qx.y - q.y) / step
      let sy = hypot(qy.x - q.x, qy.y - q.y) / step
      largest = max(largest, sx, sy)
    }
    // Rounded to a 1/64 step, so the lattice is the same from frame to frame while the
    // projection is. (Rounding to quarter octaves would keep it through most of a turn, so the
    // renderer could keep the offscreen's pixels, but the larger offscreen and the extra pieces
    // cost more than drawing a card's content again: 19 ms against 16, BENCHMARKS.md.)
    var resolution = (min(max(largest, 0.0625), limit) * 64).rounded(.up) / 64
    let side = max(seen.width, seen.height) * resolution
    if side > offscreenSide { resolution *= offscreenSide / side }
    let pixels = seen.width * seen.height * resolution * resolution
    if pixels > offscreenArea { resolution *= (offscreenArea / pixels).squareRoot() }
    return resolution
  }

  /// How many pieces across and down: in each direction, enough that the change of depth
  /// within a piece moves no texture pixel by more than about half a pixel (the affine error
  /// of a piece p pixels long whose depth changes by a fraction d is about p·d/4), at most 64.
  private static func pieces(_ area: CGRect, _ projection: Homography) -> (Int, Int) {
    let depths = inFront(area.corners, projection).map(projection.depth)
    guard let nearest = depths.min(), nearest > 0,
      let box = projectedBox(area, projection)
    else { return (1, 1) }
    func count(_ slope: CGFloat, _ length: CGFloat, _ pixels: CGFloat) -> Int {
      let change = abs(slope) * length / nearest
      let needed = (pixels * change / 2).squareRoot().rounded(.up)
      return needed.isFinite ? Int(min(max(needed, 1), 64)) : 64
    }
    let pixels = max(box.width, box.height)
    return (
      count(projection.m13, area.width, pixels), count(projection.m23, area.height, pixels)
    )
  }

  /// The part of the convex polygon `points` (bounds coordinates) in front of the eye. The
  /// depth is affine in bounds coordinates, so the cut is a straight line.
  static func inFront(_ points: [CGPoint], _ projection: Homography) -> [CGPoint] {
    // A little in front of the eye, so nothing is magnified without bound.
    let limit = Homography.minimumDepth * 10
    let depths = points.map { projection.depth($0) - limit }
    if depths.allSatisfy({ $0 >= 0 }) { return points }
    var output: [CGPoint] = []
    for i in points.indices {
      let j = (i + 1) % points.count
      let (p, q, dp, dq) = (points[i], points[j], depths[i], depths[j])
      if dp >= 0 { output.append(p) }
      if (dp >= 0) != (dq >= 0) {
        let t = dp / (dp - dq)
        output.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
      }
    }
    return output
  }
}

extension DisplayListBuilder {
  /// A view whose transform has perspective: its whole subtree drawn flat, then projected.
  mutating func drawProjected(
    _ view: UIView, _ g: ViewGeometry, parent: CGAffineTransform, clip: [CGPoint]?
  ) {
    let projection = g.projectionToSuperview.concatenating(Homography(parent))
    drawProjected(
      extent: view.subtreeExtent, bounds: g.bounds, projection: projection,
      doubleSided: view.layerStorage?.isDoubleSided ?? true, clip: clip
    ) { builder, toOffscreen in
      let outer = builder.flatView
      builder.flatView = (view, toOffscreen)
      defer { builder.flatView = outer }
      builder.draw(view, parent: .identity, clip: nil)
    }
  }
}
