// What the accessibility bridge costs at 1,000 and 10,000 elements (issue 34): a client
// listing a container's children (the first time, when each gets its path and its snapshot,
// and again), a whole sweep of the event collection once a client has seen every element
// (nothing changed, and one label changed; the bridge spreads a sweep over loop steps of 256
// objects each), and a hit test through GetAccessibleAtPoint. No bus: the server is called as
// the bridge calls it. Median of 7 runs each. Run: ./atspi-benchmarks.sh
import Foundation
import OpenUIKit
import OpenUIKitATSPI

@MainActor
func measure(_ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<7 {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    times.append(
      Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
  }
  return times.sorted()[3]
}

@MainActor
func run(elements count: Int) {
  let app = UIApplication(clock: SystemClock())
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
  window.makeKeyAndVisible()
  let group = UIView(frame: window.bounds)
  group.shouldGroupAccessibilityChildren = true
  window.addSubview(group)
  var labels: [UILabel] = []
  for i in 0..<count {
    let label = UILabel(frame: CGRect(x: i % 100 * 12, y: i / 100 * 7, width: 12, height: 7))
    label.text = "Item \(i)"
    group.addSubview(label)
    labels.append(label)
  }
  let server = ATSPIServer(application: app, name: "probe")
  let windowPath = server.handle(
    ATSPIRequest(
      path: "/org/a11y/atspi/accessible/root", interface: "org.a11y.atspi.Accessible",
      member: "GetChildAtIndex", arguments: [.int32(0)]))
  guard case .values(let values) = windowPath, let path = values.first?.elements?.last?.string
  else { fatalError("no window") }
  let groupReply = server.handle(
    ATSPIRequest(
      path: path, interface: "org.a11y.atspi.Accessible", member: "GetChildAtIndex",
      arguments: [.int32(0)]))
  guard case .values(let g) = groupReply, let groupPath = g.first?.elements?.last?.string else {
    fatalError("no group")
  }
  let children = ATSPIRequest(
    path: groupPath, interface: "org.a11y.atspi.Accessible", member: "GetChildren")
  let start = ContinuousClock.now
  _ = server.handle(children)
  let first = ContinuousClock.now - start
  let firstMs = Double(first.components.attoseconds) / 1e15
  let again = measure { _ = server.handle(children) }
  // A whole sweep: collections until every object clients know was compared once.
  func sweep() -> (steps: Int, longest: Double) {
    var steps = 0
    var longest = 0.0
    repeat {
      let start = ContinuousClock.now
      _ = server.collectEvents()
      let elapsed = ContinuousClock.now - start
      longest = max(longest, Double(elapsed.components.attoseconds) / 1e15)
      steps += 1
    } while server.hasEventsPending
    return (steps, longest)
  }
  _ = sweep()
  var steps = 0
  var longest = 0.0
  let still = measure { (steps, longest) = sweep() }
  var n = 0
  var found = 0
  let oneChanged = measure {
    n += 1
    labels[count / 2].text = "Changed \(n)"
    repeat {
      found += server.collectEvents().count
    } while server.hasEventsPending
  }
  precondition(found >= 7, "each change must be heard")
  let atPoint = measure {
    _ = server.handle(
      ATSPIRequest(
        path: groupPath, interface: "org.a11y.atspi.Component", member: "GetAccessibleAtPoint",
        arguments: [.int32(606), .int32(353), .uint32(1)]))
  }
  print(
    String(
      format:
        "%6d elements: GetChildren first %.2f ms, again %.2f ms; a sweep for events: %.2f ms in %d steps (longest step %.2f ms), with one label changed %.2f ms; GetAccessibleAtPoint %.2f ms",
      count, firstMs, again, still, steps, longest, oneChanged, atPoint))
}

MainActor.assumeIsolated {
  let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
  for count in counts.isEmpty ? [1000, 10000] : counts { run(elements: count) }
}
