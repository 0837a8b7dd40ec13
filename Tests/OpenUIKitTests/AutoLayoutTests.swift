import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A view placed only by constraints, added to `parent`.
@MainActor
private func constrained(in parent: UIView) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A label with text that Auto Layout places.
@MainActor
private func label(_ text: String, in parent: UIView) -> UILabel {
  let label = UILabel()
  label.text = text
  label.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(label)
  return label
}

@Suite("Auto Layout: constraints and anchors", .debugSwitchesOff)
@MainActor
struct AutoLayoutTests {
  // Apple: "NSLayoutAnchor … creates constraints"; a view pinned to its superview's edges gets
  // the frame the constants say.
  @Test("pinning to the superview's edges sets the frame")
  func pinEdges() {
    let scene = TestScene()
    let child = constrained(in: scene.window)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 20),
      scene.window.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 30),
      child.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor, constant: -40),
    ])
    scene.window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 20, width: 280, height: 420))
    #expect(scene.diagnostics.isEmpty)
  }

  // Apple (NSLayoutConstraint): "the constraint is installed on the closest common ancestor".
  @Test("an active constraint is installed on the items' nearest common ancestor")
  func installation() {
    let scene = TestScene()
    let container = constrained(in: scene.window)
    let a = constrained(in: container), b = constrained(in: container)
    let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    #expect(!spacing.isActive)
    spacing.isActive = true
    #expect(spacing.isActive)
    #expect(container.constraints == [spacing])
    #expect(spacing.firstItem === b && spacing.secondItem === a)
    #expect(spacing.firstAttribute == .leading && spacing.secondAttribute == .trailing)
    spacing.isActive = false
    #expect(container.constraints.isEmpty)
    let width = a.widthAnchor.constraint(equalToConstant: 50)
    width.isActive = true
    #expect(a.constraints == [width])
  }

  @Test("siblings in a row: spacing, equal widths, centring")
  func row() {
    let scene = TestScene(size: CGSize(width: 300, height: 100))
    let w = scene.window
    let a = constrained(in: w), b = constrained(in: w)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 10),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      w.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10),
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
      a.centerYAnchor.constraint(equalTo: w.centerYAnchor),
      b.topAnchor.constraint(equalTo: a.topAnchor),
    ])
    w.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 10, y: 40, width: 132, height: 20))
    #expect(b.frame == CGRect(x: 158, y: 40, width: 132, height: 40))
  }

  @Test("the item-attribute initialiser with a multiplier")
  func itemForm() {
    let scene = TestScene(size: CGSize(width: 400, height: 400))
    let v = constrained(in: scene.window)
    scene.window.addConstraints([
      NSLayoutConstraint(
        item: v, attribute: .width, relatedBy: .equal, toItem: scene.window, attribute: .width,
        multiplier: 0.5, constant: 0),
      NSLayoutConstraint(
        item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 30),
      NSLayoutConstraint(
        item: v, attribute: .centerX, relatedBy: .equal, toItem: scene.window,
        attribute: .centerX, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: v, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: scene.window,
        attribute: .top, multiplier: 1, constant: 12),
      NSLayoutConstraint(
        item: v, attribute: .top, relatedBy: .equal, toItem: scene.window, attribute: .top,
        multiplier: 1, constant: 0),
    ])
    scene.window.constraints.last?.priority = .defaultLow
    scene.window.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 100, y: 12, width: 200, height: 30))
  }

  // Apple (constant): "the constant … can be modified after creation"; the idiom: change the
  // constant, then lay out.
  @Test("changing a constant moves the view on the next layout")
  func constantChange() {
    let scene = TestScene()
    let v = constrained(in: scene.window)
    let left = v.leftAnchor.constraint(equalTo: scene.window.leftAnchor, constant: 5)
    NSLayoutConstraint.activate([
      left, v.topAnchor.constraint(equalTo: scene.window.topAnchor),
      v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
    ])
    scene.window.layoutIfNeeded()
    #expect(v.frame.minX == 5)
    left.constant = 70
    #expect(v.frame.minX == 5)
    v.layoutIfNeeded()
    #expect(v.frame.minX == 70)
    left.isActive = false
    v.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor).isActive = true
    scene.app.layoutIfNeeded()
    #expect(v.frame.minX == 310)
  }

  @Test("views in different superviews line up through their common ancestor")
  func crossHierarchy() {
    let scene = TestScene()
    let w = scene.window
    let boxA = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
    let boxB = UIView(frame: CGRect(x: 150, y: 200, width: 100, height: 100))
    w.addSubview(boxA)
    w.addSubview(boxB)
    let a = constrained(in: boxA), b = constrained(in: boxB)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: boxA.leadingAnchor, constant: 5),
      a.topAnchor.constraint(equalTo: boxA.topAnchor, constant: 5),
      a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
      b.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 200),
      b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    #expect(w.constraints.count == 4)
    w.layoutIfNeeded()
    #expect(a.convert(a.bounds, to: w) == CGRect(x: 35, y: 45, width: 20, height: 20))
    #expect(b.convert(b.bounds, to: w) == CGRect(x: 235, y: 45, width: 20, height: 20))
    // Apple (removeFromSuperview): "Calling this method removes any constraints that refer to
    // the view you are removing, or that refer to any view in the subtree".
    let crossing = w.constraints
    boxB.removeFromSuperview()
    #expect(crossing.allSatisfy { !$0.isActive })
    #expect(w.constraints.isEmpty)
    #expect(b.constraints.isEmpty && a.constraints.count == 2 && boxA.constraints.count == 2)
  }

  // Apple (translatesAutoresizingMaskIntoConstraints): "the system automatically creates a set
  // of constraints that duplicate the behavior specified by the view's autoresizing mask".
  @Test("a view that translates its frame keeps it, and a conflict is reported and broken")
  func translatesFrame() {
    let scene = TestScene()
    let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    scene.window.addSubview(v)
    let wide = v.widthAnchor.constraint(equalToConstant: 80)
    wide.isActive = true
    scene.window.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    let conflict = scene.diagnostics.filter { $0.code == .unsatisfiableConstraints }
    #expect(conflict.count == 1)
    let message = conflict.first?.message ?? ""
    #expect(message.contains("Unable to simultaneously satisfy constraints"))
    #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
    #expect(message.contains("width == 80"))
    #expect(wide.formatted.hasSuffix("(broken)>"))
  }

  @Test("a view that translates its mask follows a superview sized by constraints")
  func maskInsideConstraints() {
    let scene = TestScene()
    let box = constrained(in: scene.window)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      box.topAnchor.constraint(equalTo: scene.window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
    ])
    scene.window.layoutIfNeeded()
    let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    box.addSubview(stretchy)
    let pinned = constrained(in: stretchy)
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: stretchy.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: stretchy.trailingAnchor),
      pinned.topAnchor.constraint(equalTo: stretchy.topAnchor),
      pinned.heightAnchor.constraint(equalToConstant: 5),
    ])
    scene.window.layoutIfNeeded()
    #expect(pinned.frame.width == 80)
    box.constraints.first { $0.firstAttribute == .width }?.constant = 200
    scene.window.layoutIfNeeded()
    #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(pinned.frame.width == 180)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("an unsatisfiable pair: the later one is broken, the earlier holds, both are named")
  func unsatisfiable() {
    let scene = TestScene()
    let v = constrained(in: scene.window)
    let first = v.widthAnchor.constraint(equalToConstant: 100)
    first.identifier = "first"
    let second = v.widthAnchor.constraint(equalToConstant: 200)
    second.identifier = "second"
    NSLayoutConstraint.activate([
      first, second, v.heightAnchor.constraint(equalToConstant: 1),
      v.leftAnchor.constraint(equalTo: scene.window.leftAnchor),
      v.topAnchor.constraint(equalTo: scene.window.topAnchor),
    ])
    scene.window.layoutIfNeeded()
    #expect(v.frame.width == 100)
    let message = scene.diagnostics.first { $0.code == .unsatisfiableConstraints }?.message ?? ""
    #expect(message.contains("'first'") && message.contains("'second'"))
    #expect(message.hasSuffix("'second' UIView:0x\(Self.address(v)).width == 200 (active)>"))
    #expect(!message.contains("height"))
  }

  static func address(_ object: AnyObject) -> String {
    String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }

  @Test("misuse is refused with a diagnostic, as UIKit raises")
  func misuse() {
    let scene = TestScene()
    let a = constrained(in: scene.window)
    let loose = UIView()
    let strangers = a.leadingAnchor.constraint(equalTo: loose.leadingAnchor)
    strangers.isActive = true
    #expect(!strangers.isActive)
    let location = NSLayoutConstraint(
      item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    location.isActive = true
    #expect(!location.isActive)
    let mixed = NSLayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: scene.window, attribute: .left,
      multiplier: 1, constant: 0)
    mixed.isActive = true
    let axes = NSLayoutConstraint(
      item: a, attribute: .top, relatedBy: .equal, toItem: scene.window, attribute: .left,
      multiplier: 1, constant: 0)
    axes.isActive = true
    let notAnItem = NSLayoutConstraint(
      item: "a string", attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 0)
    notAnItem.isActive = true
    let nan = a.widthAnchor.constraint(equalToConstant: .nan)
    #expect(nan.constant == 0)
    let infinite = a.widthAnchor.constraint(
      equalTo: scene.window.widthAnchor, multiplier: .infinity)
    infinite.isActive = true
    let good = a.widthAnchor.constraint(equalToConstant: 10)
    good.isActive = true
    good.constant = .infinity
    #expect(good.constant == 10)
    #expect([mixed, axes, notAnItem, infinite].allSatisfy { !$0.isActive })
    #expect(scene.diagnostics.filter { $0.code == .invalidConstraint }.count == 7)
    scene.window.layoutIfNeeded()
  }

  @Test("a priority cannot change between required and optional while active")
  func priorityChange() {
    let scene = TestScene()
    let a = constrained(in: scene.window)
    let width = a.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    width.priority = .defaultHigh
    #expect(width.priority == .required)
    width.isActive = false
    width.priority = .defaultHigh
    #expect(width.priority == .defaultHigh)
    width.isActive = true
    width.priority = .defaultLow
    #expect(width.priority == .defaultLow)
    #expect(UILayoutPriority(999) < .required)
  }

  @Test("descriptions read as UIKit's")
  func descriptions() {
    let scene = TestScene()
    let a = constrained(in: scene.window)
    let c = a.widthAnchor.constraint(
      equalTo: scene.window.widthAnchor, multiplier: 0.5, constant: -4)
    c.priority = UILayoutPriority(999)
    c.identifier = "half"
    let id = Self.address(c), view = Self.address(a), window = Self.address(scene.window)
    #expect(
      c.description
        == "<NSLayoutConstraint:0x\(id) 'half' UIView:0x\(view).width == 0.5*UIWindow:0x\(window).width - 4 @999>"
    )
    c.isActive = true
    #expect(c.description.hasSuffix("@999 (active)>"))
  }
}
