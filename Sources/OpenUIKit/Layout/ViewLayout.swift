import Foundation

/// A view's Auto Layout state, allocated the first time the view touches Auto Layout (an
/// anchor, a constraint, `translatesAutoresizingMaskIntoConstraints`, margins), so views laid
/// out by frames pay nothing.
@MainActor final class ViewLayout {
  /// `translatesAutoresizingMaskIntoConstraints`.
  var translatesAutoresizingMask = true
  /// The constraints installed on the view (``UIView/constraints``), in the order added.
  var installed: [NSLayoutConstraint] = []
  /// The engine of the tree when this view is its root and the tree uses Auto Layout.
  var engine: LayoutEngine?
  /// The engine's record of the view, while an engine lays it out.
  var record: LayoutItemRecord?
  /// The view's unknowns, made on first use.
  private var variablesStorage: LayoutVariables?
  /// Whether some subview is laid out by the engine, so ``UIView/layoutSubviews()`` applies
  /// the engine's frames.
  var hasEngineSubviews = false
  /// Content hugging and compression resistance priorities, horizontal then vertical.
  var hugging: (UILayoutPriority, UILayoutPriority) = (.defaultLow, .defaultLow)
  var compression: (UILayoutPriority, UILayoutPriority) = (.defaultHigh, .defaultHigh)
  /// Layout guides added to the view, system ones included once made.
  var guides: [UILayoutGuide] = []
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
  var readableGuide: UILayoutGuide?
  /// Layout margins set on the view; nil: the default.
  var margins: NSDirectionalEdgeInsets?
  var preservesSuperviewMargins = false
  /// The effective margins the engine's equations were last built with, kept for a view whose
  /// margins grow to its superview's: they change when it moves, and then it is laid out again.
  var marginsInEquations: UIEdgeInsets?
  /// Whether some subview's margins grow to this view's (its size changes theirs).
  var hasMarginPreservingSubviews = false
  var insetsMarginsFromSafeArea = true
  /// `setNeedsUpdateConstraints()` was called and ``UIView/updateConstraints()`` has not run.
  var needsUpdateConstraints = false
  /// Width the last layout gave a view whose intrinsic height follows its width (a label with
  /// several lines); nil before.
  var engineWidth: CGFloat?
  /// The intrinsic size the engine last laid out against (for explanations, which must not
  /// call app code).
  var lastIntrinsicSize: CGSize?

  func variables(for view: UIView) -> LayoutVariables {
    if let variablesStorage { return variablesStorage }
    let made = LayoutVariables(LayoutNames.name(of: view))
    variablesStorage = made
    return made
  }
}

extension UIView {
  /// The view's Auto Layout state, made on first use.
  var layoutState: ViewLayout {
    if let state = extras.layout { return state }
    let made = ViewLayout()
    extras.layout = made
    return made
  }

  /// The Auto Layout state if the view has any.
  var layoutStateIfAny: ViewLayout? { extrasStorage?.layout }

  /// The root of the view's tree.
  var layoutRoot: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// The engine of the view's tree, when the tree uses Auto Layout.
  var layoutEngine: LayoutEngine? { layoutRoot.layoutStateIfAny?.engine }

  /// The engine of the view's tree, made if the tree has none.
  var layoutEngineMaking: LayoutEngine {
    let root = layoutRoot
    if let engine = root.layoutStateIfAny?.engine { return engine }
    let made = LayoutEngine(root: root)
    root.layoutState.engine = made
    return made
  }
}
