import Foundation

/// The drawing attributes of a view that UIKit code sets through `view.layer`: corner radius,
/// border and masking. Each view has exactly one layer.
///
/// UIKit differences: only the properties listed here exist; the layer draws nothing of its own
/// and has no sublayers or animations.
@MainActor
public final class CALayer {
  /// The view this layer belongs to.
  public private(set) weak var delegate: UIView?

  init(view: UIView) { self.delegate = view }

  /// The radius of the rounded corners of the background, border and clip, in points. 0 by
  /// default; clamped to half the shorter side when drawn.
  public var cornerRadius: CGFloat = 0 { didSet { delegate?.invalidateRendering() } }

  /// The width of the border drawn inside the bounds, in points. 0 by default.
  public var borderWidth: CGFloat = 0 { didSet { delegate?.invalidateRendering() } }

  /// The colour of the border. Opaque black by default, as in Core Animation.
  public var borderColor: CGColor? = UIColor.black.cgColor { didSet { delegate?.invalidateRendering() } }

  /// Whether sublayers (subviews) are clipped to the rounded bounds: the view's `clipsToBounds`.
  public var masksToBounds: Bool {
    get { delegate?.clipsToBounds ?? false }
    set { delegate?.clipsToBounds = newValue }
  }

  /// The layer's opacity: the view's `alpha`.
  public var opacity: Float {
    get { Float(delegate?.alpha ?? 1) }
    set { delegate?.alpha = CGFloat(newValue) }
  }
}

#if !canImport(CoreGraphics)
/// A colour as Core Graphics passes it around; made from a `UIColor` with `cgColor`.
public final class CGColor: Hashable, Sendable {
  /// The RGBA components, 0…1.
  public let components: [CGFloat]?

  init(_ color: UIColor) {
    components = [color.red, color.green, color.blue, color.alpha]
  }

  /// The alpha component.
  public var alpha: CGFloat { components?[3] ?? 1 }

  /// Colours are equal when their components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif

extension UIColor {
  /// The colour as a `CGColor`, for layer properties.
  public var cgColor: CGColor { CGColor(self) }

  /// Creates a colour from a `CGColor`.
  public init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
  }
}
