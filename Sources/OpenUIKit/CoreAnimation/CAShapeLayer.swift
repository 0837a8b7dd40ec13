import Foundation

/// How a shape layer's open subpaths end.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a cap from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Flat at the end point (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half disc.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Flat, half the line width past the end.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's segments meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a join from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A point, up to the miter limit (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A disc.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A straight edge.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a shape layer decides the inside of its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a rule from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even–odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path: filled, stroked, or both, with the stroke trimmed by
/// ``strokeStart`` and ``strokeEnd`` (animate `strokeEnd` from 0 to 1 to draw the path on) and
/// dashed by ``lineDashPattern``.
///
/// The path is in the layer's coordinates and is not clipped to its bounds. `strokeStart`,
/// `strokeEnd`, `lineWidth`, `lineDashPhase`, `fillColor` and `strokeColor` animate. UIKit
/// differences: each subpath is filled on its own by the non-zero rule (a hole made by a second
/// subpath is filled), and `path` itself does not animate.
open class CAShapeLayer: CALayer {
  /// The path. Nil by default.
  open var path: CGPath? { didSet { changed() } }
  /// The fill colour; nil fills nothing. Opaque black by default.
  open var fillColor: CGColor? = UIColor.black.cgColor { didSet { changed() } }
  /// The fill rule. `.nonZero` by default.
  open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
  /// The stroke colour; nil strokes nothing (the default).
  open var strokeColor: CGColor? { didSet { changed() } }
  /// Where the stroke starts, as a fraction of the path's length. 0 by default.
  open var strokeStart: CGFloat = 0 { didSet { changed() } }
  /// Where the stroke ends, as a fraction of the path's length. 1 by default.
  open var strokeEnd: CGFloat = 1 { didSet { changed() } }
  /// The stroke width in points. 1 by default.
  open var lineWidth: CGFloat = 1 { didSet { changed() } }
  /// The longest miter, in line widths. 10 by default.
  open var miterLimit: CGFloat = 10 { didSet { changed() } }
  /// How open ends look. `.butt` by default.
  open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
  /// How segments meet. `.miter` by default.
  open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
  /// Lengths of painted and unpainted dashes, in points, repeating; nil draws a solid line.
  open var lineDashPattern: [NSNumber]? { didSet { changed() } }
  /// How far into the dash pattern the stroke starts. 0 by default.
  open var lineDashPhase: CGFloat = 0 { didSet { changed() } }

  /// Creates a shape layer with no path.
  public override init() { super.init() }

  override var animatableExtras: [String: LayerValue] {
    [
      "strokeStart": .scalar(strokeStart), "strokeEnd": .scalar(strokeEnd),
      "lineWidth": .scalar(lineWidth), "lineDashPhase": .scalar(lineDashPhase),
      "miterLimit": .scalar(miterLimit),
      "fillColor": .color(fillColor.map(DisplayColor.init(cgColor:))),
      "strokeColor": .color(strokeColor.map(DisplayColor.init(cgColor:))),
    ]
  }

  override func setAnimatableExtra(_ name: String, _ value: LayerValue) {
    switch (name, value) {
    case ("strokeStart", .scalar(let v)): strokeStart = v
    case ("strokeEnd", .scalar(let v)): strokeEnd = v
    case ("lineWidth", .scalar(let v)): lineWidth = v
    case ("lineDashPhase", .scalar(let v)): lineDashPhase = v
    case ("miterLimit", .scalar(let v)): miterLimit = v
    case ("fillColor", .color(let c)): fillColor = c.map { UIColor($0).cgColor }
    case ("strokeColor", .color(let c)): strokeColor = c.map { UIColor($0).cgColor }
    default: break
    }
  }

  override func makeBlankCopy() -> CALayer {
    let copy = CAShapeLayer()
    copy.path = path
    copy.fillRule = fillRule
    copy.lineCap = lineCap
    copy.lineJoin = lineJoin
    copy.lineDashPattern = lineDashPattern
    return copy
  }

  override var clipsContentToBounds: Bool { false }

  override func shadowShape(_ state: LayerState) -> [[CGPoint]]? {
    path?.subpaths.filter { $0.count >= 3 }
  }

  override func contentCommands(_ state: LayerState) -> [CanvasCommand] {
    var commands = super.contentCommands(state)
    guard let path, !path.isEmpty else { return commands }
    let canvas = ContentCanvas()
    if let fill = state.color("fillColor", nil), fill.alpha > 0 {
      canvas.fill(path.subpaths, color: fill)
    }
    let width = state.scalar("lineWidth", lineWidth)
    if let stroke = state.color("strokeColor", nil), stroke.alpha > 0, width > 0 {
      let start = min(max(state.scalar("strokeStart", strokeStart), 0), 1)
      let end = min(max(state.scalar("strokeEnd", strokeEnd), 0), 1)
      var pieces = StrokeTrimming.trim(
        path.subpaths, closed: path.closedFlags, from: start, to: end)
      if let pattern = lineDashPattern?.map({ CGFloat($0.doubleValue) }) {
        pieces = StrokeTrimming.dash(
          pieces, pattern: pattern, phase: state.scalar("lineDashPhase", lineDashPhase))
      }
      let style = StrokeStyle(
        width: width, cap: lineCap.cgLineCap, join: lineJoin.cgLineJoin,
        miterLimit: state.scalar("miterLimit", miterLimit))
      canvas.stroke(pieces.map(\.points), closed: pieces.map(\.closed), style: style, color: stroke)
    }
    commands += canvas.commands
    return commands
  }
}

extension CAShapeLayerLineCap {
  var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

extension CAShapeLayerLineJoin {
  var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
