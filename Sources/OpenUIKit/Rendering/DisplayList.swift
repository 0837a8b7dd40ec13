import Foundation

/// What to draw for one frame, in window pixels, back to front. The core builds it from the
/// view tree (``DisplayListBuilder``); the SDL renderer executes it. Every polygon is convex and
/// already clipped, so a renderer needs only triangles, textures and offscreen targets.
public struct DisplayList: Sendable {
  /// The drawing commands in order.
  public var items: [DisplayItem] = []
  /// The size of the target in pixels.
  public var pixelSize: CGSize
  /// The areas of the target (whole pixels) this frame redraws, or nil for all of it. Items
  /// lying wholly outside them are left out; outside them the previous frame's pixels stay.
  public var damage: [CGRect]?

  /// Creates an empty list for a target of `pixelSize`.
  public init(pixelSize: CGSize) {
    self.pixelSize = pixelSize
  }
}

/// One drawing command.
public enum DisplayItem: Hashable, Sendable {
  /// Fill a convex polygon with a colour.
  case fill([CGPoint], DisplayColor)
  /// Draw part of a texture onto a convex polygon, multiplied by `alpha`.
  case texture([DisplayVertex], TextureSource, alpha: CGFloat)
  /// Start drawing into an offscreen group that is composited at `alpha` (group opacity);
  /// everything drawn in the group lies within `bounds` (pixels), so only that area needs an
  /// offscreen pass.
  case beginGroup(alpha: CGFloat, bounds: CGRect)
  /// Composite the innermost open group.
  case endGroup
  /// Start drawing into offscreen `id`, a transparent target of `size` pixels, in its own
  /// pixel coordinates (not clipped by the damaged areas): the flat picture of a view or layer
  /// shown in perspective. Later ``texture(_:_:alpha:)`` items draw it with
  /// ``TextureSource/offscreen(_:)``, as many small pieces as the projection needs. Ids are
  /// unique within a list; a renderer draws each offscreen once per frame.
  case beginOffscreen(id: Int, size: CGSize)
  /// Go back to drawing into the target the innermost open offscreen interrupted.
  case endOffscreen
}

/// Where a texture's pixels come from.
public enum TextureSource: Hashable, Sendable {
  /// A line of text rendered by the host's font engine.
  case text(TextRun)
  /// A decoded image.
  case image(UIImage)
  /// The pixels drawn between ``DisplayItem/beginOffscreen(id:size:)`` with this id and its
  /// ``DisplayItem/endOffscreen``, earlier in the same list.
  case offscreen(Int)
}

/// A line of text as the renderer rasterises it.
public struct TextRun: Hashable, Sendable {
  /// The text, one line.
  public var text: String
  /// The font name (a TrueType file name without extension).
  public var fontName: String
  /// The size in pixels (points × the display scale), so text is sharp on HiDPI screens.
  public var pixelSize: CGFloat
  /// The colour.
  public var color: DisplayColor
}
