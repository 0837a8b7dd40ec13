import Foundation

/// How a layer's `contents` image fits its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a gravity from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretched over the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside, centred.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill, centred (it may reach outside the bounds, which clip it).
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  /// Natural size, centred.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// Natural size, at the top edge.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// Natural size, at the bottom edge.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// Natural size, at the left edge.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// Natural size, at the right edge.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// Natural size, in the top-left corner.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// Natural size, in the top-right corner.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// Natural size, in the bottom-left corner.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// Natural size, in the bottom-right corner.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
}

extension CALayer {
  // MARK: - Shadow

  /// The shadow's colour. Opaque black by default.
  public var shadowColor: CGColor? {
    get { extras?.shadowColor ?? UIColor.black.cgColor }
    set { edit { $0.shadowColor = newValue } }
  }
  /// The shadow's opacity, 0…1. 0 (no shadow) by default.
  public var shadowOpacity: Float {
    get { extras?.shadowOpacity ?? 0 }
    set { edit { $0.shadowOpacity = newValue.isFinite ? min(max(newValue, 0), 1) : 0 } }
  }
  /// How far the shadow falls from the layer, in points. (0, −3) by default, as in Core
  /// Animation: set a positive height for a shadow below.
  public var shadowOffset: CGSize {
    get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) }
    set { edit { $0.shadowOffset = newValue } }
  }
  /// The shadow's blur radius, in points. 3 by default.
  public var shadowRadius: CGFloat {
    get { extras?.shadowRadius ?? 3 }
    set { edit { $0.shadowRadius = newValue.isFinite ? max(newValue, 0) : 0 } }
  }
  /// The shadow's shape, in the layer's coordinates; nil follows the layer's background (its
  /// rounded bounds) or, for a shape layer, its path.
  public var shadowPath: CGPath? {
    get { extras?.shadowPath }
    set { edit { $0.shadowPath = newValue } }
  }

  // MARK: - Content

  /// The image ``contents`` holds, if it holds one.
  var contentsImage: UIImage? {
    switch extras?.contents {
    case let image as UIImage: image
    case let image as CGImage: image.image
    default: nil
    }
  }

  /// ``contents`` placed by the gravity, then what ``draw(in:)`` recorded (drawn again first
  /// when asked, or when the bounds changed and ``needsDisplayOnBoundsChange`` is set).
  func recordedContent(_ state: LayerState) -> [CanvasCommand] {
    var commands: [CanvasCommand] = []
    if let image = contentsImage {
      commands.append(.image(image, Self.place(image, in: state.bounds, contentsGravity)))
    }
    let stale =
      extras?.drawnContent == nil
      || (needsDisplayOnBoundsChange && extras?.drawnBounds != bounds)
    if stale { display() }
    commands += extras?.drawnContent ?? []
    return commands
  }

  /// Where an image goes in `bounds` for `gravity` (points; the image's size in points).
  static func place(_ image: UIImage, in b: CGRect, _ gravity: CALayerContentsGravity) -> CGRect {
    let size = image.size
    guard size.width > 0, size.height > 0 else { return b }
    switch gravity {
    case .resizeAspect, .resizeAspectFill:
      return CGRect.aspect(size, in: b, filling: gravity == .resizeAspectFill)
    case .resize:
      return b
    default:
      let name = gravity.rawValue.lowercased()
      let x =
        name.contains("left")
        ? b.minX : name.contains("right") ? b.maxX - size.width : b.midX - size.width / 2
      let y =
        name.hasPrefix("top")
        ? b.minY : name.hasPrefix("bottom") ? b.maxY - size.height : b.midY - size.height / 2
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }

  /// The rounded bounds, when the layer shows a background or a border there.
  func backgroundShadowShape(_ state: LayerState) -> [[CGPoint]]? {
    let hasBackground = (state.backgroundColor?.alpha ?? 0) > 0
    let hasBorder = state.borderWidth > 0 && (state.borderColor?.alpha ?? 0) > 0
    guard hasBackground || hasBorder || contentsImage != nil else { return nil }
    return [
      Polygons.roundedRect(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners)
    ]
  }

  /// The shadow's outline in bounds coordinates: ``shadowPath`` or the layer's own shape.
  func shadowOutline(_ state: LayerState) -> [[CGPoint]]? {
    if let path = shadowPath { return path.subpaths.filter { $0.count >= 3 } }
    return shadowShape(state)
  }

  /// How far the shadow can reach past the bounds, for culling and damage.
  var shadowReach: CGRect? {
    guard let extras, extras.shadowOpacity > 0, !masksToBounds else { return nil }
    let base = extras.shadowPath?.boundingBox ?? bounds
    guard !base.isNull else { return nil }
    return base.offsetBy(dx: extras.shadowOffset.width, dy: extras.shadowOffset.height)
      .insetBy(dx: -extras.shadowRadius - 1, dy: -extras.shadowRadius - 1)
  }

  /// The mask's shape in this layer's bounds coordinates, as convex pieces: nil when there is
  /// no mask, empty when it shows nothing.
  func maskPieces(at time: CFTimeInterval?) -> [[CGPoint]]? {
    guard let mask = extras?.mask else { return nil }
    let state =
      mask.hasAnimations
      ? mask.presentedState(atGlobal: time ?? CACurrentMediaTime()) : LayerState(model: mask)
    guard !mask.isHidden, state.opacity > 0 else { return [] }
    let toLayer = state.transformToSuperlayer
    let outlines = mask.maskShape(state) ?? []
    var pieces: [[CGPoint]] = []
    for outline in outlines where outline.count >= 3 {
      let mapped = outline.map { $0.applying(toLayer) }
      if Polygons.isConvex(mapped) {
        pieces.append(mapped)
      } else {
        pieces += Polygons.triangulate(mapped)
      }
    }
    return pieces
  }

  /// The area this layer covers as a mask: its filled path for a shape layer, else its rounded
  /// bounds when it draws anything there.
  func maskShape(_ state: LayerState) -> [[CGPoint]]? {
    if let shape = self as? CAShapeLayer, let path = shape.path {
      return path.subpaths
    }
    let draws =
      (state.backgroundColor?.alpha ?? 0) > 0 || contentsImage != nil
      || !(contentCommands(state).isEmpty) || sublayers != nil
    return draws
      ? [
        Polygons.roundedRect(state.bounds, radius: state.cornerRadius, corners: state.maskedCorners)
      ] : nil
  }
}
