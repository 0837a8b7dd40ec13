import Foundation

/// Several animations run together on one layer, on the group's time: each child's
/// `beginTime` counts from the group's start, the group's timing curve warps their time, and
/// the group's `duration` cuts them off; a child with no duration of its own lasts as long as
/// the group. Children's delegates are not told; the group's is.
open class CAAnimationGroup: CAAnimation {
  /// The animations, applied in order.
  open var animations: [CAAnimation]?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { ($0.copy() as? CAAnimation) ?? $0 }
  }

  /// Children with no duration of their own last as long as the group (as the snippets that
  /// set only the group's duration expect), down nested groups.
  func lendDuration() {
    for child in animations ?? [] {
      if child.duration == 0 { child.duration = duration }
      (child as? CAAnimationGroup)?.lendDuration()
    }
  }

  override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

  @MainActor override func apply(
    to state: inout LayerState, parentTime: CFTimeInterval, layer: CALayer
  ) {
    let point = timing(at: parentTime)
    guard point.applies else { return }
    let progress = timingFunction?.progress(point.fraction) ?? CGFloat(point.fraction)
    let groupTime = CFTimeInterval(progress) * point.duration
    for child in animations ?? [] {
      child.apply(to: &state, parentTime: groupTime, layer: layer)
    }
  }
}
