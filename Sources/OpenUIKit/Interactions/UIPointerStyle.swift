import Foundation

/// A view to draw a pointer effect with, and where (UIKit's targeted preview, reduced to what
/// a desktop pointer needs: the view).
@preconcurrency @MainActor
public final class UITargetedPreview {
  /// The view the effect applies to.
  public let view: UIView
  /// Creates a preview of `view`.
  public init(view: UIView) { self.view = view }
}

/// How the pointer affects the view under it (iPadOS 13.4). On a desktop, the system cursor
/// stands for the effect: a highlight, lift or hover over a view shows the hand.
@preconcurrency @MainActor
public enum UIPointerEffect {
  /// The system's choice for the view: the hand.
  case automatic(UITargetedPreview)
  /// The view is highlighted under the pointer: the hand.
  case highlight(UITargetedPreview)
  /// The view lifts under the pointer: the hand.
  case lift(UITargetedPreview)
  /// The view changes as described while hovered: the hand.
  case hover(
    UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// How a hover effect tints the view.
  public enum TintMode: Sendable {
    /// No tint.
    case none
    /// A tint over the view.
    case overlay
    /// A tint under the view.
    case underlay
  }
}

/// The shape the pointer takes (iPadOS 13.4), shown with the closest system cursor.
@preconcurrency @MainActor
public enum UIPointerShape {
  /// A shape traced by a path: the arrow.
  case path(UIBezierPath)
  /// A rounded rectangle: the arrow.
  case roundedRect(CGRect, radius: CGFloat = 8)
  /// A vertical beam, as over text: the I-beam.
  case verticalBeam(length: CGFloat)
  /// A horizontal beam, as over vertical text: the I-beam.
  case horizontalBeam(length: CGFloat)
}

/// The pointer's look over a region: an effect, a shape, or hidden (iPadOS 13.4).
@preconcurrency @MainActor
public struct UIPointerStyle {
  /// The desktop cursor this style shows.
  public let cursor: Cursor

  /// A style with an effect on the view, and optionally a shape.
  public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    cursor = shape.map(Cursor.init(shape:)) ?? .hand
  }

  /// A style with a shape and no effect.
  public init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
    cursor = Cursor(shape: shape)
  }

  /// The pointer is hidden over the region.
  public static func hidden() -> UIPointerStyle { UIPointerStyle(cursor: .hidden) }

  /// The system's arrow.
  public static func system() -> UIPointerStyle { UIPointerStyle(cursor: .arrow) }

  /// A desktop system cursor (OpenUIKit): for what iPadOS has no shape for, such as resize
  /// arrows and the crosshair.
  public init(cursor: Cursor) { self.cursor = cursor }

  /// The system cursors a style can show on a desktop.
  public enum Cursor: Sendable, Equatable, CaseIterable {
    /// The arrow.
    case arrow
    /// The text I-beam.
    case iBeam
    /// The pointing hand, over something to press.
    case hand
    /// Crosshairs, for picking a point.
    case crosshair
    /// A double arrow for resizing left and right.
    case resizeLeftRight
    /// A double arrow for resizing up and down.
    case resizeUpDown
    /// A four-way arrow for moving.
    case move
    /// The pointer is hidden.
    case hidden

    init(shape: UIPointerShape) {
      switch shape {
      case .verticalBeam, .horizontalBeam: self = .iBeam
      case .path, .roundedRect: self = .arrow
      }
    }
  }
}

/// Axes a pointer may be constrained to.
public struct UIAxis: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates axes from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 2)
}
