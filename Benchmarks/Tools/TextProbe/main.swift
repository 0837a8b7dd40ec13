// Drawing a screen of labels in Latin against the same screen in mixed scripts (issue 35's
// goal: ≤ 1.5×): 60 labels whose text is new each frame (no texture cached: each is measured,
// shaped, drawn with its fallback fonts and bidi order) and a frame with none changed. SDL's
// dummy driver, software renderer, release build; median of 15 frames.
// Run: ./text-benchmarks.sh
import Foundation
import OpenUIKit
import OpenUIKitSDL

let latin = ["Hello world, this is", "A quick brown fox", "Settings and more", "Numbers 1234"]
let mixed = ["你好，世界 hello", "مرحبا بالعالم 123", "नमस्ते दुनिया", "שלום עולם, hi"]

@MainActor
func measure(_ texts: [String]) throws -> (changed: Double, still: Double) {
  setenv("SDL_VIDEODRIVER", "dummy", 1)
  let app = UIApplication(clock: SDLClock())
  var options = SDLHost.Options()
  options.size = CGSize(width: 1280, height: 800)
  options.videoDriver = "dummy"
  options.softwareRenderer = true
  let host = try SDLHost(application: app, options: options)
  defer { host.shutdown() }
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.backgroundColor = .white
  var labels: [UILabel] = []
  for i in 0..<60 {
    let label = UILabel(frame: CGRect(x: i % 4 * 320, y: i / 4 * 50, width: 310, height: 40))
    label.font = .systemFont(ofSize: 17)
    window.addSubview(label)
    labels.append(label)
  }
  window.makeKeyAndVisible()
  func frame(_ n: Int) -> Double {
    let start = ContinuousClock.now
    for (i, label) in labels.enumerated() { label.text = "\(texts[i % texts.count]) \(n).\(i)" }
    host.renderIfNeeded()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
  }
  for n in 0..<3 { _ = frame(n) }
  let changed = (3..<18).map(frame).sorted()[7]
  var still: [Double] = []
  for _ in 0..<15 {
    let start = ContinuousClock.now
    labels[0].setNeedsDisplay()
    host.renderIfNeeded()
    let elapsed = ContinuousClock.now - start
    still.append(Double(elapsed.components.attoseconds) / 1e15)
  }
  return (changed, still.sorted()[7])
}

MainActor.assumeIsolated {
  do {
    let a = try measure(latin)
    let b = try measure(mixed)
    print(
      String(
        format:
          "60 labels, every text new each frame: Latin %.2f ms, mixed scripts %.2f ms (%.2f×)",
        a.changed, b.changed, b.changed / a.changed))
    print(
      String(format: "one label redrawn: Latin %.2f ms, mixed scripts %.2f ms", a.still, b.still))
  } catch {
    print("text probe: \(error)")
  }
}
