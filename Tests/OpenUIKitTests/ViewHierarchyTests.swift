import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records the hierarchy hooks in order.
@MainActor
final class HookView: UIView {
  let name: String
  let log: EventLog
  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(0, 0, 10, 10))
  }
  required init?(coder: NSCoder) { nil }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.record("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
  }
  override func didMoveToSuperview() { log.record("\(name).didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    log.record("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() { log.record("\(name).didMoveToWindow") }
  override func didAddSubview(_ subview: UIView) { log.record("\(name).didAddSubview") }
  override func willRemoveSubview(_ subview: UIView) { log.record("\(name).willRemoveSubview") }
}

@Suite("View hierarchy", .debugSwitchesOff)
@MainActor
struct ViewHierarchyTests {
  @Test("addSubview appends frontmost; insert at, above and below place views exactly")
  func insertionOrder() {
    let parent = UIView()
    let a = UIView(), b = UIView(), c = UIView(), d = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    parent.insertSubview(d, aboveSubview: c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
    let e = UIView()
    parent.insertSubview(e, belowSubview: a)
    #expect(
      parent.subviews.map(ObjectIdentifier.init) == [c, d, e, a, b].map(ObjectIdentifier.init))
    #expect(a.superview === parent)
  }

  @Test("bringSubviewToFront, sendSubviewToBack and exchangeSubview reorder")
  func reordering() {
    let parent = UIView()
    let a = UIView(), b = UIView(), c = UIView()
    [a, b, c].forEach(parent.addSubview)
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.last === a)
    parent.sendSubviewToBack(c)
    #expect(parent.subviews.first === c)
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    parent.addSubview(a)
    #expect(parent.subviews.last === a, "adding an existing subview brings it to the front")
    #expect(parent.subviews.count == 3)
  }

  @Test("moving a view to another superview removes it from the first")
  func reparenting() {
    let p1 = UIView(), p2 = UIView(), child = UIView()
    p1.addSubview(child)
    p2.addSubview(child)
    #expect(p1.subviews.isEmpty)
    #expect(child.superview === p2)
  }

  @Test("isDescendant(of:) and viewWithTag search depth first, self included")
  func descendantsAndTags() {
    let root = UIView(), mid = UIView(), leaf = UIView()
    root.addSubview(mid)
    mid.addSubview(leaf)
    leaf.tag = 7
    #expect(leaf.isDescendant(of: root))
    #expect(leaf.isDescendant(of: leaf))
    #expect(!root.isDescendant(of: leaf))
    #expect(root.viewWithTag(7) === leaf)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(99) == nil)
  }

  @Test("hooks arrive in UIKit's order when a view joins and leaves a window")
  func hookOrder() {
    let scene = TestScene()
    let log = EventLog()
    let parent = HookView("parent", log: log)
    let child = HookView("child", log: log)
    parent.addSubview(child)
    #expect(
      log.entries == [
        "child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview",
      ])
    log.clear()
    scene.window.addSubview(parent)
    #expect(
      log.entries == [
        "parent.willMoveToSuperview(view)", "parent.willMoveToWindow(window)",
        "child.willMoveToWindow(window)", "parent.didMoveToSuperview", "parent.didMoveToWindow",
        "child.didMoveToWindow",
      ])
    #expect(child.window === scene.window)
    log.clear()
    parent.removeFromSuperview()
    #expect(
      log.entries == [
        "parent.willMoveToSuperview(nil)", "parent.willMoveToWindow(nil)",
        "child.willMoveToWindow(nil)", "parent.didMoveToSuperview", "parent.didMoveToWindow",
        "child.didMoveToWindow",
      ])
    #expect(child.window == nil)
  }

  @Test("a subview does not keep its superview alive, and a removed tree is freed")
  func memory() {
    weak var weakParent: UIView?
    weak var weakChild: UIView?
    let child = UIView()
    do {
      let parent = UIView()
      parent.addSubview(child)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(child.superview == nil)
    let holder = UIView()
    do {
      let tree = UIView()
      let leaf = UIView()
      tree.addSubview(leaf)
      holder.addSubview(tree)
      weakChild = leaf
      tree.removeFromSuperview()
    }
    #expect(weakChild == nil)
  }

  @Test("adding a view to itself is refused with a diagnostic and changes nothing")
  func addingToItselfIsRefused() {
    let scene = TestScene()
    let view = UIView()
    scene.window.addSubview(view)
    view.addSubview(view)
    #expect(view.subviews.isEmpty && view.superview === scene.window)
    #expect(scene.diagnostics.map(\.code) == [.invalidHierarchy])
    #expect(scene.diagnostics[0].message.contains("cannot be added as a subview of itself"))
  }

  @Test("adding a view to its own descendant is refused with a diagnostic and changes nothing")
  func addingToDescendantIsRefused() {
    let scene = TestScene()
    let parent = UIView()
    let child = UIView()
    scene.window.addSubview(parent)
    parent.addSubview(child)
    child.addSubview(parent)
    child.insertSubview(parent, at: 0)
    #expect(parent.superview === scene.window && child.superview === parent)
    #expect(child.subviews.isEmpty)
    #expect(scene.diagnostics.map(\.code) == [.invalidHierarchy, .invalidHierarchy])
    #expect(scene.diagnostics[0].message.contains("one of its own descendants"))
  }

  @Test("setNeedsLayout then layoutIfNeeded runs layoutSubviews once, parents first")
  func layoutPass() {
    final class Counting: UIView {
      var layouts = 0
      let log: EventLog
      let name: String
      init(_ name: String, _ log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { nil }

      override func layoutSubviews() {
        layouts += 1
        log.record(name)
      }
    }
    let log = EventLog()
    let parent = Counting("parent", log), child = Counting("child", log)
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect(log.entries == ["parent", "child"])
    parent.layoutIfNeeded()
    #expect(parent.layouts == 1)
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(parent.layouts == 2)
    #expect(child.layouts == 1)
    // A pass visits only marked subtrees, yet reaches a deep request and a late subview.
    let grandchild = Counting("grandchild", log)
    child.addSubview(grandchild)
    parent.layoutIfNeeded()
    #expect(grandchild.layouts == 1 && child.layouts == 1 && parent.layouts == 2)
    grandchild.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(grandchild.layouts == 2 && child.layouts == 1)
    // A request made during layout (a parent resizing its child) is honoured in the same pass.
    grandchild.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    parent.layoutIfNeeded()
    #expect(grandchild.layouts == 3)
  }

  @Test("a visual change in a window asks the application for a redraw")
  func redrawRequests() {
    let scene = TestScene()
    let view = UIView(frame: CGRect(0, 0, 10, 10))
    scene.window.addSubview(view)
    scene.app.needsRedraw = false
    view.backgroundColor = .red
    #expect(scene.app.needsRedraw)
    scene.app.needsRedraw = false
    view.tag = 4
    #expect(!scene.app.needsRedraw, "a tag is not visible")
  }
}
