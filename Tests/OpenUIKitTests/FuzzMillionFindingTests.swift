import Foundation
import OpenUIKit
import OpenUIKitFuzzing
import Testing

// What issue 36's run of 10⁶ fuzz streams (RELIABILITY.md, round 3) found, each replayed from
// its minimized steps through the fuzzer's own runner: the test fails while the finding does.
@Suite("Fuzz findings of the 10⁶-stream run (issue 36)", .debugSwitchesOff)
@MainActor
struct FuzzMillionFindingTests {
  /// Steps as the fuzzer saves them (`--minimize`): infinities written as strings.
  private func steps(_ json: String) throws -> [FuzzStep] {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try decoder.decode([FuzzStep].self, from: Data(json.utf8))
  }

  @Test(
    "finding (fuzz stream 10230212): the navigation view taken out of the window mid edge-drag cancels the pop, every appearance paired"
  )
  func stream10230212InteractivePopLeavesWindow() throws {
    // An edge drag began the pop (screen2 will disappear, screen1 will appear); app code in a
    // key's callback removed a view whose removal's callbacks removed the navigation view.
    // The pan was cancelled inside the outer removal, its action was not sent to a view
    // outside the window, and the pop never ended: both screens stayed halfway.
    let violations = FuzzRunner().run(stream: 10_230_212, steps: try steps(Self.stream10230212))
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "finding (fuzz stream 10234405): the stream's end lifts every button the framework still holds"
  )
  func stream10234405ClosingLiftsEveryButton() throws {
    // A press of button 3 outside the window made no touch; button 0 then began one, and the
    // lift of button 3 left it down. The fuzzer's model of the input thought the pointer free
    // and its closing lifted nothing, so the touch looked stuck: the fuzzer's fault, not the
    // framework's (which keeps a touch while its button is held, decision B14).
    let steps = try steps(Self.stream10234405)
    let closing = FuzzInputGenerator.closingSteps(after: steps, seed: 10_234_405)
    let lifts = closing.flatMap(\.records).filter {
      if case .pointer(2, 2, 1, 1, _, _, 0, _, _, _) = $0 { return true }
      return false
    }
    #expect(
      !lifts.isEmpty
        || closing.first?.records.contains { $0 == .window(kind: 0, width: 0, height: 0) } == true)
    let violations = FuzzRunner().run(stream: 10_234_405, steps: steps)
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "finding (fuzz stream 10737729): a pop inside a push's callbacks inside another push leaves no screen appearing"
  )
  func stream10737729NestedPushAndPop() throws {
    // The scene's own app code: a push from a view joining the navigation view, and a pop from
    // the leaving screen's viewDidDisappear while the first push ended to make room. The
    // second push began over the pop, which never ended.
    let violations = FuzzRunner().run(stream: 10_737_729, steps: try steps(Self.stream10737729))
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "findings (fuzz streams 10338479, 10338778: hangs): the fuzzer's megabyte paste is a megabyte, and a key in a long document lays out one paragraph"
  )
  func streams10338479And10338778MegabytePaste() {
    // Each pasted a sample repeated a million times (10 MB of bidi overrides) into a text view,
    // which laid all of it out again per key: 12 and 19 s in a release build. The paste is now
    // the megabyte the issue names; the paragraphs kept are TextViewIncrementalLayoutTests'.
    for stream: UInt64 in [10_338_479, 10_338_778] {
      let texts = FuzzRunner().steps(of: stream).flatMap(\.records).compactMap { record in
        if case .text(let text) = record { return text.utf8.count }
        return nil
      }
      let largest = texts.max() ?? 0
      #expect(largest > 900_000 && largest <= 1_000_000, "stream \(stream): \(largest) bytes")
    }
  }

  private static let stream10737729 = """
    [{"delay":1.3691399814501124,"records":[{"window":{"kind":5,"height":307.03893504756394,"width":386.37635388963383}}]}]
    """

  private static let stream10234405 = """
    [{"delay":0,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"phase":0,"x":672.7408362578637,"y":41.141267224674415,"device":2,"index":1,"button":3,"kind":1,"clicks":2}}]},{"delay":0.05830896233013073,"records":[{"pointer":{"phase":0,"x":356.3363672302765,"y":193.26513677606494,"device":2,"index":1,"button":0,"kind":1,"stamp":{"offset":{"_0":0}}}}]},{"delay":0.050234549821656205,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"phase":2,"x":232.20118563283825,"device":2,"y":230.18946369925652,"index":1,"button":3,"kind":1,"clicks":3}}]}]
    """

  private static let stream10230212 = """
    [{"records":[{"key":{"isRepeat":false,"characters":"v","code":25,"modifiers":0,"down":true}}],"delay":0},{"records":[{"pointer":{"phase":0,"kind":0,"stamp":{"offset":{"_0":0}},"index":4,"device":0,"x":12.409939467566346,"button":0,"y":197.0338842762188,"force":"inf"}},{"pointer":{"phase":0,"kind":0,"stamp":{"offset":{"_0":0}},"index":3,"device":0,"x":83.14970405646812,"button":0,"y":226.98152960653144}}],"delay":0.11136403321300288},{"records":[{"pointer":{"phase":2,"kind":0,"stamp":{"offset":{"_0":0}},"index":3,"device":0,"x":97.43603865416301,"button":0,"y":203.69788676921326}},{"pointer":{"phase":0,"kind":0,"stamp":{"offset":{"_0":0}},"index":1,"device":0,"x":292.9049021475252,"button":0,"y":380.3039848966069}},{"pointer":{"phase":1,"kind":0,"stamp":{"offset":{"_0":0}},"index":1,"device":0,"x":277.67953425433086,"button":1,"y":380.54843876581816}}],"delay":0},{"records":[{"key":{"characters":"v","modifiers":0,"down":true,"isRepeat":true,"code":25}}],"delay":0.06708755773802655}]
    """
}
