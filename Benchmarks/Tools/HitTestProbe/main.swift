// HitTestProbe N TREE: builds tree a (1,000 nested), b (10,000 flat) or c (chain 200 deep),
// hit-tests it N times and prints how many answers were views. HitTestProbe N d dispatches N
// touch sequences (down, 10 moves, up) through the application into tree a, as the dispatch
// benchmark does. Run under callgrind by hit-test-instructions.sh, which subtracts a run with
// N = 0 to get instructions per query or per sequence.
import BenchmarkTrees
import Foundation
import OpenUIKit

@MainActor
func probe() {
  let arguments = CommandLine.arguments
  if arguments.count == 2, arguments[1] == "map" {
    // The hit map of the 1,000-view window: how many samples, and how long one recompute takes.
    let (_, window) = hitMapWindow()
    let start = Date()
    let map = HitMap(window: window)
    let seconds = Date().timeIntervalSince(start)
    print(
      "hit map: \(map.sampleCount) samples, \(map.regions.count) regions in \(Int(seconds * 1000)) ms"
    )
    return
  }
  guard arguments.count == 3, let count = Int(arguments[1]),
    ["a", "b", "c", "d"].contains(arguments[2])
  else {
    print("usage: HitTestProbe N a|b|c|d, or HitTestProbe map")
    exit(64)
  }
  if arguments[2] == "d" {
    print(dispatchSequences(count))
    return
  }
  let (root, point) =
    arguments[2] == "a" ? nestedTree() : arguments[2] == "b" ? flatTree() : chain()
  _ = root.hitTest(point, with: nil)
  var hits = 0
  for _ in 0..<count where root.hitTest(point, with: nil) != nil { hits += 1 }
  print(hits)
}

/// Dispatches `count` sequences of 12 pointer events into the 1,000-view tree, after one
/// sequence that warms caches; returns how many touches the application saw end.
@MainActor
func dispatchSequences(_ count: Int) -> Int {
  let (app, point) = nestedTreeApplication(clock: FixedClock())
  var ended = 0
  for sequence in 0...count {
    let start = TimeInterval(sequence) + 1
    app.enqueue(.pointer(.down, id: 1, at: point, timestamp: start))
    for step in 1...10 {
      let moved = CGPoint(x: point.x + CGFloat(step), y: point.y)
      app.enqueue(.pointer(.move, id: 1, at: moved, timestamp: start + Double(step) * 0.01))
    }
    let lifted = CGPoint(x: point.x + 10, y: point.y)
    app.enqueue(.pointer(.up, id: 1, at: lifted, timestamp: start + 0.11))
    app.processQueuedInput()
    if sequence > 0 { ended += 1 }
  }
  return ended
}

/// A clock that stands still: the records carry their own timestamps.
final class FixedClock: MonotonicClock {
  var now: TimeInterval { 0 }
}

MainActor.assumeIsolated { probe() }
