// The SDL host's costs, with the goals of the host issue: a frame of 1,000 views at 1280×800 on
// the software renderer ≤ 8 ms; an SDL event to the view's handler ≤ 50 µs at p99.
// Runs on SDL's dummy video driver with the software renderer pinned.
import Benchmark
import Foundation
import OpenUIKit
import OpenUIKitSDL

/// Counts touches reaching it.
@MainActor
final class Target: UIView {
  var began = 0
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

@MainActor
enum Fixture {
  static var host: SDLHost?
  static var window: UIWindow?
  static var target: Target?
  static var label: UILabel?

  /// A host with `count` views in a grid (a tenth of them rotated, a tenth with rounded borders).
  static func start(views count: Int) throws -> SDLHost {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let app = UIApplication(clock: SDLClock())
    var options = SDLHost.Options()
    options.size = CGSize(width: 1280, height: 800)
    options.videoDriver = "dummy"
    options.softwareRenderer = true
    let host = try SDLHost(application: app, options: options)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.backgroundColor = .white
    let columns = Int(Double(count).squareRoot().rounded(.up))
    let cell = 1280 / CGFloat(columns)
    for index in 0..<count {
      let view = UIView(
        frame: CGRect(
          x: CGFloat(index % columns) * cell, y: CGFloat(index / columns) * cell * 0.62,
          width: cell * 0.8, height: cell * 0.5))
      view.backgroundColor = UIColor(
        red: CGFloat(index % 7) / 7, green: 0.5, blue: CGFloat(index % 5) / 5, alpha: 1)
      if index % 10 == 0 { view.transform = CGAffineTransform(rotationAngle: 0.3) }
      if index % 10 == 5 {
        view.layer.cornerRadius = cell * 0.1
        view.layer.borderWidth = 1
      }
      window.addSubview(view)
    }
    let target = Target(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.insertSubview(target, at: 0)
    let label = UILabel(frame: CGRect(x: 1100, y: 760, width: 160, height: 30))
    label.text = "0"
    label.backgroundColor = .white
    window.addSubview(label)
    self.label = label
    window.makeKeyAndVisible()
    self.host = host
    self.window = window
    self.target = target
    return host
  }

  static func stop() {
    host?.shutdown()
    host = nil
    window = nil
    target = nil
    label = nil
  }
}

@MainActor
func frameBenchmark(_ benchmark: Benchmark, views: Int) {
  guard let host = try? Fixture.start(views: views) else {
    fatalError("the SDL host did not start")
  }
  host.renderIfNeeded()
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    host.application.setNeedsRedraw()
    host.renderIfNeeded()
  }
  benchmark.stopMeasurement()
  Fixture.stop()
}

/// What changes between two damaged frames.
enum OneViewChange {
  case colour, move, text
}

/// Frames where one view of `views` changes (damage tracking redraws only its area), beside
/// ``frameBenchmark`` (every frame forced whole) in the same run.
@MainActor
func damagedFrameBenchmark(_ benchmark: Benchmark, views: Int, change: OneViewChange) {
  guard let host = try? Fixture.start(views: views), let window = Fixture.window,
    let label = Fixture.label
  else { fatalError("the SDL host did not start") }
  host.renderIfNeeded()
  let view = window.subviews[views / 2 + 1]
  var step = 0
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    step += 1
    switch change {
    case .colour: view.backgroundColor = step % 2 == 0 ? .red : .blue
    case .move: view.center.x += step % 2 == 0 ? 1 : -1
    case .text: label.text = String(step)
    }
    host.renderIfNeeded()
  }
  benchmark.stopMeasurement()
  Fixture.stop()
}

/// Frames of a 1,000-view window over which a 480 × 320 card with a label turns a little each
/// frame about y: in perspective (an offscreen drawn in pieces) or by its plane part (the
/// same turn as a horizontal squeeze), the damage drawn.
@MainActor
func turningCardBenchmark(_ benchmark: Benchmark, perspective: Bool) {
  guard let host = try? Fixture.start(views: 1_000), let window = Fixture.window else {
    fatalError("the SDL host did not start")
  }
  let card = UIView(frame: CGRect(x: 400, y: 240, width: 480, height: 320))
  card.backgroundColor = .white
  card.layer.cornerRadius = 16
  let label = UILabel(frame: CGRect(x: 40, y: 140, width: 400, height: 40))
  label.text = "A card turning in perspective"
  label.font = .systemFont(ofSize: 28)
  card.addSubview(label)
  window.addSubview(card)
  var base = CATransform3DIdentity
  if perspective { base.m34 = -1 / 800 }
  host.renderIfNeeded()
  var angle: CGFloat = 0
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    angle += 0.02
    card.transform3D = CATransform3DRotate(base, sin(angle), 0, 1, 0)
    host.renderIfNeeded()
  }
  benchmark.stopMeasurement()
  Fixture.stop()
}

let benchmarks: @Sendable () -> Void = {
  let frame = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  Benchmark("frame: 1,000 views, 1280×800, software", configuration: frame) { benchmark async in
    await MainActor.run { frameBenchmark(benchmark, views: 1_000) }
  }
  Benchmark("frame: 10,000 views, 1280×800, software", configuration: frame) { benchmark async in
    await MainActor.run { frameBenchmark(benchmark, views: 10_000) }
  }
  for (name, change) in [
    ("colour", OneViewChange.colour), ("1-pt move", .move), ("label text", .text),
  ] {
    Benchmark("frame: one view's \(name) changes, 10,000 views, damage", configuration: frame) {
      benchmark async in
      await MainActor.run { damagedFrameBenchmark(benchmark, views: 10_000, change: change) }
    }
  }
  for perspective in [true, false] {
    let name = perspective ? "in perspective" : "by its plane part"
    Benchmark("frame: a 480×320 card turning \(name), damage", configuration: frame) {
      benchmark async in
      await MainActor.run { turningCardBenchmark(benchmark, perspective: perspective) }
    }
  }
  Benchmark(
    "event: SDL mouse down → touchesBegan (1,000-view window)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 20_000)
  ) { benchmark async in
    await MainActor.run {
      // One host for every sample; the first sample warms it up.
      if Fixture.host == nil || Fixture.window?.subviews.count != 1_001 {
        Fixture.stop()
        _ = try? Fixture.start(views: 1_000)
        Fixture.host?.renderIfNeeded()
      }
      guard let host = Fixture.host, let target = Fixture.target else {
        fatalError("the SDL host did not start")
      }
      // Each sample: post a press and run one loop step, until the view's handler has run;
      // the release happens outside the measurement. Nothing changes on screen, so no frame
      // is drawn.
      let before = target.began
      benchmark.startMeasurement()
      host.post(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(x: 2, y: 795)))
      host.step(timeout: 0)
      benchmark.stopMeasurement()
      precondition(target.began == before + 1, "the handler must have run")
      host.post(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(x: 2, y: 795)))
      host.step(timeout: 0)
    }
  }
}
