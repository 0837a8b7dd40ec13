// Hit testing and dispatch costs of the core, with the goals of the core issue:
//   (a) 1,000 views nested 10 deep ≤ 2 µs, (b) 10,000 flat siblings ≤ 30 µs,
//   (c) a chain 200 deep ≤ 10 µs, (d) a down, 10 moves and an up through a 1,000-view tree
//   ≤ 10 µs per event; no heap allocation per hit test.
// Each benchmark builds its tree, then measures `scalingFactor` repetitions.
import Benchmark
import Foundation
import OpenUIKit
import OpenUIKitTesting
import BenchmarkTrees

@MainActor
func measureHitTest(_ benchmark: Benchmark, _ build: () -> (UIView, CGPoint)) {
  let (root, point) = build()
  precondition(root.hitTest(point, with: nil) !== root, "the benchmark point must reach a subview")
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    blackHole(root.hitTest(point, with: nil))
  }
  benchmark.stopMeasurement()
}

func hitTestConfiguration() -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    scalingFactor: .kilo, maxDuration: .seconds(3))
}

/// A 1,000-view tree whose hit path carries 10 recognizers of every kind.
@MainActor
func gestureWindow() -> (UIApplication, CGPoint) {
  let app = UIApplication(clock: ManualClock())
  app.diagnosticHandler = { _ in }
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  let (root, point) = nestedTree()
  window.addSubview(root)
  window.makeKeyAndVisible()
  var view: UIView? = root.hitTest(point, with: nil)
  let makers: [() -> UIGestureRecognizer] = [
    { UITapGestureRecognizer() },
    {
      let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 2; return t
    },
    { UILongPressGestureRecognizer() }, { UIPanGestureRecognizer() },
    { UIPinchGestureRecognizer() },
    { UIRotationGestureRecognizer() }, { UISwipeGestureRecognizer() },
    {
      let e = UIScreenEdgePanGestureRecognizer(); e.edges = .left; return e
    },
    { UIHoverGestureRecognizer() }, { UITapGestureRecognizer() },
  ]
  for make in makers {
    view?.addGestureRecognizer(make())
    view = view?.superview
  }
  return (app, point)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "hit map: recompute, 1,000 views at 1280×800",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(5))
  ) { benchmark async in
    await MainActor.run {
      let (_, window) = hitMapWindow()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(HitMap(window: window).sampleCount) }
      benchmark.stopMeasurement()
    }
  }
  for showsMap in [false, true] {
    Benchmark(
      "frame: display list, 1,000 views at 1280×800, hit map \(showsMap ? "on (cached)" : "off")",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
    ) { benchmark async in
      await MainActor.run {
        let (app, _) = hitMapWindow()
        OpenUIKitDebug.showsHitMap = showsMap
        defer { OpenUIKitDebug.showsHitMap = false }
        let size = CGSize(width: 1280, height: 800)
        blackHole(DisplayListBuilder.build(app, pixelSize: size, scale: 1))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(DisplayListBuilder.build(app, pixelSize: size, scale: 1))
        }
        benchmark.stopMeasurement()
      }
    }
  }
  // Issue 31: "a layout pass when nothing changed: no solve, no allocation", on the 992-view
  // screen of stacks; then the same pass asked for with setNeedsLayout (layoutSubviews runs
  // down the tree, the engine finds nothing to solve).
  for asked in [false, true] {
    Benchmark(
      "Auto Layout: a pass when nothing changed, 992 views\(asked ? ", setNeedsLayout" : "")",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
    ) { benchmark async in
      await MainActor.run {
        let (root, _) = stackScreen(rows: 90)
        root.layoutIfNeeded()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          if asked { root.setNeedsLayout() }
          root.layoutIfNeeded()
        }
        benchmark.stopMeasurement()
      }
    }
  }
  Benchmark("hitTest (a) 1,000 views nested 10 deep", configuration: hitTestConfiguration()) {
    benchmark async in
    await MainActor.run { measureHitTest(benchmark, nestedTree) }
  }
  Benchmark("hitTest (b) 10,000 flat siblings", configuration: hitTestConfiguration()) {
    benchmark async in
    await MainActor.run { measureHitTest(benchmark, flatTree) }
  }
  // Issue 12: flat siblings through the subview index, plain views and subclasses, with and
  // without rotated views, beside the textbook algorithm on the same tree.
  for count in [100, 1_000, 10_000, 100_000] {
    for (subclass, rotated) in [(false, false), (true, false), (false, true), (true, true)] {
      let name =
        "hitTest flat \(count) \(subclass ? "subclass" : "plain")\(rotated ? " 1/10 rotated" : "")"
      Benchmark(name, configuration: hitTestConfiguration()) { benchmark async in
        await MainActor.run {
          measureHitTest(benchmark) { flatGrid(count, subclass: subclass, rotated: rotated) }
        }
      }
    }
    Benchmark(
      "hitTest flat \(count) textbook reference",
      configuration: .init(
        metrics: [.wallClock], scalingFactor: count >= 10_000 ? .one : .kilo,
        maxDuration: .seconds(3))
    ) { benchmark async in
      await MainActor.run {
        let (root, point) = flatGrid(count, subclass: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(textbookHitTest(root, point)) }
        benchmark.stopMeasurement()
      }
    }
  }
  for count in [10_000, 100_000] {
    Benchmark(
      "hitTest flat \(count): move one sibling, then query",
      configuration: hitTestConfiguration()
    ) { benchmark async in
      await MainActor.run {
        let (root, point) = flatGrid(count, subclass: true)
        blackHole(root.hitTest(point, with: nil))
        let moving = root.subviews[count / 2]
        var step: CGFloat = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          step = step == 0 ? 3 : 0
          moving.center = CGPoint(x: 500 + step, y: 500)
          blackHole(root.hitTest(point, with: nil))
        }
        benchmark.stopMeasurement()
      }
    }
  }
  // Issue 12: nested scaling, complete binary trees, beside the textbook algorithm.
  for levels in [4, 7, 10, 13] {
    let count = (1 << levels) - 1
    Benchmark(
      "hitTest nested \(count) (binary, \(levels) levels)", configuration: hitTestConfiguration()
    ) {
      benchmark async in
      await MainActor.run { measureHitTest(benchmark) { binaryTree(levels: levels) } }
    }
    Benchmark(
      "hitTest nested \(count) textbook reference", configuration: hitTestConfiguration()
    ) { benchmark async in
      await MainActor.run {
        let (root, point) = binaryTree(levels: levels)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(textbookHitTest(root, point)) }
        benchmark.stopMeasurement()
      }
    }
  }
  Benchmark("hitTest (c) chain 200 deep", configuration: hitTestConfiguration()) {
    benchmark async in
    await MainActor.run { measureHitTest(benchmark, chain) }
  }
  Benchmark(
    "gestures: down + 10 moves + up through 10 recognizers (12 events)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark async in
    await MainActor.run {
      let (app, point) = gestureWindow()
      var time: TimeInterval = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += 10
        app.enqueue(.pointer(.down, id: 1, at: point, timestamp: time))
        for step in 1...10 {
          app.enqueue(
            .pointer(
              .move, id: 1, at: CGPoint(x: point.x + CGFloat(step) * 3, y: point.y),
              timestamp: time + Double(step) * 0.01))
        }
        app.enqueue(
          .pointer(.up, id: 1, at: CGPoint(x: point.x + 30, y: point.y), timestamp: time + 0.2))
        app.processQueuedInput()
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark(
    "dispatch (d) down + 10 moves + up, 1,000-view tree (12 events)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .one,
      maxDuration: .seconds(3))
  ) { benchmark async in
    await MainActor.run {
      let (app, point) = nestedTreeApplication(clock: ManualClock())
      var records: [InputRecord] = []
      var time: TimeInterval = 1
      records.append(.pointer(.down, id: 1, at: point, timestamp: time))
      for step in 1...10 {
        time += 0.01
        records.append(
          .pointer(
            .move, id: 1, at: CGPoint(x: point.x + CGFloat(step), y: point.y), timestamp: time))
      }
      records.append(
        .pointer(.up, id: 1, at: CGPoint(x: point.x + 10, y: point.y), timestamp: time + 0.01))
      // Warm up caches and lazy state once, outside the measurement.
      app.enqueue(
        contentsOf: records.map {
          var r = $0; r.timestamp = ($0.timestamp ?? 0) - 1; return r
        })
      app.processQueuedInput()
      var offset: TimeInterval = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        offset += 1
        for record in records {
          var shifted = record
          shifted.timestamp = (record.timestamp ?? 0) + offset
          app.enqueue(shifted)
        }
        app.processQueuedInput()
      }
      benchmark.stopMeasurement()
    }
  }
}
