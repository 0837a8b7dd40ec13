import Foundation

// The view tree. Every structural change goes through `attach` and `detach`, which send UIKit's
// will/did hooks in UIKit's order and, when a subtree leaves its window, first cancel its touches
// and resign its first responder (decisions C12, E8) while the views are still in the window, so
// that no callback reaches a view after it has left.
extension UIView {
  /// The window this view is in, or nil.
  public var window: UIWindow? {
    var v: UIView = self
    while let s = v.superview { v = s }
    return v as? UIWindow
  }

  /// Adds `view` as the frontmost subview. A view that already is a subview moves to the front.
  ///
  /// Adding a view to itself or to one of its own descendants would make a cycle: it is refused
  /// with an `invalidHierarchy` diagnostic and nothing changes.
  public func addSubview(_ view: UIView) {
    MainThreadChecker.enforce("UIView.addSubview(_:)")
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
  ///
  /// The hooks UIKit sends (`willMove(toSuperview:)`, `willMove(toWindow:)`, the old
  /// superview's `willRemoveSubview(_:)`) run app code that may itself move views. The insertion
  /// is checked again after them, with no callback in between: if a hook moved `view` elsewhere
  /// or put this view inside `view`, the insertion is refused with an `invalidHierarchy`
  /// diagnostic, so the views always form a tree; a view refused after it left its old
  /// superview goes back there, its touches going on.
  public func insertSubview(_ view: UIView, at index: Int) {
    MainThreadChecker.enforce("UIView.insertSubview(_:at:)")
    guard canAdopt(view) else { return }
    if view.superview === self {
      // Reordering within one superview sends no hooks, as in UIKit.
      guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.remove(at: current)
      subviewIndex?.removed(view)
      let target = Swift.max(0, Swift.min(index > current ? index - 1 : index, subviews.count))
      subviews.insert(view, at: target)
      subviewIndex?.inserted(view, at: target, in: subviews)
      // Only what the moved view covers changes: it is now above or below the others there.
      view.invalidate(.appearance)
      return
    }
    changingTree { attach(view, at: index) }
  }

  /// Whether `view` may become a subview of this view; reports why not.
  private func canAdopt(_ view: UIView) -> Bool {
    if view === self || isDescendant(of: view) {
      reportHierarchyProblem(
        view === self
          ? "a view cannot be added as a subview of itself; ignored"
          : "a view cannot be added to one of its own descendants (that would make a cycle); ignored"
      )
      return false
    }
    return true
  }

  func reportHierarchyProblem(_ message: String) {
    UIApplication.owning(self)?.report(.invalidHierarchy, message)
  }

  /// Inserts `view` just above `sibling`, which must be a subview.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    insertSubview(view, at: index + 1)
  }

