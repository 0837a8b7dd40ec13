import Foundation

// Layout margins, the safe area, the readable width and layout guides.
extension UIView {
  /// The layout guides added to the view (``addLayoutGuide(_:)``), the system's included once
  /// made.
  public var layoutGuides: [UILayoutGuide] { layoutStateIfAny?.guides ?? [] }

  /// Adds `guide` to the view: the guide's frame is then in this view's coordinates.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
    guard !layoutGuides.contains(where: { $0 === guide }) else { return }
    guide.owningView = self
    layoutState.guides.append(guide)
  }

  /// Removes `guide` and deactivates the constraints naming it.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard let state = layoutStateIfAny, state.guides.contains(where: { $0 === guide }) else {
      return
    }
    if let engine = layoutEngine {
      let naming = engine.constraints.values.filter { c in
        (c.first.items + (c.second?.items ?? [])).contains { $0.guide === guide }
      }
      NSLayoutConstraint.deactivate(naming)
      engine.unregister(guide)
    }
    state.guides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The rectangle inside the layout margins, as a guide.
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(\.marginsGuide, .margins, "UIViewLayoutMarginsGuide")
  }

  /// The part of the view no bar or window edge covers, as a guide. A desktop window covers
  /// nothing, so it is the view's bounds; constrain to it as on iOS and the layout ports.
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// A width that is comfortable to read: the layout margins, at most 672 points wide and
  /// centred in them (UIKit's width at its default text size).
  public var readableContentGuide: UILayoutGuide {
    systemGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide")
  }

  private func systemGuide(
    _ path: ReferenceWritableKeyPath<ViewLayout, UILayoutGuide?>, _ kind: UILayoutGuide.Kind,
    _ identifier: String
  ) -> UILayoutGuide {
    let state = layoutState
    if let guide = state[keyPath: path] { return guide }
    let made = UILayoutGuide(kind: kind, owner: self, identifier: identifier)
    state[keyPath: path] = made
    state.guides.append(made)
    return made
  }

  /// The insets of the safe area from the view's edges: zero on a desktop window.
  public var safeAreaInsets: UIEdgeInsets { .zero }

  /// Whether the view's margins grow to its superview's where the view comes closer to the
  /// superview's edge than the superview's margin. False by default.
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutStateIfAny?.preservesSuperviewMargins ?? false }
    set {
      layoutState.preservesSuperviewMargins = newValue
      layoutMarginsChanged()
    }
  }

  /// Whether the margins include the safe area insets. True by default.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutStateIfAny?.insetsMarginsFromSafeArea ?? true }
    set {
      layoutState.insetsMarginsFromSafeArea = newValue
      layoutMarginsChanged()
    }
  }

  /// The margins the view was given, or the default: 8 points on each side, or for a view
  /// controller's root view 20 points leading and trailing and none above and below (UIKit's
  /// minimum for a regular-width window).
  var storedLayoutMargins: NSDirectionalEdgeInsets {
    if let margins = layoutStateIfAny?.margins { return margins }
    if owningViewController != nil {
      return NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    }
    return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  }

  /// The margins Auto Layout uses: the stored ones, grown to the superview's where
  /// ``preservesSuperviewLayoutMargins`` asks (from the current frames; when the view moves
  /// or its superview resizes, the equations built with them are rebuilt).
  var effectiveLayoutMargins: UIEdgeInsets {
    var m = storedLayoutMargins.edgeInsets
    guard preservesSuperviewLayoutMargins, let parent = superview else { return m }
    let s = parent.effectiveLayoutMargins, f = untransformedFrame, b = parent.bounds.size
    m.left = Swift.max(m.left, s.left - f.minX)
    m.top = Swift.max(m.top, s.top - f.minY)
    m.right = Swift.max(m.right, s.right - (b.width - f.maxX))
    m.bottom = Swift.max(m.bottom, s.bottom - (b.height - f.maxY))
    return m
  }

  /// ``effectiveLayoutMargins`` for the engine's equations: remembered when they grow to the
  /// superview's, so that a move or resize that changes them lays the view out again.
  var effectiveLayoutMarginsForEquations: UIEdgeInsets {
    let margins = effectiveLayoutMargins
    if let state = layoutStateIfAny, state.preservesSuperviewMargins {
      state.marginsInEquations = margins
      superview?.layoutState.hasMarginPreservingSubviews = true
    }
    return margins
  }

  /// The view moved or was resized: margins that grow to a superview's depend on where the
  /// view is (its own) and on its size (its subviews'). Those that changed since the equations
  /// were built are laid out again (UIKit: "This margin affects layouts where the distance
  /// between the edge of a view and its superview is smaller than the corresponding margin").
  func preservedMarginsMayHaveChanged(_ state: ViewLayout) {
    if state.preservesSuperviewMargins { refreshPreservedMargins() }
    if state.hasMarginPreservingSubviews {
      for subview in subviews { subview.refreshPreservedMargins() }
    }
  }

  private func refreshPreservedMargins() {
    guard let state = layoutStateIfAny, state.preservesSuperviewMargins,
      let used = state.marginsInEquations, effectiveLayoutMargins != used
    else { return }
    state.marginsInEquations = nil
    layoutMarginsChanged()
  }

  func setStoredLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
    guard margins != storedLayoutMargins || layoutStateIfAny?.margins == nil else { return }
    layoutState.margins = margins
    layoutMarginsChanged()
  }

  /// The margin guide and constraints to margin attributes follow new margins.
  private func layoutMarginsChanged() {
    if let engine = layoutEngine {
      engine.constraintsNamingDidChange(self)
      for guide in layoutGuides where guide.kind != .user {
        if let record = engine.items[ObjectIdentifier(guide)] { engine.itemDidChange(record) }
      }
    }
    layoutMarginsDidChange()
    setNeedsLayout()
    // Subviews whose margins grow to these follow them.
    if layoutStateIfAny?.hasMarginPreservingSubviews == true {
      for subview in subviews { subview.refreshPreservedMargins() }
    }
  }
}
