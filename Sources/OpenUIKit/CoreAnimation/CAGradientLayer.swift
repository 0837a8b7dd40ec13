import Foundation

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from `startPoint` to `endPoint` (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Out from `startPoint`, reaching the last colour at `endPoint`'s distance on each axis.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Round `startPoint`, starting in the direction of `endPoint`, clockwise.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient: `colors` (`CGColor`s) at `locations`
/// (0…1, evenly spaced when nil) between `startPoint` and `endPoint` in unit coordinates of the
/// bounds ((0.5, 0) to (0.5, 1), top to bottom, by default).
///
/// `colors`, `locations`, `startPoint` and `endPoint` animate (a shimmer animates
/// `locations`). Drawn as bands of solid colour, at most one per point along the gradient.
open class CAGradientLayer: CALayer {
  /// The colours, `CGColor`s (a `UIColor` is taken too). Nil draws nothing.
  open var colors: [Any]? { didSet { changed() } }
  /// Where each colour lies, 0…1, rising; nil spaces them evenly.
  open var locations: [NSNumber]? { didSet { changed() } }
  /// Where the gradient starts, in unit coordinates. (0.5, 0) by default.
  open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed() } }
  /// Where it ends, in unit coordinates. (0.5, 1) by default.
  open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed() } }
  /// The shape. `.axial` by default.
  open var type: CAGradientLayerType = .axial { didSet { changed() } }

  /// Creates a gradient layer with no colours.
  public override init() { super.init() }

  private var displayColors: [DisplayColor] {
    (colors ?? []).compactMap { value in
      switch value {
      case let color as CGColor: DisplayColor(cgColor: color)
      case let color as UIColor: color.displayColor
      default: nil
      }
    }
  }

  override var animatableExtras: [String: LayerValue] {
    let colours = displayColors
    return [
      "colors": .colors(colours),
      "locations": .scalars(stops(count: colours.count)),
      "startPoint": .point(startPoint), "endPoint": .point(endPoint),
    ]
  }

  override func setAnimatableExtra(_ name: String, _ value: LayerValue) {
    switch (name, value) {
    case ("colors", .colors(let list)): colors = list.map { UIColor($0).cgColor }
    case ("locations", .scalars(let list)): locations = list.map { NSNumber(value: Double($0)) }
    case ("startPoint", .point(let p)): startPoint = p
    case ("endPoint", .point(let p)): endPoint = p
    default: break
    }
  }

  override func makeBlankCopy() -> CALayer {
    let copy = CAGradientLayer()
    copy.type = type
    return copy
  }

  /// The given locations when they fit, else even ones.
  private func stops(count: Int) -> [CGFloat] {
    if let locations, locations.count == count {
      return locations.map { CGFloat($0.doubleValue) }
    }
    guard count > 1 else { return [0] }
    return (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }

  override func contentCommands(_ state: LayerState) -> [CanvasCommand] {
    var commands = super.contentCommands(state)
    guard case .colors(let colours)? = state.extras["colors"], let first = colours.first else {
      return commands
    }
    var stops = stops(count: colours.count)
    if case .scalars(let animated)? = state.extras["locations"], animated.count == colours.count {
      stops = animated
    }
    let gradient = Gradient(colors: colours, stops: stops)
    let b = state.bounds
    func unit(_ p: CGPoint) -> CGPoint {
      CGPoint(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height)
    }
    var start = unit(startPoint), end = unit(endPoint)
    if case .point(let p)? = state.extras["startPoint"] { start = unit(p) }
    if case .point(let p)? = state.extras["endPoint"] { end = unit(p) }
    let box = b.corners
    guard colours.count > 1 else {
      commands.append(.fill(box, first))
      return commands
    }
    switch type {
    case .radial: commands += GradientBands.radial(gradient, start, end, box)
    case .conic: commands += GradientBands.conic(gradient, start, end, box)
    default: commands += GradientBands.axial(gradient, start, end, box)
    }
    return commands
  }
}

/// Colours at stops, sampled at any fraction.
struct Gradient {
  var colors: [DisplayColor]
  var stops: [CGFloat]

  /// The colour at `t` (clamped to the ends).
  func color(at t: CGFloat) -> DisplayColor {
    guard let first = colors.first, let last = colors.last else { return .clear }
    if t <= stops[0] { return first }
    for i in 1..<colors.count where t <= stops[i] {
      let span = stops[i] - stops[i - 1]
      let f = span > 0 ? (t - stops[i - 1]) / span : 1
      return colors[i - 1].mixed(with: colors[i], f)
    }
    return last
  }
}