  /// Inserts `view` just below `sibling`, which must be a subview.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      insertSubview(view, at: 0)
      return
    }
    insertSubview(view, at: index)
  }

  /// Removes the view from its superview. Touches tracked in its subtree are cancelled first.
  public func removeFromSuperview() {
    MainThreadChecker.enforce("UIView.removeFromSuperview()")
    guard let parent = superview else { return }
    changingTree { parent.detach(self, toSuperview: nil) }
  }

  /// Moves `view` to the front of ``subviews``.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view` to the back of ``subviews``.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps the subviews at two indexes. Out-of-range indexes do nothing.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
    // Rare enough to build the index again on the next hit test.
    subviewIndex = nil
    subviews[index1].invalidate(.appearance)
    subviews[index2].invalidate(.appearance)
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }

  /// Returns the first view with `tag` in a depth-first search that starts with this view.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: - Attach and detach

  private func attach(_ view: UIView, at index: Int) {
    let oldWindow = view.window
    // Where the view was: an add refused after the view left its old superview puts it back
    // there, so a refusal changes nothing (and its touches go on, finding 29).
    let origin = view.superview.map { parent in
      (parent, parent.subviews.firstIndex { $0 === view } ?? parent.subviews.count)
    }
    var toldWindow = false
    func refuse(_ message: String?) {
      if let message { reportHierarchyProblem(message) }
      if view.superview == nil, let (parent, position) = origin {
        parent.restore(view, at: position)
      }
      // The view's controllers heard it would join the window; it did not (fuzz stream
      // 10039732: the root view controller stayed appearing).
      if toldWindow { view.settleAppearance() }
    }
    if let oldParent = view.superview {
      oldParent.detach(view, toSuperview: self)
      guard view.superview == nil else {
        return reportHierarchyProblem(
          "a callback moved the view while it was being added; the add was dropped")
      }
    }
    // The detach hooks may have moved this view, even under `view`.
    guard canAdopt(view) else { return refuse(nil) }
    let newWindow = window
    let windowChanges = oldWindow !== newWindow
    view.willMove(toSuperview: self)
    if windowChanges {
      toldWindow = true
      view.sendWillMove(toWindow: newWindow)
    }
    // Last check, with no callback between it and the insertion.
    guard view.superview == nil, window === newWindow else {
      return refuse("a callback moved a view while it was being added; the add was dropped")
    }
    guard canAdopt(view) else { return refuse(nil) }
    let position = Swift.max(0, Swift.min(index, subviews.count))
    subviews.insert(view, at: position)
    subviewIndex?.inserted(view, at: position, in: subviews)
    let oldTint = UIView.tintIsCustomized ? view.inheritedTintColor : nil
    view.superviewStorage = self
    LayoutEngine.subtreeDidArrive(view)
    if let oldTint, view.inheritedTintColor != oldTint { view.noteTintChange() }
    view.didMoveToSuperview()
    if windowChanges { view.sendDidMoveToWindow() }
    didAddSubview(view)
    view.setNeedsLayout()
    // The new subview's area; app code in the hooks may have moved it elsewhere already, and
    // then damaged its area there.
    if view.superview === self { view.invalidate(.appearance) }
    if subviews.count == 1 { invalidate(.grouping) }
  }

  /// Puts `view` back at `index` among the subviews, with no hooks: an add refused after the
  /// view left this superview leaves the tree as it was. Nothing is restored where that would
  /// no longer make a tree (this view has meanwhile gone under `view`).
  private func restore(_ view: UIView, at index: Int) {
    guard view.superview == nil, view !== self, !isDescendant(of: view) else { return }
    let position = Swift.max(0, Swift.min(index, subviews.count))
    subviews.insert(view, at: position)
    subviewIndex?.inserted(view, at: position, in: subviews)
    view.superviewStorage = self
    view.invalidate(.appearance)
    if subviews.count == 1 { invalidate(.grouping) }
  }

  /// Removes `view` from this view's subviews; `destination` is the superview it is going to.
  func detach(_ view: UIView, toSuperview destination: UIView?) {
    let oldWindow = window
    // A destination inside a subtree that is itself on its way out counts as no window: the
    // view's touches end now, while it is still in the window.
    var newWindow = destination?.isLeavingWindow == true ? nil : destination?.window
    var leavingTouches: [UITouch] = []
    // From here until the subtree is gone, app code in the callbacks below cannot start a touch
    // in it or make one of its views first responder.
    let wasLeaving = view.flags.isLeavingWindow
    defer { view.flags.isLeavingWindow = wasLeaving }
    if let oldWindow, oldWindow !== newWindow {
      view.flags.isLeavingWindow = true
      leavingTouches = oldWindow.subtreeWillLeaveWindow(view, cancelTouches: true)
    }
    // Each hook runs app code: the subtree may have been moved meanwhile. Only detach it if it
    // is still ours, and find its index after the hooks, not before.
    guard view.superview === self else { return }
    willRemoveSubview(view)
    // App code there may have taken the destination out of the window (or into another): the
    // move leaves the window after all, and the view's touches end now, while it is still in
    // it (fuzz stream 11111313: they were never ended).
    let finalWindow = destination?.isLeavingWindow == true ? nil : destination?.window
    if let oldWindow, oldWindow === newWindow, finalWindow !== oldWindow,
      view.superview === self, view.window === oldWindow
    {
      newWindow = finalWindow
      view.flags.isLeavingWindow = true
      leavingTouches = oldWindow.subtreeWillLeaveWindow(view, cancelTouches: true)
    }
    var toldWindow = false
    if destination == nil {
      guard view.superview === self else { return }
      view.willMove(toSuperview: nil)
      if oldWindow != nil {
        toldWindow = true
        view.sendWillMove(toWindow: nil)
      }
    }
    guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else {
      // App code in those callbacks moved the view elsewhere (maybe still in the window): its
      // controllers heard it would leave, and turn back if it did not (fuzz stream 10655990).
      if toldWindow { view.settleAppearance() }
      return
    }
    view.invalidate(.appearance)
    LayoutEngine.subtreeWillLeave(view)
    subviews.remove(at: index)
    if subviews.isEmpty { invalidate(.grouping) }
    subviewIndex?.removed(view)
    view.superviewStorage = nil
    if let oldWindow, oldWindow !== newWindow {
      oldWindow.subtreeDidLeaveWindow(releasing: leavingTouches)
    }
    if destination == nil {
      view.didMoveToSuperview()
      if oldWindow != nil { view.sendDidMoveToWindow() }
    }
    // Taken out while no longer in a window, but in the middle of hearing it left one (app
    // code in an ancestor's viewDidDisappear): the rest of that news never reaches this view,
    // so its controllers finish disappearing here (fuzz stream 10634246).
    if oldWindow == nil, UIViewController.halfwayCount > 0, view.superview == nil {
      view.settleAppearance()
    }
  }

  private func sendWillMove(toWindow newWindow: UIWindow?) {
    // A controller whose container drives its callbacks hears from the container instead.
    if let controller = owningViewController, !controller.appearanceDriven,
      (newWindow == nil) != (window == nil)
    {
      controller.beginAppearance(newWindow != nil, animated: false)
    }
    willMove(toWindow: newWindow)
    for subview in subviews { subview.sendWillMove(toWindow: newWindow) }
  }

  private func sendDidMoveToWindow() {
    if let controller = owningViewController, !controller.appearanceDriven {
      controller.endAppearance(inWindow: window != nil)
    }
    windowDidChange()
    didMoveToWindow()
    for subview in subviews { subview.sendDidMoveToWindow() }
  }

  /// Called when `isHidden` became true: a hidden first responder resigns (decision E8); a
  /// hidden window also cancels its touches and leaves the application's window list (C12).
  func hiddenStateDidChange() {
    guard let window else { return }
    if let hiddenWindow = self as? UIWindow {
      hiddenWindow.subtreeWillLeaveWindow(self, cancelTouches: true)
      hiddenWindow.windowDidHide()
    } else {
      window.subtreeWillLeaveWindow(self, cancelTouches: false)
    }
  }
}
