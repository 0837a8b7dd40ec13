import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "The live inspector's panel: the view tree and the selection's details (issue 10)",
  .debugSwitchesOff)
@MainActor
struct InspectorPanelTests {
  let scene = TestScene(size: CGSize(width: 600, height: 500))
  var inspector: HitAreaInspector { scene.app.hitAreaInspector }

  func rowTexts() -> [String] { inspector.treeRows.map(\.text) }

  @Test("the tree lists the key window's views in drawing order, folds, and unfolds to a pick")
  func tree() {
    let card = named(UIView(), "card", CGRect(20, 20, 300, 200), in: scene.window)
    let ok = named(UIButton(), "ok", CGRect(40, 40, 80, 30), in: card)
    let off = named(UIView(), "off", CGRect(100, 260, 100, 100), in: scene.window)
    off.isUserInteractionEnabled = false
    named(UIView(), "gone", CGRect(0, 0, 10, 10), in: scene.window).isHidden = true
    inspector.open()
    // A button holds its background image view, image view and title label; this one has no
    // title, so a screen reader could not name it (issue 34: the tree marks it).
    #expect(
      rowTexts() == [
        "▾ UIWindow", "  ▾ UIView \"card\"", "    ▾ UIButton \"ok\" (no label)",
        "        UIImageView (no touches)", "        UIImageView (no touches)",
        "        UILabel (no touches)", "    UIView \"off\" (no touches)",
        "    UIView \"gone\" (hidden)",
      ])
    inspector.setCollapsed(true, for: card)
    #expect(rowTexts().count == 4, "\(rowTexts())")
    #expect(rowTexts()[1] == "  ▸ UIView \"card\"")
    // A pick inside the folded card unfolds it, so the selection is a row.
    scene.fingers.tap(at: CGPoint(70, 70))
    #expect(inspector.selectedView === ok)
    #expect(!inspector.isCollapsed(card))
    #expect(inspector.treeRows.contains { $0.view === ok })
  }

  @Test("tapping the tree in the panel folds a row at its triangle and selects at its name")
  func treeByTouch() throws {
    let card = named(UIView(), "card", CGRect(20, 20, 300, 200), in: scene.window)
    let child = named(UIView(), "child", CGRect(10, 10, 50, 50), in: card)
    inspector.open()
    let window = try #require(scene.app.windowsInHitTestOrder.first)
    let tree = try #require(treeView(in: window))
    // Row 2 is the child: tap its name.
    let rowY = 2 * 16 + 8.0
    scene.fingers.tap(at: ScreenGeometry.screenPoint(CGPoint(200, rowY), in: tree))
    #expect(inspector.selectedView === child)
    #expect(inspector.reportText.hasPrefix("Hit report at its visible centre"))
    // Row 1 is the card: tap its triangle.
    scene.fingers.tap(at: ScreenGeometry.screenPoint(CGPoint(20, 16 + 8), in: tree))
    #expect(inspector.isCollapsed(card))
    #expect(inspector.treeRows.count == 2)
    #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
  }

  @Test(
    "the tree is a scroll view: the wheel and a drag scroll it, and a tap selects the row under it (issue 29)"
  )
  func treeScrolls() throws {
    var views: [UIView] = []
    for index in 0..<60 {
      views.append(
        named(UIView(), "v\(index)", CGRect(0, CGFloat(index) * 5, 5, 5), in: scene.window))
    }
    inspector.open()
    let window = try #require(scene.app.windowsInHitTestOrder.first)
    let tree = try #require(treeView(in: window) as? UIScrollView)
    #expect(tree.contentSize.height == 61 * 16 && tree.contentOffset.y == 0)
    // The wheel over the panel scrolls the tree (the app underneath does not hear it).
    let middle = ScreenGeometry.screenPoint(CGPoint(100, tree.bounds.midY), in: tree)
    scene.send(
      InputRecord(
        .wheel(WheelInput(deltaX: 0, deltaY: 160, location: middle, modifierFlags: [])),
        timestamp: scene.clock.now))
    #expect(tree.contentOffset.y == 160)
    // Row 10 is now at the top: a tap on it selects v9 (row 0 is the window).
    scene.fingers.tap(at: ScreenGeometry.screenPoint(CGPoint(200, 160 + 8), in: tree))
    #expect(inspector.selectedView === views[9])
    // A drag up scrolls further; the rows in view are laid out where they are.
    scene.fingers.press(at: middle).drag(to: CGPoint(middle.x, middle.y - 48), steps: 4).release()
    #expect(tree.contentOffset.y > 160)
    let shown = tree.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
    #expect(
      shown.contains {
        $0.frame.minY <= tree.contentOffset.y + 16 && $0.frame.maxY > tree.contentOffset.y
      })
    #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
  }

  @Test("a view chosen in the tree that touches cannot reach says why")
  func treeSelectionWhyNot() {
    let target = named(UIView(), "target", CGRect(20, 20, 100, 100), in: scene.window)
    named(UIView(), "sheet", CGRect(0, 0, 300, 300), in: scene.window)
    inspector.open()
    inspector.select(target)
    #expect(
      inspector.reportText.hasPrefix(
        "Not hittable at its visible centre: UIView \"target\" is covered by UIView \"sheet\""),
      "\(inspector.reportText)")
  }

  @Test("details: geometry, flags, recognizers with live state and requirements, actions, chain")
  func details() {
    let controller = UIViewController()
    scene.window.rootViewController = controller
    let button = named(UIButton(), "save", CGRect(10, 20, 100, 40), in: controller.view)
    button.transform = CGAffineTransform(scaleX: 2, y: 2)
    button.isExclusiveTouch = true
    let recorder = scene.recorder("save")
    button.addTarget(recorder, action: "save:", for: .touchUpInside)
    button.addTarget(nil, action: "copy:", for: [.touchUpInside, .touchDown])
    button.addAction(UIAction(title: "Log") { _ in }, for: .valueChanged)
    let pan = UIPanGestureRecognizer()
    pan.name = "pan"
    let tap = UITapGestureRecognizer()
    tap.name = "tap"
    tap.require(toFail: pan)
    tap.delaysTouchesBegan = true
    button.addGestureRecognizer(pan)
    button.addGestureRecognizer(tap)
    let text = HitAreaInspector.details(of: button)
    let expected = [
      "UIButton: UIButton \"save\"",
      "frame (-40, 0, 200, 80)",
      "bounds (0, 0, 100, 40)",
      "center (60, 40)  transform [2 0 0 2 0 0]",
      "alpha 1  hidden no  interaction yes",
      "clipsToBounds no  multipleTouch no  exclusiveTouch yes",
      "accessibility: element  NO LABEL (a screen reader cannot name it)  traits button  frame (-40, 0, 200, 80)",
      "recognizers:",
      "  pan#",
    ]
    var lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count > expected.count)
    for (index, line) in expected.enumerated() {
      #expect(lines[index].hasPrefix(line), "line \(index): \(lines[index])")
    }
    #expect(
      lines.contains {
        $0.hasPrefix("  tap#") && $0.contains("[possible, delaysTouchesBegan] waits for pan#")
      })
    #expect(lines.contains("  touchDown → first responder's chain.copy:"))
    #expect(lines.contains("  touchUpInside → ActionRecorder.save:, first responder's chain.copy:"))
    #expect(lines.contains("  valueChanged → UIAction \"Log\""))
    #expect(
      lines.last
        == "responder chain: UIButton \"save\" → UIView → UIViewController → UIWindow → UIApplication"
    )
    // Live: during a drag the pan's state and touch count show.
    scene.fingers.press(at: CGPoint(60, 40)).drag(to: CGPoint(120, 60), steps: 3)
    lines = HitAreaInspector.details(of: button).split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasPrefix("  pan#") && $0.contains("[changed, 1 touches]") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("  tap#") && $0.contains("[failed") }, "\(lines)")
    scene.fingers.release()
  }

  @Test("the panel shows the selection's details and refreshes them after each input")
  func panelRefresh() throws {
    let view = named(UIView(), "pad", CGRect(10, 10, 200, 200), in: scene.window)
    let pan = UIPanGestureRecognizer()
    pan.name = "drag"
    view.addGestureRecognizer(pan)
    inspector.open()
    inspector.select(view)
    inspector.isPicking = false
    let window = try #require(scene.app.windowsInHitTestOrder.first)
    let text = { labels(in: window).joined(separator: "\n") }
    #expect(text().contains("drag#") && text().contains("[possible]"))
    scene.fingers.press(at: CGPoint(50, 50)).drag(to: CGPoint(120, 90), steps: 3)
    #expect(text().contains("[changed, 1 touches]"), "\(text())")
    scene.fingers.release()
    #expect(text().contains("drag#") && text().contains("[possible]"))
    let began = inspector.arbitrationLog.first { $0.hasPrefix("drag#") && $0.hasSuffix(" began") }
    #expect(began.map { text().contains($0) } == true, "the arbitration log shows: \(text())")
  }

  func treeView(in window: UIWindow) -> UIView? {
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      if String(describing: type(of: view)) == "InspectorTreeView" { return view }
      stack += view.subviews
    }
    return nil
  }

  /// The text of every visible label in `root`'s tree.
  func labels(in root: UIView) -> [String] {
    var texts: [String] = []
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      if let label = view as? UILabel, let text = label.text { texts.append(text) }
      stack += view.subviews
    }
    return texts
  }
}
