import Foundation

/// The Auto Layout engine of one view tree: the active constraints of the tree, the equations
/// they and the laid-out items make in a ``SimplexSolver``, and the solved frames.
///
/// The engine belongs to the tree's root view (a window, or a view not yet in one) and is made
/// when the tree first uses Auto Layout. Changes are queued and applied in one go at the next
/// layout pass (``prepareLayout()``): constraints activated, deactivated or changed, items
/// whose generated equations changed (a frame of a view that translates its autoresizing mask,
/// an intrinsic size, margins). Then the solver's values go to the views in their superviews'
/// ``UIView/layoutSubviews()``, so layout runs top-down, as UIKit's does.
@MainActor final class LayoutEngine {
  let solver = SimplexSolver()
  private let rootAnchor: Anchor<UIView>
  /// The active constraints of the tree.
  private(set) var constraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// Constraints whose equations must be (re)built, in the order they changed.
  private var pending: [NSLayoutConstraint] = []
  /// Equations to take out of the solver.
  private var removals: [LinearConstraint] = []
  /// The items the engine lays out.
  private(set) var items: [ObjectIdentifier: LayoutItemRecord] = [:]
  private var dirtyItems: [LayoutItemRecord] = []
  /// Views whose `updateConstraints()` must run before the next solve.
  var viewsNeedingConstraintUpdate: [Anchor<UIView>] = []
  /// Whether the solution changed since views last got their frames.
  private var hasNewSolution = false
  /// How many passes found changes to solve (a pass with nothing to do leaves it alone).
  private(set) var solvedPasses = 0
  /// The stack views' chains of arranged subviews, by stack (``LayoutChain``).
  var chains: [ObjectIdentifier: (chain: LayoutChain, members: [LayoutItemRecord])] = [:]
  /// Position variables whose meaning changed with a chain (absolute ⇄ offset, or a new
  /// previous member): the equations that read them are made again.
  var staleChainVariables: Set<ObjectIdentifier> = []

  init(root: UIView) {
    rootAnchor = root.referenceAnchor
  }

  var root: UIView? { rootAnchor.object }

  /// Whether something changed that the next layout pass must solve.
  var hasWork: Bool {
    !pending.isEmpty || !removals.isEmpty || !dirtyItems.isEmpty
      || !viewsNeedingConstraintUpdate.isEmpty || !staleChainVariables.isEmpty
  }

  /// Reports a misuse of Auto Layout (UIKit raises for these) to the application of `view`'s
  /// window (or the current one).
  static func report(
    _ message: String, near view: UIView?, code: Diagnostic.Code = .invalidConstraint
  ) {
    if let application = UIApplication.owning(view) {
      application.report(code, message)
    } else {
      HostServices.report(code, message)
    }
  }

  /// Reports a problem of this engine's tree.
  func report(_ message: String, code: Diagnostic.Code = .invalidConstraint) {
    Self.report(message, near: root, code: code)
  }

  // MARK: - Changes

  func add(_ constraint: NSLayoutConstraint) {
    constraints[ObjectIdentifier(constraint)] = constraint
    constraint.engine = self
    constraintDidChange(constraint)
  }

  func remove(_ constraint: NSLayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard constraints.removeValue(forKey: key) != nil else { return }
    if let linear = constraint.linear { removals.append(linear) }
    constraint.linear = nil
    constraint.isPending = false
    constraint.isBroken = false
    constraint.engine = nil
    for item in constraint.first.items + (constraint.second?.items ?? []) {
      guard let object = item.object else { continue }
      items[ObjectIdentifier(object)]?.constraints[key] = nil
    }
    requestLayout()
  }

  /// The constraint's equation must be built again (activated, or its constant or priority
  /// changed).
  func constraintDidChange(_ constraint: NSLayoutConstraint) {
    guard !constraint.isPending else { return }
    constraint.isPending = true
    pending.append(constraint)
    requestLayout()
  }

  /// The equations the engine generated for `record` must be made again.
  func itemDidChange(_ record: LayoutItemRecord) {
    guard !record.isDirty else { return }
    record.isDirty = true
    dirtyItems.append(record)
    requestLayout()
  }

