import OpenUIKit
import Testing

/// Records the appearance callbacks.
final class AppearanceController: UIViewController {
  var calls: [String] = []
  override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  override func viewWillLayoutSubviews() { calls.append("willLayout") }
  override func viewDidLayoutSubviews() { calls.append("didLayout") }
}

// The UIKit API the ported files need, beyond touches: responder extensions, key commands,
// identity, coders, view-controller callbacks, layout, layers.
@Suite("Ported UIKit code: responders, key commands, layout and layers")
@MainActor
struct PortedAPITests {
  @Test(
    "sendAction(\"resignFirstResponder\") to nil dismisses editing; an extension's registered action is found"
  )
  func responderExtensions() {
    let scene = PortScene()
    let controller = UIViewController()
    scene.window.rootViewController = controller
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    scene.app.hideKeyboard()
    #expect(!field.isFirstResponder)

    let share = ShareButton(frame: CGRect(x: 10, y: 100, width: 80, height: 40))
    controller.view.addSubview(share)
    scene.fingers.tap(at: CGPoint(x: 20, y: 110))
    #expect(controller.title == "shared", "nil target: from the button up to its view controller")
    #expect(share.responds(to: "shareSelection:"), "registered for UIResponder: every responder")
    #expect(!share.responds(to: "shareNothing:"))
  }

  @Test("an override of action(for:) wins over a registration; the most specific type wins")
  func registrationOrder() {
    final class Special: UIView {}
    var calls: [String] = []
    Selector.register("portProbe:", for: UIView.self) { _, _, _ in calls.append("view") }
    Selector.register("portProbe:", for: Special.self) { _, _, _ in calls.append("special") }
    Special().action(for: "portProbe:")?(nil, nil)
    UIView().action(for: "portProbe:")?(nil, nil)
    UIViewController().action(for: "portProbe:")?(nil, nil)
    #expect(calls == ["special", "view"])
  }

  @Test("key commands of a root view controller that becomes first responder in viewDidAppear")
  func keyCommands() {
    let scene = PortScene()
    let notes = NotesViewController()
    scene.window.rootViewController = notes
    #expect(notes.isFirstResponder, "viewDidAppear ran when its view joined the window")
    scene.key(UIKeyboardHIDUsage(rawValue: 17), "n", .command)
    scene.key(UIKeyboardHIDUsage(rawValue: 17), "n", .command)
    #expect(notes.notes == ["Note 1", "Note 2"])
    scene.key(.keyboardDeleteOrBackspace)
    #expect(notes.notes == ["Note 1"])
    scene.key(UIKeyboardHIDUsage(rawValue: 9), "f", [.command, .shift])
    #expect(notes.title == "Find")
  }

  @Test("view controller appearance and layout callbacks")
  func appearance() {
    let scene = PortScene()
    let first = AppearanceController()
    scene.window.rootViewController = first
    scene.app.layoutIfNeeded()
    #expect(first.calls == ["willAppear", "didAppear", "willLayout", "didLayout"])
    let second = AppearanceController()
    scene.window.rootViewController = second
    #expect(first.calls.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(second.calls == ["willAppear", "didAppear"])
  }

  @Test("views compare and hash by identity; init(coder:) gives nil; UIEdgeInsets")
  func identityAndCoder() {
    let a = UIView(), b = UIView()
    let set: Set<UIView> = [a, b, a]
    #expect(set.count == 2 && a == a && a != b)
    #expect(UITapGestureRecognizer() != UITapGestureRecognizer())
    #expect(SignaturePad(coder: NSCoder()) == nil, "no nibs on Linux: nothing is decoded")
    #expect(UIViewController(coder: NSCoder()) == nil)
    let r = CGRect(x: 10, y: 10, width: 100, height: 50)
    #expect(
      r.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
        == CGRect(x: 20, y: 15, width: 70, height: 40))
    #expect(
      r.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == r.insetBy(dx: -5, dy: -5))
    #expect(r.inset(by: UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0)).isNull)
  }

  @Test("layoutSubviews runs after a size change; autoresizing masks follow the superview")
  func layoutAndAutoresizing() {
    let scene = PortScene()
    let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scene.window.addSubview(gauge)
    scene.app.layoutIfNeeded()
    let count = gauge.layoutCount
    gauge.center = CGPoint(x: 150, y: 150)
    scene.app.layoutIfNeeded()
    #expect(gauge.layoutCount == count, "moving does not lay out")
    gauge.frame.size.width = 300
    scene.app.layoutIfNeeded()
    #expect(gauge.layoutCount == count + 1)

    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    bar.autoresizingMask = [.flexibleWidth]
    let corner = UIView(frame: CGRect(x: 170, y: 70, width: 20, height: 20))
    corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    let centered = UIView(frame: CGRect(x: 80, y: 40, width: 40, height: 20))
    centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    for view in [bar, corner, centered, fixed] { container.addSubview(view) }
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    #expect(corner.frame == CGRect(x: 270, y: 170, width: 20, height: 20))
    #expect(centered.frame == CGRect(x: 130, y: 40, width: 40, height: 20))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    container.autoresizesSubviews = false
    container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(bar.frame.width == 280)
  }

  @Test("standalone CALayers: sublayers, frames, removal, and they draw under subviews")
  func layers() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
    layer.backgroundColor = UIColor.red.cgColor
    let inner = CALayer()
    inner.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    inner.backgroundColor = UIColor.blue.cgColor
    layer.addSublayer(inner)
    host.layer.addSublayer(layer)
    let sub = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    sub.backgroundColor = .green
    host.addSubview(sub)
    #expect(layer.superlayer === host.layer && host.layer.sublayers == [layer])
    #expect(
      layer.position == CGPoint(x: 25, y: 20) && layer.bounds.size == CGSize(width: 30, height: 20))
    let list = DisplayListBuilder.build(host, pixelSize: CGSize(width: 100, height: 100), scale: 1)
    let colors = list.items.compactMap { item -> UIColor? in
      if case .fill(_, let color) = item { return UIColor(color) }
      return nil
    }
    #expect(colors == [UIColor.red, .blue, .green], "layer, its sublayer, then the subview on top")
    layer.removeFromSuperlayer()
    #expect(host.layer.sublayers == nil && layer.superlayer == nil)
    host.layer.addSublayer(host.layer)
    #expect(host.layer.sublayers == nil, "a layer cannot contain itself")
  }

  @Test("a countdown label's timer closure and deinit compile and run as in UIKit")
  func countdown() {
    weak var released: CountdownLabel?
    do {
      let label = CountdownLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      label.start(from: 3)
      #expect(label.text == "3")
      label.tick()
      #expect(label.text == "2" && label.remaining == 2)
      released = label
    }
    #expect(released == nil, "deinit ran and invalidated the timer")
  }
}
