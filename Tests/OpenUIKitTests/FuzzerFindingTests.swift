import Foundation
import OpenUIKit
import OpenUIKitFuzzing
import OpenUIKitTesting
import Testing

// Regression tests for what the fuzzer (openuikit-fuzz) found after the issue's own findings,
// numbered on from them (RELIABILITY.md lists each with the rule that fixed it), and the fuzz
// smoke run that guards every invariant.
@Suite("Reliability regressions found by the fuzzer (issue 8)", .debugSwitchesOff)
@MainActor
struct FuzzerFindingTests {
  @Test(
    "finding 14 (fuzzer): removal callbacks can neither land a touch in the leaving subtree nor focus it"
  )
  func finding14NothingEntersALeavingSubtree() {
    let scene = TestScene()
    let background = scene.loggingView("background", CGRect(0, 0, 200, 200))
    let leaving = WindowHookView(frame: CGRect(0, 0, 100, 100))
    let inner = scene.loggingView("inner", CGRect(0, 0, 100, 100), in: leaving)
    let field = scene.responder("field", in: leaving)
    scene.window.addSubview(leaving)
    var focused = true
    leaving.onWillMoveToWindow = { newWindow in
      guard newWindow == nil else { return }
      // App code in the removal's hooks, as the fuzzer's stream 149 did.
      scene.send(.pointer(.down, id: 1, at: CGPoint(5, 5)))
      focused = field.becomeFirstResponder()
    }
    leaving.removeFromSuperview()
    scene.fingers.wait(0.1)
    scene.send(.pointer(.up, id: 1, at: CGPoint(5, 5)))
    #expect(!focused && !field.isFirstResponder)
    #expect(inner.superview === leaving && leaving.window == nil)
    #expect(scene.log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)"])
    _ = background
  }