/// A gradient as convex polygons of solid colour, cut to a convex box.
enum GradientBands {
  /// Bands across the line from `start` to `end`, one per point of its length (at most 256);
  /// beyond the ends the end colours fill the box.
  static func axial(_ g: Gradient, _ start: CGPoint, _ end: CGPoint, _ box: [CGPoint])
    -> [CanvasCommand]
  {
    let dx = end.x - start.x, dy = end.y - start.y
    let length = hypot(dx, dy)
    guard length > 1e-9 else { return [.fill(box, g.color(at: 1))] }
    let (ux, uy) = (dx / length, dy / length)
    // How far along the axis the box reaches, before and after.
    let along = box.map { ($0.x - start.x) * ux + ($0.y - start.y) * uy }
    let across = box.map { -($0.x - start.x) * uy + ($0.y - start.y) * ux }
    let lo = min(along.min()!, 0) - 1, hi = max(along.max()!, length) + 1
    let wide = (across.max()! - across.min()!) + 2, side = across.min()! - 1
    let count = max(2, min(256, Int(length.rounded(.up))))
    var cuts: [CGFloat] = [lo]
    for i in 1..<count { cuts.append(length * CGFloat(i) / CGFloat(count)) }
    cuts.append(hi)
    var commands: [CanvasCommand] = []
    for i in 0..<(cuts.count - 1) {
      // Each band reaches under the next, which covers it: neighbours leave no hairline
      // where a rasteriser's rounding would not meet.
      let a = cuts[i], b = i == cuts.count - 2 ? cuts[i + 1] : cuts[i + 1] + 0.75
      let mid = i == 0 ? 0 : i == cuts.count - 2 ? length : (a + cuts[i + 1]) / 2
      func point(_ s: CGFloat, _ t: CGFloat) -> CGPoint {
        CGPoint(x: start.x + ux * s - uy * t, y: start.y + uy * s + ux * t)
      }
      let band = [point(a, side), point(b, side), point(b, side + wide), point(a, side + wide)]
      let piece = Polygons.intersect(band, box)
      if piece.count >= 3 { commands.append(.fill(piece, g.color(at: mid / length))) }
    }
    return commands
  }

  /// Discs round `centre` from the outside in, each over the last (no seams where pieces
  /// meet), reaching the last colour at `end`'s distance on each axis (an ellipse); the box
  /// beyond is the last colour. Small discs have fewer sides, so the edges drawn stay few.
  static func radial(_ g: Gradient, _ centre: CGPoint, _ end: CGPoint, _ box: [CGPoint])
    -> [CanvasCommand]
  {
    let rx = abs(end.x - centre.x), ry = abs(end.y - centre.y)
    let r = max(rx, ry)
    guard r > 1e-9 else { return [.fill(box, g.color(at: 1))] }
    let (ax, ay) = (rx > 0 ? rx : ry, ry > 0 ? ry : rx)
    var commands: [CanvasCommand] = [.fill(box, g.color(at: 1))]
    let rings = max(2, min(48, Int((r / 2).rounded(.up))))
    for ring in stride(from: rings, to: 0, by: -1) {
      let f = CGFloat(ring) / CGFloat(rings)
      let sides = max(12, min(64, Int((r * f).rounded(.up))))
      let disc = (0..<sides).map { k -> CGPoint in
        let a = CGFloat(k) / CGFloat(sides) * 2 * .pi
        return CGPoint(x: centre.x + ax * f * cos(a), y: centre.y + ay * f * sin(a))
      }
      let piece = Polygons.intersect(disc, box)
      if piece.count >= 3 { commands.append(.fill(piece, g.color(at: f - 0.5 / CGFloat(rings)))) }
    }
    return commands
  }

  /// Wedges round `centre`, from the direction of `end`, clockwise on screen.
  static func conic(_ g: Gradient, _ centre: CGPoint, _ end: CGPoint, _ box: [CGPoint])
    -> [CanvasCommand]
  {
    let reach = box.map { hypot($0.x - centre.x, $0.y - centre.y) }.max()! * 2 + 1
    let base = atan2(end.y - centre.y, end.x - centre.x)
    let count = 180
    var commands: [CanvasCommand] = []
    for i in 0..<count {
      let a0 = base + CGFloat(i) / CGFloat(count) * 2 * .pi
      let a1 = base + CGFloat(i + 1) / CGFloat(count) * 2 * .pi
      let wedge = [
        centre, CGPoint(x: centre.x + reach * cos(a0), y: centre.y + reach * sin(a0)),
        CGPoint(x: centre.x + reach * cos(a1), y: centre.y + reach * sin(a1)),
      ]
      let piece = Polygons.intersect(wedge, box)
      if piece.count >= 3 {
        commands.append(.fill(piece, g.color(at: (CGFloat(i) + 0.5) / CGFloat(count))))
      }
    }
    return commands
  }
}
