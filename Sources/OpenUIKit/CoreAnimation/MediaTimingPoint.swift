import Foundation

/// Where a timed object is at one moment of its parent's time, by the rules of
/// `CAMediaTiming`: local time `(t − beginTime) × speed + timeOffset`; before 0 it has not
/// begun, past its active duration (cycles × repeats, or `repeatDuration`) it has ended, and
/// its fill mode says whether it shows a value then (the first, or the one it ended on).
struct MediaTimingPoint {
  enum Phase { case before, active, after }

  var phase: Phase
  /// Whether the object shows a value at this moment.
  var applies: Bool
  /// The fraction of the cycle (0…1), after autoreversing, before the timing curve.
  var fraction: Double
  /// Completed cycles (forward and back count as one), for cumulative animations.
  var cycle: Int
  /// The cycle's duration.
  var duration: CFTimeInterval

  init(_ timing: CAAnimation, parentTime: CFTimeInterval, defaultDuration: CFTimeInterval = 0.25) {
    let d = timing.duration > 0 && timing.duration.isFinite ? timing.duration : defaultDuration
    duration = d
    let cycleLength = d * (timing.autoreverses ? 2 : 1)
    let active: Double
    if timing.repeatDuration > 0 {
      active = timing.repeatDuration
    } else {
      let count = timing.repeatCount > 0 ? Double(timing.repeatCount) : 1
      active = cycleLength * count
    }
    let speed = timing.speed.isFinite ? Double(timing.speed) : 1
    let local = (parentTime - timing.beginTime) * speed + timing.timeOffset
    let fill = timing.fillMode
    var position: Double
    if !(local >= 0) {
      phase = .before
      applies = fill == .backwards || fill == .both
      position = 0
    } else if local >= active {
      phase = .after
      applies = fill == .forwards || fill == .both
      position = active
    } else {
      phase = .active
      applies = true
      position = local
    }
    guard cycleLength > 0, position.isFinite else {
      fraction = phase == .before ? 0 : 1
      cycle = 0
      return
    }
    var completed = (position / cycleLength).rounded(.down)
    var inCycle = position - completed * cycleLength
    // The end of the last cycle belongs to it, not to a next one.
    if phase == .after && inCycle < 1e-12 && completed > 0 {
      completed -= 1
      inCycle = cycleLength
    }
    var f = inCycle / d
    if f > 1 { f = 2 - f }
    fraction = min(max(f, 0), 1)
    cycle = Int(min(completed, Double(Int32.max)))
  }

  /// Whether the object has ended (it never does while repeating for ever or paused).
  var isFinished: Bool { phase == .after }
}
