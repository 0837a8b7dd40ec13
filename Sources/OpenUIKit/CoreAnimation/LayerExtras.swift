import Foundation

/// The layer properties few layers set, in one box so a plain layer pays one pointer.
@MainActor
final class LayerExtras {
  var shadowColor: CGColor? = UIColor.black.cgColor
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var beginTime: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var contents: Any?
  var contentsGravity: CALayerContentsGravity = .resize
  var mask: CALayer?
  var needsDisplayOnBoundsChange = false
  var contentsScale: CGFloat = 1
  var name: String?
  var zPosition: CGFloat = 0
  var isDoubleSided = true
  /// What `draw(in:)` recorded, until `setNeedsDisplay()`.
  var drawnContent: [CanvasCommand]?
  var drawnBounds: CGRect?
  /// Values apps store under keys of their own (`setValue(_:forKey:)`).
  var values: [String: Any] = [:]
}
