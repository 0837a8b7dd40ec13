import Foundation
import OpenUIKitFuzzing
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Regression tests for the sixth 10⁶-stream run's findings (issue 36; streams 15,000,000 on),
/// each named after its stream and failing without its fix.
@MainActor
@Suite("Fuzz findings of the sixth 10⁶-stream run", .debugSwitchesOff)
struct FuzzSixthMillionFindingTests {
  @Test(
    "finding (fuzz stream 15856118): a sheet whose card app code removes from the viewWillDisappear its drag began takes the dismissal back"
  )
  func stream15856118() throws {
    // A finger dragged a sheet down: the drag began a dismissal, and in presented17's
    // viewWillDisappear app code removed the sheet's card from the window. The card's pan was
    // reset without an action, so the drag never ended and its dismissal stayed halfway, the
    // controller disappearing for ever.
    let violations = FuzzRunner().run(
      stream: 15_856_118, steps: try FuzzStep.saved(Self.stream15856118))
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test("finding (fuzz stream 15856118), by hand: the card leaves the window, the drag ends")
  func stream15856118ByHand() {
    let scene = TestScene(size: CGSize(width: 960, height: 640))
    let log = scene.log
    let root = Modal("Root", log)
    scene.window.rootViewController = root
    scene.window.layoutIfNeeded()
    let page = Modal("Page", log)
    root.present(page, animated: false)
    log.clear()
    page.hooks["willDisappear"] = {
      var card = page.view.superview
      while let view = card, !(view is SheetCardView) { card = view.superview }
      card?.removeFromSuperview()
    }
    scene.fingers.press(0, at: CGPoint(x: 480, y: 200)).drag(
      0, to: CGPoint(x: 480, y: 350), steps: 10)
    scene.fingers.release(0)
    scene.settle()
    #expect(
      log.entries == ["Page.willDisappear+dismissed", "Page.willAppear", "Page.didAppear"])
    #expect(root.presentedViewController === page)
  }

  private static let stream15856118 = """
    [{"records":[{"key":{"down":true,"characters":"y","code":28,"modifiers":524288,"isRepeat":false}}],"delay":0.11624063900114677},{"records":[{"pointer":{"index":2,"kind":0,"y":226.3751361350554,"button":0,"x":256.65675613088166,"device":0,"phase":0,"stamp":{"offset":{"_0":0}}}}],"delay":0.10412840255977765},{"records":[{"pointer":{"index":2,"kind":0,"y":230.42097143657531,"button":0,"x":264.2306559249094,"device":0,"phase":1,"stamp":{"offset":{"_0":0}}}}],"delay":0},{"records":[{"pointer":{"index":2,"kind":0,"y":281.74591427348673,"button":0,"x":249.31096802572773,"device":0,"phase":1,"stamp":{"offset":{"_0":0}}}}],"delay":0}]
    """
}
