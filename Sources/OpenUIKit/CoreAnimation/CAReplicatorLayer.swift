import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform` (about the layer's anchor point), tinted by `instanceColor` plus the
/// colour offsets times its index, and running its animations `instanceDelay` seconds later
/// than the one before: the classic activity indicator is one dot, twelve instances and a
/// rotation.
open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn. 1 by default.
  open var instanceCount = 1 { didSet { changed() } }
  /// What moves each copy from the one before. The identity by default.
  open var instanceTransform = CATransform3DIdentity { didSet { changed() } }
  /// How much later each copy's animations run, in seconds. 0 by default.
  open var instanceDelay: CFTimeInterval = 0 { didSet { changed() } }
  /// The colour the first copy is multiplied by. Opaque white (no change) by default.
  open var instanceColor: CGColor? = UIColor.white.cgColor { didSet { changed() } }
  /// Added to the red tint of each further copy.
  open var instanceRedOffset: Float = 0 { didSet { changed() } }
  /// Added to the green tint of each further copy.
  open var instanceGreenOffset: Float = 0 { didSet { changed() } }
  /// Added to the blue tint of each further copy.
  open var instanceBlueOffset: Float = 0 { didSet { changed() } }
  /// Added to the alpha of each further copy (negative fades the later ones).
  open var instanceAlphaOffset: Float = 0 { didSet { changed() } }
  /// Whether copies are sorted in depth (recorded; drawn in order).
  open var preservesDepth = false

  /// Creates a replicator layer with one instance.
  public override init() { super.init() }

  override func makeBlankCopy() -> CALayer {
    let copy = CAReplicatorLayer()
    copy.instanceCount = instanceCount
    copy.instanceTransform = instanceTransform
    copy.instanceDelay = instanceDelay
    copy.instanceColor = instanceColor
    copy.instanceRedOffset = instanceRedOffset
    copy.instanceGreenOffset = instanceGreenOffset
    copy.instanceBlueOffset = instanceBlueOffset
    copy.instanceAlphaOffset = instanceAlphaOffset
    return copy
  }

  /// The copies to draw: at most 10,000, each with its transform in the layer's bounds
  /// coordinates, its tint and its delay.
  var instances: [(transform: CGAffineTransform, tint: DisplayColor, delay: CFTimeInterval)] {
    let count = min(max(instanceCount, 0), 10_000)
    guard count > 0 else { return [] }
    let b = bounds
    let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
    let step = CATransform3DGetAffineTransform(instanceTransform)
    let base = instanceColor.map(DisplayColor.init(cgColor:)) ?? .white
    var result: [(CGAffineTransform, DisplayColor, CFTimeInterval)] = []
    var accumulated = CGAffineTransform.identity
    for i in 0..<count {
      let f = CGFloat(i)
      let tint = DisplayColor(
        red: base.red + f * CGFloat(instanceRedOffset),
        green: base.green + f * CGFloat(instanceGreenOffset),
        blue: base.blue + f * CGFloat(instanceBlueOffset),
        alpha: base.alpha + f * CGFloat(instanceAlphaOffset))
      let about = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        .concatenating(accumulated)
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
      result.append((about, tint, Double(i) * (instanceDelay.isFinite ? instanceDelay : 0)))
      accumulated = accumulated.concatenating(step)
    }
    return result
  }
}