  @Test(
    "finding 15 (fuzzer): a recognizer interrupted inside its own callback asks for nothing more, quietly"
  )
  func finding15InterruptedInsideCallback() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let tap = CancellingTap()
    tap.cancel = { [unowned app = scene.app] in app.cancelAllTouches() }
    var actions = 0
    tap.addAction { _ in actions += 1 }
    v.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(5, 5)).release().wait(1)
    #expect(actions == 0)
    #expect(tap.state == .possible && tap.numberOfTouches == 0)
    #expect(!scene.diagnosticCodes.contains(.illegalGestureStateTransition))
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    // The next tap recognizes as usual.
    tap.cancel = nil
    scene.fingers.wait(1).press(at: CGPoint(5, 5)).release()
    #expect(actions == 1)
  }

  @Test(
    "finding 16 (fuzzer): a responder removed while the presses of one dispatch end hears its cancel in the window"
  )
  func finding16PressEndOwedWhenResponderLeaves() {
    let scene = TestScene()
    let a = PressHookView("a", scene.log)
    let b = PressHookView("b", scene.log)
    scene.window.addSubview(a)
    scene.window.addSubview(b)
    _ = a.becomeFirstResponder()
    scene.send(.key(.down, "a", code: 4))
    _ = b.becomeFirstResponder()
    scene.send(.key(.down, "b", code: 5))
    // Whichever hears the focus-loss cancel first removes the other.
    a.onCancel = { b.removeFromSuperview() }
    b.onCancel = { a.removeFromSuperview() }
    scene.send(InputRecord(.window(.focusLost)))
    let entries = scene.log.entries
    #expect(
      entries.count == 2 && entries.allSatisfy { $0.hasSuffix(".pressesCancelled(in window)") })
    #expect(Set(entries.map { $0.prefix(1) }) == ["a", "b"])
  }

  @Test(
    "finding 17 (fuzzer): a recognizer disabled inside its own callback asks for nothing more, quietly"
  )
  func finding17DisabledInsideCallback() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let tap = CancellingTap()
    tap.cancel = { [unowned tap] in tap.isEnabled = false }
    var actions = 0
    tap.addAction { _ in actions += 1 }
    v.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(5, 5)).release().wait(1)
    #expect(actions == 0 && tap.state == .possible)
    #expect(!scene.diagnosticCodes.contains(.illegalGestureStateTransition))
  }

  @Test(
    "finding 18 (fuzzer): app code run at touch-down (a delegate) cannot leave the touch or a recognizer outside the window"
  )
  func finding18AppCodeAtTouchDown() {
    let scene = TestScene()
    // A delegate asked about a new touch detaches the next recognizer of the same view: that
    // one tracks nothing.
    let other = scene.loggingView("other", CGRect(0, 0, 100, 100))
    let first = UIPanGestureRecognizer()
    let second = UIPanGestureRecognizer()
    let detaching = AppCodeDelegate { other.removeGestureRecognizer(second) }
    first.delegate = detaching
    other.addGestureRecognizer(first)
    other.addGestureRecognizer(second)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(second.view == nil && second.numberOfTouches == 0 && first.numberOfTouches == 1)
    scene.fingers.release()
    // An ancestor's recognizer's delegate removes the hit view after the hit view's own
    // recognizer took the touch: the touch has nowhere to go, and nothing tracks it.
    first.delegate = nil
    let outer = UIPanGestureRecognizer()
    let removing = AppCodeDelegate { other.removeFromSuperview() }
    outer.delegate = removing
    scene.window.addGestureRecognizer(outer)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(first.numberOfTouches == 0 && outer.numberOfTouches == 0 && other.window == nil)
    scene.fingers.release()
    #expect(scene.log.entries.suffix(2) == ["other.touchesBegan(1)", "other.touchesEnded(1)"])
  }

  @Test(
    "finding 19 (fuzzer): a touched view moved into a subtree that is leaving the window hears its cancel first"
  )
  func finding19MovedIntoLeavingSubtree() {
    let scene = TestScene()
    let leaving = WindowHookView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(leaving)
    let touched = scene.loggingView("touched", CGRect(100, 100, 50, 50))
    scene.fingers.press(at: CGPoint(110, 110))
    leaving.onWillMoveToWindow = { [unowned leaving] newWindow in
      if newWindow == nil { leaving.addSubview(touched) }
    }
    leaving.removeFromSuperview()
    #expect(scene.log.entries == ["touched.touchesBegan(1)", "touched.touchesCancelled(1)"])
    scene.fingers.release()
    #expect(scene.log.entries.count == 2)
  }

  @Test(
    "finding 20 (fuzzer): replacing a root view controller whose view app code moved ends its presses"
  )
  func finding20ReplacedRootControllerPresses() {
    let scene = TestScene()
    let log = scene.log
    weak var weakController: PressLoggingController?
    do {
      let controller = PressLoggingController(log)
      scene.window.rootViewController = controller
      let holder = UIView()
      scene.window.addSubview(holder)
      holder.addSubview(controller.view)  // app code moves the root view elsewhere in the window
      _ = controller.becomeFirstResponder()
      scene.send(.key(.down, "a"))
      scene.window.rootViewController = UIViewController()
      weakController = controller
    }
    #expect(log.entries == ["vc.pressesBegan", "vc.pressesCancelled"])
    #expect(weakController == nil)
    scene.send(.key(.up, "a"))
    #expect(scene.diagnostics.isEmpty)
  }

  @Test(
    "finding 21 (fuzzer): recognizers that require each other to fail do not deadlock and hold the touch"
  )
  func finding21RequirementCycle() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    var fired: [String] = []
    let a = UITapGestureRecognizer()
    a.addAction { _ in fired.append("a") }
    let b = UITapGestureRecognizer()
    b.addAction { _ in fired.append("b") }
    a.require(toFail: b)
    b.require(toFail: a)
    v.addGestureRecognizer(a)
    v.addGestureRecognizer(b)
    scene.fingers.press(at: CGPoint(5, 5)).release().wait(1)
    #expect(fired == ["a"])
    #expect(
      a.state == .possible && b.state == .possible && a.numberOfTouches == 0
        && b.numberOfTouches == 0)
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    #expect(scene.diagnosticCodes == [.gestureRequirementCycle])
  }

  @Test(
    "finding 22 (fuzzer): a root view controller whose view is out of the window does not take key presses"
  )
  func finding22RootControllerOutOfWindow() {
    let scene = TestScene()
    let controller = PressLoggingController(scene.log)
    scene.window.rootViewController = controller
    controller.view.removeFromSuperview()
    scene.send(.key(.down, "a"))
    scene.window.addSubview(controller.view)
    scene.send(InputRecord(.window(.focusLost)))
    #expect(scene.log.entries.isEmpty)
    scene.send(.key(.down, "b", code: 5))
    #expect(scene.log.entries == ["vc.pressesBegan"])
  }

  @Test(
    "finding 23 (sanitizer): an application released mid-gesture frees its recognizers and touches")
  func releasedMidGesture() {
    weak var weakRecognizer: UIGestureRecognizer?
    weak var weakTouch: UITouch?
    do {
      let scene = TestScene()
      let v = CapturingView(frame: CGRect(0, 0, 100, 100))
      scene.window.addSubview(v)
      // A recognizer that never concludes keeps tracking the touch, which lists it back.
      let recognizer = ScriptedRecognizer("r", scene.log)
      v.addGestureRecognizer(recognizer)
      scene.fingers.press(at: CGPoint(5, 5))
      weakRecognizer = recognizer
      weakTouch = v.touches.first
      #expect(weakTouch != nil && recognizer.numberOfTouches == 1)
    }
    #expect(weakRecognizer == nil && weakTouch == nil)
  }

  @Test(
    "finding 24 (fuzzer): a scroll view whose pan is taken away mid-drag ends the drag and tells its delegate"
  )
  func finding24PanRemovedMidDrag() {
    let scene = TestScene()
    let (scrollView, hook) = scene.scrollView()
    scene.fingers.press(0, at: CGPoint(150, 300)).drag(0, to: CGPoint(150, 250), steps: 3)
    #expect(scrollView.isDragging)
    // App code in a callback during dispatch, as in the fuzzer's stream 14236.
    hook.onScroll = { $0.gestureRecognizers = nil }
    scene.fingers.move(0, to: CGPoint(150, 240))
    #expect(!scrollView.isDragging)
    scene.fingers.release(0)
    scene.settle()
    #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    #expect(
      scene.log.entries == [
        "scroll.willBeginDragging", "scroll.willEndDragging", "scroll.didEndDragging(false)",
      ])
  }

  @Test(
    "finding 24: a scroll view taken out of its window mid-drag or mid-pinch ends both, and drags again when back"
  )
  func finding24ScrollViewRemovedMidDrag() {
    let scene = TestScene()
    let (scrollView, hook, _) = scene.zoomableScrollView(maximumZoomScale: 4)
    scrollView.alwaysBounceVertical = true
    scene.fingers.together { $0.press(0, at: CGPoint(100, 200)).press(1, at: CGPoint(200, 200)) }
    scene.fingers.together { $0.move(0, to: CGPoint(50, 150)).move(1, to: CGPoint(250, 150)) }
    #expect(scrollView.isZooming && scrollView.isDragging)
    hook.onScroll = { $0.removeFromSuperview() }
    scene.fingers.together { $0.move(0, to: CGPoint(40, 140)).move(1, to: CGPoint(260, 140)) }
    #expect(scrollView.window == nil)
    #expect(!scrollView.isZooming && !scrollView.isDragging)
    hook.onScroll = nil
    scene.fingers.together { $0.release(0).release(1) }
    scene.window.addSubview(scrollView)
    scene.settle()
    #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isZoomBouncing)
    scene.log.clear()
    scene.fingers.press(0, at: CGPoint(150, 300)).drag(0, to: CGPoint(150, 250), steps: 3)
    #expect(scrollView.isDragging)
    scene.fingers.release(0)
    #expect(!scrollView.isDragging)
  }

  @Test(
    "finding 24: a scroll view whose pinch is taken away mid-zoom ends the zoom within its limits")
  func finding24PinchRemovedMidZoom() {
    let scene = TestScene()
    let (scrollView, hook, _) = scene.zoomableScrollView(maximumZoomScale: 2)
    scene.fingers.together { $0.press(0, at: CGPoint(100, 200)).press(1, at: CGPoint(200, 200)) }
    scene.fingers.together { $0.move(0, to: CGPoint(0, 200)).move(1, to: CGPoint(300, 200)) }
    #expect(scrollView.isZooming && scrollView.zoomScale > 2)
    hook.onScroll = { $0.pinchGestureRecognizer.map($0.removeGestureRecognizer) }
    scene.fingers.together { $0.move(0, to: CGPoint(-10, 200)).move(1, to: CGPoint(310, 200)) }
    #expect(!scrollView.isZooming && scrollView.zoomScale == 2)
    scene.fingers.together { $0.release(0).release(1) }
    scene.settle()
    #expect(!scrollView.isZooming && !scrollView.isZoomBouncing && scrollView.zoomScale == 2)
  }

  @Test(
    "finding 25 (fuzzer): a zoom whose zooming view app code takes away mid-pinch still springs back within the limits"
  )
  func finding25ZoomingViewRemovedMidPinch() {
    let scene = TestScene()
    let (scrollView, hook, image) = scene.zoomableScrollView(maximumZoomScale: 2)
    scene.fingers.together { $0.press(0, at: CGPoint(100, 200)).press(1, at: CGPoint(200, 200)) }
    scene.fingers.together { $0.move(0, to: CGPoint(140, 200)).move(1, to: CGPoint(160, 200)) }
    #expect(scrollView.isZooming && scrollView.zoomScale < 1)
    // App code in a callback, as in the fuzzer's stream 1000887 at mutation rate 0.5.
    hook.onScroll = { _ in
      image.removeFromSuperview()
      hook.zoomView = nil
    }
    scene.fingers.together { $0.move(0, to: CGPoint(141, 200)).move(1, to: CGPoint(159, 200)) }
    hook.onScroll = nil
    scene.fingers.together { $0.release(0).release(1) }
    scene.settle()
    #expect(scrollView.zoomScale == 1 && !scrollView.isZooming && !scrollView.isZoomBouncing)
  }

  @Test(
    "finding 26 (fuzzer): a window hidden from an action takes its touches that hit no view with it"
  )
  func finding26HiddenWindowTakesViewlessTouches() throws {
    // Stream 105237 at mutation rate 0.5, minimized to 5 steps: a touch whose hit test answered
    // a view outside the window stayed live in it after app code hid the window.
    let steps = try JSONDecoder().decode([FuzzStep].self, from: Data(Self.stream105237.utf8))
    let violations = FuzzRunner(mutationRate: 0.5).run(stream: 105_237, steps: steps)
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  private static let stream105237 = """
    [
      {"delay": 0.10923141586058577, "records": [
        {"pointer":{"phase":0,"button":0,"stamp":{"offset":{"_0":0}},"x":168.6213588920791,"kind":0,"device":1,"index":4,"y":80.09229225351358}},
        {"pointer":{"phase":1,"button":0,"force":0.3013092444195907,"stamp":{"offset":{"_0":0}},"x":180.38287818415776,"kind":0,"device":1,"index":4,"y":66.11374976828651}}
      ]},
      {"delay": 0.02589710425244116, "records": [
        {"pointer":{"phase":1,"button":0,"stamp":{"offset":{"_0":0}},"x":272.7726568147008,"kind":0,"device":1,"index":4,"y":63.685089791501646}},
        {"pointer":{"phase":0,"button":0,"stamp":{"offset":{"_0":0}},"x":330.71612023736367,"kind":2,"device":0,"index":0,"y":141.76716928777006}}
      ]},
      {"delay": 0.5787785265624357, "records": [
        {"window":{"kind":0,"height":0,"width":0}}
      ]},
      {"delay": 0.05281161971044894, "records": [
        {"pointer":{"phase":0,"button":0,"stamp":{"offset":{"_0":0}},"x":210.83988838312743,"kind":1,"device":0,"index":0,"y":99.91450572625706}},
        {"pointer":{"phase":0,"button":0,"stamp":{"offset":{"_0":0}},"x":75.39189941153546,"kind":0,"device":2,"index":4,"y":216.67116547075895}},
        {"pointer":{"phase":0,"button":0,"stamp":{"offset":{"_0":0}},"x":322.7874747101754,"kind":0,"device":0,"index":1,"y":8.142964500797483}}
      ]},
      {"delay": 0.07781918608856299, "records": [
        {"pointer":{"phase":0,"button":0,"stamp":{"offset":{"_0":0}},"x":141.01440011879788,"kind":0,"device":0,"index":0,"y":222.6537862065932}}
      ]}
    ]
    """

  @Test(
    "finding 29 (fuzzer): an add refused after its view left the old superview puts it back, touches and all"
  )
  func finding29RefusedAddRestoresTheView() {
    let scene = TestScene()
    let parent = RemovalHookView(frame: CGRect(0, 0, 200, 200))
    scene.window.addSubview(parent)
    let target = scene.loggingView("target", CGRect(0, 0, 100, 100), in: parent)
    let destination = UIView(frame: CGRect(250, 0, 50, 50))
    scene.window.addSubview(destination)
    scene.send(.pointer(.down, id: 1, at: CGPoint(5, 5)))
    // As in the fuzzer's stream 100124 at mutation rate 0.5: the old superview's
    // willRemoveSubview hook puts the destination under the view being moved, so the add
    // becomes a cycle after the view left its superview.
    parent.onWillRemove = { target.addSubview(destination) }
    destination.addSubview(target)
    parent.onWillRemove = nil
    #expect(target.superview === parent && destination.superview === target)
    #expect(scene.diagnosticCodes.contains(.invalidHierarchy))
    scene.send(.pointer(.up, id: 1, at: CGPoint(5, 5)))
    #expect(scene.log.entries == ["target.touchesBegan(1)", "target.touchesEnded(1)"])
    #expect(scene.app.checkInvariants().isEmpty)
  }

  @Test(
    "finding 30 (fuzzer): a drag to the largest finite x leaves the offset a number, and it settles"
  )
  func finding30HugeDragLeavesOffsetFinite() {
    let scene = TestScene()
    let scrollView = UIScrollView(frame: CGRect(0, 0, 172, 212))
    scrollView.contentSize = CGSize(width: 348, height: 808)
    // Scaled down: in its coordinates the finger's x overflows to infinity, and the drag's
    // translation is infinity minus infinity.
    scrollView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    scene.window.addSubview(scrollView)
    // As in stream 8511: a finger down, then moved to x = 1.8e308 (finite in the window), and
    // on.
    scene.fingers.press(0, at: CGPoint(100, 90)).move(0, to: CGPoint(1.7976931348623157e308, 229))
      .move(0, to: CGPoint(1.7976931348623157e308, 240))
    #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite)
    scene.fingers.release(0)
    scene.settle()
    #expect(!scrollView.isDecelerating && scrollView.contentOffset.x.isFinite)
    #expect(scrollView.contentOffset.x >= 0 && scrollView.contentOffset.x <= 348 - 172)
  }

  @Test(
    "finding 31 (fuzzer): a cell app code took out and put back is the app's view, not a cell"
  )
  func finding31CellPutBackIsNotTheTables() throws {
    let scene = TestScene()
    final class Numbers: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
    }
    let source = Numbers()
    let table = scene.table(source)
    // As in stream 1000613 at mutation rate 0.5: app code moves a cell out of the table and
    // back in as a plain subview; the table gave its row a new cell meanwhile.
    let cell = try #require(table.cellForRow(at: [0, 0]))
    cell.removeFromSuperview()
    table.layoutIfNeeded()
    table.addSubview(cell)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: [0, 0]) !== cell)
    #expect(scene.app.checkInvariants().isEmpty)
    // The same for a collection view's cell.
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    final class Tiles: UICollectionViewDataSource {
      func collectionView(_ c: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        40
      }
      func collectionView(_ c: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { c.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) }
    }
    let tiles = Tiles()
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    grid.dataSource = tiles
    scene.window.addSubview(grid)
    grid.layoutIfNeeded()
    let tile = try #require(grid.cellForItem(at: [0, 0]))
    tile.removeFromSuperview()
    grid.layoutIfNeeded()
    grid.addSubview(tile)
    grid.layoutIfNeeded()
    #expect(grid.cellForItem(at: [0, 0]) !== tile)
    #expect(scene.app.checkInvariants().isEmpty)
  }

  @Test(
    "300 fuzz streams at two mutation rates: no invariant of any kind is broken, and the wave-3 ones checked something"
  )
  func fuzzSmoke() {
    var broken: [String] = []
    let coverage = FuzzCoverage()
    for (rate, first) in [(0.08, UInt64(0)), (0.5, UInt64(50_000))] {
      let runner = FuzzRunner(mutationRate: rate)
      for number in first..<first + 150 {
        for v in runner.run(stream: number) { broken.append("\(number) at \(rate): \(v)") }
      }
      coverage.add(record: Substring(runner.coverage.record))
    }
    #expect(broken.isEmpty, "\(broken.prefix(5))")
    // The streams pushed and presented screens and showed list rows, so the controller,
    // appearance and cell invariants had something to hold for.
    #expect(coverage.appearanceCallbacks > 20, "\(coverage.summary)")
    #expect(coverage.controllersChecked > 1_000, "\(coverage.summary)")
    #expect(coverage.cellsChecked > 1_000, "\(coverage.summary)")
  }
}
