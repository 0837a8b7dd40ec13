import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A view that makes its constraints in `updateConstraints()` and logs the pass.
private final class SelfConstrainingView: UIView {
  var log: [String] = []
  var made = false
  let inner = UIView()
  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    log.append("updateConstraints")
    if !made {
      made = true
      inner.translatesAutoresizingMaskIntoConstraints = false
      addSubview(inner)
      NSLayoutConstraint.activate([
        inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
        inner.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
        inner.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        inner.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    log.append("layoutSubviews")
    super.layoutSubviews()
    log.append("inner \(inner.frame.width)")
  }
}

private final class OrderController: UIViewController {
  var log: [String] = []
  override func updateViewConstraints() {
    log.append("updateViewConstraints")
    super.updateViewConstraints()
  }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

/// A view that activates a constraint every time it is laid out (an app bug).
private final class RestlessView: UIView {
  var passes = 0
  var width: NSLayoutConstraint?
  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
    width?.isActive = false
    width = widthAnchor.constraint(equalToConstant: CGFloat(passes))
    width?.isActive = true
  }
}

@Suite("Auto Layout: the layout pass, moving views, animation", .debugSwitchesOff)
@MainActor
struct AutoLayoutPassTests {
  let scene = TestScene(size: CGSize(width: 300, height: 200))

  // Apple (updateConstraints): "called … before layout"; requiresConstraintBasedLayout makes a
  // view that builds its constraints there get the call.
  @Test("updateConstraints runs before layoutSubviews, which applies the solved frames in super")
  func constraintPassFirst() {
    let view = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    #expect(Array(view.log.prefix(3)) == ["updateConstraints", "layoutSubviews", "inner 92.0"])
    #expect(!view.needsUpdateConstraints())
    view.log.removeAll()
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    view.updateConstraintsIfNeeded()
    #expect(view.log == ["updateConstraints"])
  }

  @Test("a view controller's updateViewConstraints comes before its layout callbacks")
  func controllerOrder() {
    let controller = OrderController()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.log.removeAll()
    controller.view.setNeedsUpdateConstraints()
    controller.view.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(
      controller.log == [
        "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      ])
  }

  // The idiom from Apple's Auto Layout Guide: change constants, then animate layoutIfNeeded().
  @Test("changing a constant inside UIView.animate { layoutIfNeeded() } animates the frame")
  func animatedConstant() {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(box)
    let left = box.leftAnchor.constraint(equalTo: scene.window.leftAnchor)
    NSLayoutConstraint.activate([
      left, box.topAnchor.constraint(equalTo: scene.window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    scene.window.layoutIfNeeded()
    left.constant = 100
    let start = scene.clock.now
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.scene.window.layoutIfNeeded()
    }
    #expect(box.frame.minX == 100, "the model at once")
    scene.clock.advance(to: start + 0.5)
    scene.app.fireDueTimers()
    #expect(abs(box.presentationFrame.minX - 50) < 1e-6, "halfway on screen")
  }

  // Apple (layoutIfNeeded()): "If no layout updates are pending, this method exits without
  // modifying the layout or calling any layout-related callbacks." A pass asked for with
  // setNeedsLayout but with no constraint, frame or size changed runs layoutSubviews and
  // solves nothing; the allocation count of such a pass is measured in Benchmarks/.
  @Test("a layout pass when nothing changed solves nothing and moves nothing")
  func idlePass() throws {
    let stack = UIStackView(
      arrangedSubviews: (0..<5).map { index in
        let label = UILabel()
        label.text = "row \(index)"
        return label
      })
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 10),
    ])
    scene.window.layoutIfNeeded()
    let engine = try #require(stack.layoutEngine)
    let frames = stack.arrangedSubviews.map(\.frame)
    let passes = engine.solvedPasses
    #expect(passes >= 1)
    scene.window.layoutIfNeeded()
    stack.setNeedsLayout()
    scene.window.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(engine.solvedPasses == passes, "nothing changed: no solve")
    #expect(stack.arrangedSubviews.map(\.frame) == frames)
    // A change is solved on the next pass, once.
    (stack.arrangedSubviews[0] as? UILabel)?.text = "a longer first row"
    scene.window.layoutIfNeeded()
    scene.window.layoutIfNeeded()
    #expect(engine.solvedPasses == passes + 1)
    #expect(stack.arrangedSubviews[0].frame.width > frames[0].width)
  }

  @Test("a tree built off-screen keeps its constraints when added to a window, and when moved")
  func movingTrees() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    card.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 105, y: 5, width: 10, height: 10))
    #expect(card.layoutStateIfAny?.engine != nil)
    let holder = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
    scene.window.addSubview(holder)
    holder.addSubview(card)
    #expect(card.layoutStateIfAny?.engine == nil, "the window's engine took it over")
    card.frame.size.width = 200
    scene.window.layoutIfNeeded()
    #expect(badge.frame.minX == 185)
    let other = UIView(frame: CGRect(x: 0, y: 120, width: 300, height: 80))
    scene.window.addSubview(other)
    other.addSubview(card)
    card.frame.size.width = 150
    scene.window.layoutIfNeeded()
    #expect(badge.frame.minX == 135)
    card.removeFromSuperview()
    card.frame.size.width = 50
    card.layoutIfNeeded()
    #expect(badge.frame.minX == 35, "alone again, with an engine of its own")
    #expect(card.constraints.count == 2 && badge.constraints.count == 2)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("a layout that changes constraints every pass stops after 8 passes with a diagnostic")
  func restless() {
    let view = RestlessView()
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(view)
    view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor).isActive = true
    view.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(view.passes == 8)
    #expect(scene.diagnostics.contains { $0.message.contains("did not settle") })
  }

