import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// a view's layout margins (``UIView/layoutMarginsGuide``), its safe area or its readable
/// width. Add one to a view with ``UIView/addLayoutGuide(_:)``, then constrain its anchors as a
/// view's; ``layoutFrame`` is where the engine put it, in the owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// Which rectangle a guide the system made follows.
  enum Kind {
    case user, margins, safeArea, readableContent
  }

  let kind: Kind
  private var owner: Anchor<UIView>?
  /// The engine's unknowns for the guide.
  let variables: LayoutVariables

  /// Creates a guide; add it to a view before constraining it.
  public override init() {
    kind = .user
    variables = LayoutVariables("UILayoutGuide")
    super.init()
  }

  init(kind: Kind, owner: UIView, identifier: String) {
    self.kind = kind
    self.identifier = identifier
    variables = LayoutVariables(identifier)
    super.init()
    owningView = owner
  }

  /// The view the guide belongs to; set by ``UIView/addLayoutGuide(_:)``.
  open var owningView: UIView? {
    get { owner?.object }
    set { owner = newValue?.referenceAnchor }
  }

  /// A name for diagnostics.
  open var identifier = ""

  /// Where the engine put the guide, in the owning view's coordinates as its subviews' frames
  /// are (zero before the first layout pass that involves it).
  open var layoutFrame: CGRect {
    guard owningView != nil else { return .zero }
    return variables.rect
  }

  /// Whether the engine could place the guide in more than one way.
  open var hasAmbiguousLayout: Bool {
    guard let owner = owningView, let engine = owner.layoutEngine else { return false }
    return engine.isAmbiguous(variables)
  }

  /// The constraints that decide the guide's position or size on `axis`.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let owner = owningView, let engine = owner.layoutEngine else { return [] }
    return engine.constraintsAffecting(variables, axis: axis)
  }

  // MARK: - Anchors

  private func x(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(.attribute(LayoutItemReference(self), attribute))
  }

  private func y(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(.attribute(LayoutItemReference(self), attribute))
  }

  /// The leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { x(.leading) }
  /// The trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { x(.trailing) }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { x(.left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { x(.right) }
  /// The horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { x(.centerX) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { y(.top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { y(.bottom) }
  /// The vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { y(.centerY) }
  /// The width.
  open var widthAnchor: NSLayoutDimension {
    NSLayoutDimension(.attribute(LayoutItemReference(self), .width))
  }
  /// The height.
  open var heightAnchor: NSLayoutDimension {
    NSLayoutDimension(.attribute(LayoutItemReference(self), .height))
  }
}
