// HitTestProbe N TREE: builds tree a (1,000 nested), b (10,000 flat) or c (chain 200 deep),
// hit-tests it N times and prints how many answers were views. Run under callgrind by
// hit-test-instructions.sh, which subtracts a run with N = 0 to get instructions per query.
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
  guard arguments.count == 3, let count = Int(arguments[1]), ["a", "b", "c"].contains(arguments[2])
  else {
    print("usage: HitTestProbe N a|b|c, or HitTestProbe map")
    exit(64)
  }
  let (root, point) =
    arguments[2] == "a" ? nestedTree() : arguments[2] == "b" ? flatTree() : chain()
  _ = root.hitTest(point, with: nil)
  var hits = 0
  for _ in 0..<count where root.hitTest(point, with: nil) != nil { hits += 1 }
  print(hits)
}

MainActor.assumeIsolated { probe() }