  // Apple (hasAmbiguousLayout): true when "the constraints … are not sufficient to uniquely
  // determine the location" of the view.
  @Test("ambiguity: a view with only its leading edge pinned is ambiguous until it is fully pinned")
  func ambiguity() {
    let w = scene.window
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    w.addSubview(view)
    view.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 3).isActive = true
    w.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    let before = view.frame
    view.exerciseAmbiguityInLayout()
    #expect(view.frame != before, "exercising moves an ambiguous view")
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: w.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 5),
      view.heightAnchor.constraint(equalToConstant: 5),
    ])
    w.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    #expect(view.frame == CGRect(x: 3, y: 0, width: 5, height: 5))
    let horizontal = view.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.count == 2)
    #expect(horizontal.allSatisfy { $0.firstAttribute == .leading || $0.firstAttribute == .width })
    #expect(view.leadingAnchor.constraintsAffectingLayout.count == 2)
  }
}

@Suite("Auto Layout: a constant changed in place", .debugSwitchesOff)
@MainActor
struct ConstantShiftTests {
  /// The weighted error of a solution: what the solver minimises.
  func error(_ constraints: [LinearConstraint]) -> Double {
    constraints.reduce(0) { $0 + min($1.strength, 1e9) * $1.violation }
  }

  // The in-place shift must reach the optimum a solver built afresh with the new constants
  // reaches (the fresh solver is the one checked against kiwisolver).
  @Test("random systems: constants shifted in place reach the same optimum as a fresh solve")
  func againstFreshSolve() throws {
    var generator = SplitMix64(state: 7)
    var shifted = 0
    for _ in 0..<300 {
      let variables = (0..<5).map { LayoutVariable("v\($0)") }
      var constraints: [LinearConstraint] = []
      let solver = SimplexSolver()
      for _ in 0..<7 {
        let a = variables[Int.random(in: 0..<5, using: &generator)]
        let b = variables[Int.random(in: 0..<5, using: &generator)]
        let relation: LinearConstraint.Relation = [.equal, .lessOrEqual, .greaterOrEqual][
          Int.random(in: 0..<3, using: &generator)]
        let strength =
          [
            LayoutStrength.required, UILayoutPriority(750).strength, UILayoutPriority(250).strength,
          ][
            Int.random(in: 0..<3, using: &generator)]
        let c = LinearConstraint(
          [(a, 1), (b, -Double(Int.random(in: 1...2, using: &generator)))],
          constant: Double(Int.random(in: -50...50, using: &generator)), relation,
          strength: strength)
        if (try? solver.add(c)) != nil { constraints.append(c) }
      }
      for _ in 0..<3 {
        guard let index = constraints.indices.randomElement(using: &generator) else { break }
        let old = constraints[index]
        let new = LinearConstraint(
          old.terms.map { ($0.variable, $0.coefficient) },
          constant: old.constant + Double(Int.random(in: -30...30, using: &generator)),
          old.relation,
          strength: old.strength)
        do {
          guard try solver.replaceConstant(of: old, with: new) else {
            try solver.remove(old)
            try solver.add(new)
            constraints[index] = new
            continue
          }
          constraints[index] = new
          shifted += 1
        } catch {
          #expect(solver.contains(old), "a refused shift leaves the old constraint in")
        }
        solver.updateVariables()
        let ours = error(constraints)
        let fresh = SimplexSolver()
        for c in constraints { try fresh.add(c) }
        fresh.updateVariables()
        let theirs = error(constraints)
        // Weights reach 10⁸: a violation of 10⁻¹² in one counts 10⁻⁴.
        #expect(abs(ours - theirs) <= 1e-3 + 1e-9 * abs(theirs))
        #expect(
          constraints.filter { $0.strength >= LayoutStrength.required }.allSatisfy {
            $0.violation < 1e-6
          })
      }
    }
    #expect(shifted > 300)
  }
}