  /// Every active constraint naming `object` must be built again (its margins or baseline moved).
  func constraintsNamingDidChange(_ object: AnyObject) {
    guard let record = items[ObjectIdentifier(object)] else { return }
    for constraint in record.constraints.values { constraintDidChange(constraint) }
  }

  /// Asks for a layout pass of the tree.
  func requestLayout() {
    guard let root else { return }
    root.markSubtreeNeedsLayout()
    root.window?.application?.needsRedraw = true
  }

  // MARK: - The pass

  /// Runs the constraint pass (`updateConstraints()` where asked, leaves first), applies the
  /// queued changes to the solver, and marks the superviews of views whose solved frames
  /// changed as needing layout.
  func prepareLayout() {
    runConstraintUpdates()
    guard
      !pending.isEmpty || !removals.isEmpty || !dirtyItems.isEmpty || hasNewSolution
        || !staleChainVariables.isEmpty
    else {
      return
    }
    solvedPasses += 1
    applyChanges()
    solver.updateVariables()
    hasNewSolution = false
    markChangedViews()
  }

  func runConstraintUpdates() {
    var rounds = 0
    while !viewsNeedingConstraintUpdate.isEmpty, rounds < 8 {
      rounds += 1
      let views = viewsNeedingConstraintUpdate.compactMap(\.object)
      viewsNeedingConstraintUpdate.removeAll()
      let ordered = views.map { ($0, $0.depthInTree) }.sorted { $0.1 > $1.1 }.map(\.0)
      for view in ordered where view.layoutStateIfAny?.needsUpdateConstraints == true {
        view.layoutState.needsUpdateConstraints = false
        if let controller = view.owningViewController {
          controller.updateViewConstraints()
        } else {
          view.updateConstraints()
        }
      }
    }
  }

  private func applyChanges() {
    rebuildEquationsReadingStaleChains()
    for linear in removals { try? solver.remove(linear) }
    removals.removeAll()
    // Items first: a frame or size that changed is what the constraints are laid against.
    while !dirtyItems.isEmpty || !pending.isEmpty {
      let records = dirtyItems
      dirtyItems.removeAll()
      for record in records where record.isDirty {
        record.isDirty = false
        regenerate(record)
      }
      let constraints = pending
      pending.removeAll()
      for constraint in constraints where constraint.isPending {
        constraint.isPending = false
        install(constraint)
      }
    }
    hasNewSolution = true
  }

