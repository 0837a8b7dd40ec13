import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Ctrl+Shift+I, as a key record.
func inspectorChord(_ phase: KeyInput.Phase, modifiers: UIKeyModifierFlags = [.control, .shift])
  -> InputRecord
{
  .key(phase, "I", code: 12, modifiers: modifiers)
}

@Suite("The live inspector: opening, closing and picking (issue 10)", .debugSwitchesOff)
@MainActor
struct InspectorTests {
  let scene = TestScene(size: CGSize(width: 600, height: 500))
  var inspector: HitAreaInspector { scene.app.hitAreaInspector }

  /// What the app's hit testing answers on a grid of points over the scene.
  func answers() -> [String] {
    var names: [String] = []
    for x in stride(from: CGFloat(5), to: 600, by: 25) {
      for y in stride(from: CGFloat(5), to: 500, by: 25) {
        names.append(
          scene.app.hitTestAnswer(atScreenPoint: CGPoint(x, y))?.view.inspectorName ?? "-")
      }
    }
    return names
  }

  @Test("Ctrl+Shift+I opens and closes it; the app hears neither the chord nor its release")
  func chord() {
    let field = scene.responder("field", focused: true)
    _ = field
    #expect(!inspector.isOpen)
    scene.send(inspectorChord(.down), inspectorChord(.up))
    #expect(inspector.isOpen)
    #expect(inspector.isPicking)
    #expect(scene.app.windows.count == 2)
    #expect(scene.app.keyWindow === scene.window, "the inspector never becomes key")
    #expect(scene.app.windowsInHitTestOrder.first?.accessibilityIdentifier == "inspector")
    scene.send(inspectorChord(.down), inspectorChord(.up))
    #expect(!inspector.isOpen)
    #expect(scene.app.windows.count == 1)
    // Other chords with I are the app's.
    scene.send(
      inspectorChord(.down, modifiers: [.control]), inspectorChord(.up, modifiers: [.control]),
      inspectorChord(.down, modifiers: [.control, .shift, .alternate]))
    #expect(!inspector.isOpen)
    #expect(
      scene.log.entries == [
        "field.pressesBegan(I)", "field.pressesEnded(I)", "field.pressesBegan(I)",
      ])
    #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
  }

  @Test("closed, the app's hit testing is what it was before the inspector ever opened")
  func closedChangesNothing() {
    let card = named(UIView(), "card", CGRect(20, 20, 300, 200), in: scene.window)
    named(UIButton(), "ok", CGRect(40, 40, 80, 30), in: card)
    let off = named(UIView(), "off", CGRect(100, 260, 200, 100), in: scene.window)
    off.isUserInteractionEnabled = false
    let before = answers()
    inspector.open()
    inspector.close()
    #expect(answers() == before)
    #expect(scene.app.windows.count == 1)
    let tapped = scene.loggingView("under", CGRect(400, 300, 100, 100))
    _ = tapped
    scene.fingers.tap(at: CGPoint(450, 350))
    #expect(scene.log.entries == ["under.touchesBegan(1)", "under.touchesEnded(1)"])
  }

  @Test(
    "picking: a click selects what hit testing would give it, with the report, and never reaches the app"
  )
  func picking() {
    let recorder = scene.recorder("ok")
    let card = named(UIView(), "card", CGRect(20, 20, 300, 200), in: scene.window)
    let button = named(UIButton(), "ok", CGRect(40, 40, 80, 30), in: card)
    button.addTarget(recorder, action: "handle:", for: .touchUpInside)
    let cover = named(UIView(), "glass", CGRect(0, 0, 60, 100), in: card)
    cover.backgroundColor = .clear
    inspector.open()
    scene.fingers.tap(at: CGPoint(110, 75))
    #expect(inspector.selectedView === button)
    #expect(inspector.pickLocation == CGPoint(110, 75))
    #expect(
      inspector.reportText.contains("UIButton \"ok\" at (50, 15): HIT"), "\(inspector.reportText)")
    #expect(inspector.reportText.contains("responder chain: UIButton \"ok\" → UIView \"card\""))
    // The glass covers the button's left part: a pick there selects the glass, and the report
    // says the button was never reached.
    scene.fingers.tap(at: CGPoint(70, 75))
    #expect(inspector.selectedView === cover)
    #expect(
      inspector.reportText.contains("UIButton \"ok\": not reached"), "\(inspector.reportText)")
    #expect(scene.log.entries.isEmpty, "the app heard a pick: \(scene.log.entries)")
    // Pick mode off: the same click is the app's again.
    inspector.isPicking = false
    scene.fingers.tap(at: CGPoint(110, 75))
    #expect(scene.log.entries == ["ok.action"])
    #expect(inspector.selectedView === cover, "a click with picking off selects nothing")
  }

  @Test("hovering shows the view under the pointer; dragging a finger does too, lifting selects")
  func hovering() {
    // The panel covers the right of the 600-point scene: the views are left of it.
    let left = scene.loggingView("left", CGRect(0, 0, 150, 200))
    let right = scene.loggingView("right", CGRect(200, 0, 100, 200))
    let hover = UIHoverGestureRecognizer()
    left.addGestureRecognizer(hover)
    inspector.open()
    func move(_ x: CGFloat, _ y: CGFloat) {
      scene.send(.pointer(.hover, id: 0, kind: .mouse, at: CGPoint(x, y)))
    }
    move(50, 50)
    #expect(inspector.hoveredView === left)
    #expect(hover.state == .possible, "the app's hover recognizer hears nothing while picking")
    move(250, 50)
    #expect(inspector.hoveredView === right)
    move(170, 50)
    #expect(inspector.hoveredView === scene.window)
    scene.send(InputRecord(.window(.pointerExited)))
    #expect(inspector.hoveredView == nil)
    scene.fingers.press(at: CGPoint(50, 50)).move(to: CGPoint(250, 60))
    #expect(inspector.hoveredView === right)
    #expect(inspector.selectedView == nil)
    scene.fingers.release()
    #expect(inspector.selectedView === right)
    #expect(scene.log.entries.isEmpty)
  }

  @Test("Escape stops picking (and only then is the inspector's); the panel still takes touches")
  func escapeAndPanel() throws {
    let field = scene.responder("field", focused: true)
    _ = field
    inspector.open()
    let escape = UIKeyboardHIDUsage.keyboardEscape.rawValue
    scene.send(.key(.down, "\u{1b}", code: escape), .key(.up, "\u{1b}", code: escape))
    #expect(!inspector.isPicking)
    #expect(scene.log.entries.isEmpty)
    scene.send(.key(.down, "\u{1b}", code: escape))
    #expect(scene.log.entries == ["field.pressesBegan(\u{1b})"])
    // The Pick button, found in the inspector's own window and tapped like any view.
    let pick = try #require(inspectorView("inspector.Pick") as? UIButton)
    try scene.fingers.tap(on: pick)
    #expect(inspector.isPicking)
  }

  @Test("a view picked and then removed is let go: the inspector keeps no app view alive")
  func letsGo() {
    weak var gone: UIView?
    do {
      let view = named(UIView(), "temporary", CGRect(10, 10, 100, 100), in: scene.window)
      gone = view
      inspector.open()
      scene.fingers.tap(at: CGPoint(50, 50))
      #expect(inspector.selectedView === view)
      view.removeFromSuperview()
    }
    // Not even the tree's rows hold it until the next refresh (a fuzzer finding).
    #expect(gone == nil)
    scene.app.processQueuedInput()
    #expect(inspector.selectedView == nil)
    #expect(inspector.reportText.contains("UIView \"temporary\""), "the report stays, as text")
  }

  @Test("it follows the screen's size, its panel staying on the edge")
  func resizing() throws {
    inspector.open()
    scene.send(InputRecord(.window(.resized(CGSize(width: 1000, height: 700)))))
    let window = try #require(scene.app.windowsInHitTestOrder.first)
    #expect(window.accessibilityIdentifier == "inspector")
    #expect(window.frame == CGRect(0, 0, 1000, 700))
    let close = try #require(inspectorView("inspector.✕"))
    let corner = ScreenGeometry.screenPoint(CGPoint(close.bounds.maxX, 0), in: close)
    #expect(abs(corner.x - 984) < 1e-9, "the panel's inset (8) and the button's (8): \(corner.x)")
    inspector.isDockedLeft = true
    let left = ScreenGeometry.screenPoint(
      .zero, in: try #require(inspectorView("inspector.Pick")))
    #expect(left.x < 500)
  }

  @Test("huge coordinates and speeds are shown, not trapped on (fuzzer findings)")
  func hugeNumbers() {
    let far = named(UIView(), "far", CGRect(0, 0, 200, 200), in: scene.window)
    far.bounds.origin = CGPoint(x: 1e300, y: -1e20)
    named(UIView(), "inside", CGRect(1e300, -1e20, 100, 100), in: far)
    inspector.open()
    scene.fingers.tap(at: CGPoint(50, 50))
    #expect(inspector.selectedView != nil)
    #expect(inspector.reportText.contains("1e+300"), "\(inspector.reportText)")
    #expect(HitAreaInspector.details(of: far).contains("bounds (1e+300, -1e+20, 200, 200)"))
    let trail = TouchTrail(
      pointer: 0, serialNumber: 1, type: .direct, viewName: "v",
      samples: [
        .init(location: .zero, time: 1), .init(location: CGPoint(x: 1e308, y: 0), time: 1.001),
      ],
      endPhase: nil)
    #expect(trail.summary == "finger 0 #1 · v · inf pt/s")
  }

  /// A view of the inspector's window by its accessibility identifier.
  func inspectorView(_ identifier: String) -> UIView? {
    guard let window = scene.app.windows.first(where: { $0.accessibilityIdentifier == "inspector" })
    else { return nil }
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      if view.accessibilityIdentifier == identifier { return view }
      stack += view.subviews
    }
    return nil
  }
}
