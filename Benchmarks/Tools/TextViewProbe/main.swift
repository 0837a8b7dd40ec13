// Typing into a text view that holds a lot of text (issue 36: a fuzz stream pasting megabytes
// into a text view ran past the hang limit, every key laying the whole text out again). One
// key per frame at the end, in the middle and at the start of the text: the edit, the layout,
// the scroll to the caret and the drawing. SDL's dummy driver, software renderer, release
// build; median of 15 keys.
// Run: ./text-benchmarks.sh (after the label screens), or .build/release/TextViewProbe [MB]
import Foundation
import OpenUIKit
import OpenUIKitSDL

@MainActor
func milliseconds(_ work: () -> Void) -> Double {
  let start = ContinuousClock.now
  work()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
}

@MainActor
func measure(_ text: String, _ name: String) throws {
  let app = UIApplication(clock: SDLClock())
  var options = SDLHost.Options()
  options.size = CGSize(width: 800, height: 600)
  options.videoDriver = "dummy"
  options.softwareRenderer = true
  let host = try SDLHost(application: app, options: options)
  defer { host.shutdown() }
  let window = UIWindow(frame: UIScreen.main.bounds)
  let view = UITextView(frame: window.bounds)
  window.addSubview(view)
  window.makeKeyAndVisible()
  var setting = 0.0
  setting = milliseconds {
    view.text = text
    host.renderIfNeeded()
  }
  _ = view.becomeFirstResponder()
  let length = (view.text as NSString).length
  var report = String(format: "%@ (%d UTF-16 units): set %.1f ms", name, length, setting)
  for (place, offset) in [("end", length), ("middle", length / 2), ("start", 0)] {
    view.selectedRange = NSRange(location: offset, length: 0)
    host.renderIfNeeded()
    let keys = (0..<15).map { _ in
      milliseconds {
        view.insertText("x")
        host.renderIfNeeded()
      }
    }.sorted()
    report += String(format: ", a key at the %@ %.2f ms", place, keys[7])
  }
  print(report)
}

setenv("SDL_VIDEODRIVER", "dummy", 1)
let megabytes = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 1
let bytes = Int(megabytes * 1_000_000)
let sentence = "The quick brown fox jumps over the lazy dog. "
let prose = String(repeating: sentence + "Again.\n", count: bytes / (sentence.utf8.count + 7))
let oneLine = String(repeating: sentence, count: bytes / sentence.utf8.count)
let overrides = String(repeating: "\u{202E}evil\u{202C}", count: bytes / 10)
MainActor.assumeIsolated {
  do {
    try measure(prose, "prose in short paragraphs")
    try measure(oneLine, "one paragraph")
    try measure(overrides, "bidi overrides, one paragraph")
  } catch {
    print("text view probe: \(error)")
  }
}