  /// Builds the constraint's equation and puts it in the solver in place of the old one.
  private func install(_ constraint: NSLayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] != nil else { return }
    let built = equation(for: constraint)
    built?.label = constraint.formatted
    if let old = constraint.linear {
      // A new constant only: shift the tableau in place (the common animated case).
      if let built, let replaced = try? solver.replaceConstant(of: old, with: built), replaced {
        constraint.linear = built
        constraint.isBroken = false
        return
      }
      try? solver.remove(old)
      constraint.linear = nil
    }
    guard let linear = built else {
      constraint.isBroken = true
      return
    }
    for item in constraint.first.items + (constraint.second?.items ?? []) {
      record(for: item)?.constraints[key] = constraint
    }
    do {
      try solver.add(linear)
      constraint.linear = linear
      constraint.isBroken = false
    } catch {
      constraint.isBroken = true
      reportConflict(constraint, linear)
    }
  }

  /// Adds one of the engine's own equations; reports it if it conflicts.
  func addGenerated(_ linear: LinearConstraint, to record: LayoutItemRecord) {
    do {
      try solver.add(linear)
      record.generated.append(linear)
    } catch {
      reportConflict(nil, linear)
    }
  }

  // MARK: - Items

  /// The record of `item`, registering it (and generating its equations) on first use.
  @discardableResult
  func record(for item: LayoutItemReference) -> LayoutItemRecord? {
    guard let object = item.object else { return nil }
    let key = ObjectIdentifier(object)
    if let known = items[key] { return known }
    let variables: LayoutVariables
    if let view = item.view {
      variables = view.layoutState.variables(for: view)
    } else if let guide = item.guide {
      variables = guide.variables
    } else {
      return nil
    }
    let made = LayoutItemRecord(item: item, variables: variables)
    items[key] = made
    if let view = item.view {
      view.layoutState.record = made
      view.superview?.layoutState.hasEngineSubviews = true
    }
    regenerate(made)
    return made
  }

  /// Forgets `object`'s record and takes its generated equations out.
  func unregister(_ object: AnyObject) {
    if let view = object as? UIView { dropChain(of: view) }
    guard let record = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
    for linear in record.generated { try? solver.remove(linear) }
    record.generated.removeAll()
    record.isDirty = false
    if let view = object as? UIView, view.layoutStateIfAny?.record === record {
      view.layoutState.record = nil
    }
  }

  /// Takes the item's generated equations out and makes them again.
  private func regenerate(_ record: LayoutItemRecord) {
    for linear in record.generated { try? solver.remove(linear) }
    record.generated.removeAll()
    for linear in generatedEquations(for: record) {
      addGenerated(linear, to: record)
    }
  }

  // MARK: - Solved frames

  /// Marks the superview of every view whose solved frame differs from its frame.
  private func markChangedViews() {
    for record in items.values {
      guard let view = record.item.view, let superview = view.superview else { continue }
      if let frame = solvedFrame(of: view, record), !frame.isClose(to: view.untransformedFrame) {
        superview.setNeedsLayout()
      }
    }
  }

  /// The frame the solution gives `view` (its alignment rectangle grown by its
  /// `alignmentRectInsets`), or nil when the view does not follow the engine.
  func solvedFrame(of view: UIView, _ record: LayoutItemRecord) -> CGRect? {
    // The raw values: a CGRect would turn a negative width into an origin further left.
    let v = record.variables
    var x = v.minX.value, y = v.minY.value
    let width = v.width.value, height = v.height.value
    if let member = record.chain {
      let position = member.chain.position(at: member.index, version: solver.valuesVersion)
      if member.horizontal { x = position } else { y = position }
    }
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return nil }
    let insets = view.alignmentRectInsets
    // A size the solution makes negative (compressed past nothing) is shown as 0 wide at its
    // origin.
    return CGRect(
      x: x - insets.left, y: y - insets.top,
      width: Swift.max(0, width + insets.left + insets.right),
      height: Swift.max(0, height + insets.top + insets.bottom))
  }

  /// Set while the engine moves views, so their frame changes are not taken for the app's.
  static var isApplyingFrames = false

  /// Gives each subview of `view` that the engine lays out its solved frame (``UIView/center``
  /// and the size of ``UIView/bounds``, so a transform is kept).
  func applyFrames(toSubviewsOf view: UIView) {
    let wasApplying = Self.isApplyingFrames
    Self.isApplyingFrames = true
    defer { Self.isApplyingFrames = wasApplying }
    for subview in view.subviews {
      guard let record = subview.layoutStateIfAny?.record, items[ObjectIdentifier(subview)] != nil,
        let frame = solvedFrame(of: subview, record)
      else { continue }
      let current = subview.untransformedFrame
      guard !frame.isClose(to: current) else { continue }
      if frame.size != current.size {
        subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
        if frame.width != current.width, subview.intrinsicHeightFollowsWidth {
          subview.layoutState.engineWidth = frame.width
          itemDidChange(record)
        }
      }
      subview.center = CGPoint(x: frame.midX, y: frame.midY)
    }
  }
}

extension CGRect {
  /// Equal to within a millionth of a point (solver noise).
  func isClose(to other: CGRect) -> Bool {
    abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6
      && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
  }
}

extension UIView {
  /// The frame without the transform: the bounds' size about the centre (what Auto Layout
  /// lays out; UIKit's engine also works on untransformed frames).
  var untransformedFrame: CGRect {
    let size = bounds.size
    return CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// How many superviews the view has.
  var depthInTree: Int {
    var depth = 0
    var view = superview
    while let current = view {
      depth += 1
      view = current.superview
    }
    return depth
  }
}
