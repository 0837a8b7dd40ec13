import Foundation

/// A view that lines its arranged subviews up in a row or a column with Auto Layout: set
/// ``axis``, ``distribution``, ``alignment`` and ``spacing``, and add views with
/// ``addArrangedSubview(_:)``; the stack view makes the constraints (UIKit's `UISV-…`
/// constraints, listed in its ``UIView/constraints`` with those identifiers).
///
/// Arranged views are placed by constraints (their `translatesAutoresizingMaskIntoConstraints`
/// is turned off when they are added). A hidden arranged view collapses: it takes no space and
/// no spacing, and hiding one inside `UIView.animate { …; stack.layoutIfNeeded() }` animates
/// the others into its place. The stack view's own size follows its arranged views where
/// nothing else sets it.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the stack's length.
  public enum Distribution: Int, Sendable {
    /// Views keep their intrinsic sizes where they can; the one with the lowest hugging
    /// priority takes what is left (the lowest compression resistance gives way first).
    case fill = 0
    /// All views are as long as each other.
    case fillEqually = 1
    /// Views are long in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// Views keep their sizes; the gaps between them are equal (at least ``spacing``).
    case equalSpacing = 3
    /// Views keep their sizes; their centres are equally far apart.
    case equalCentering = 4
  }

  /// How arranged views line up across the stack.
  public enum Alignment: Int, Sendable {
    /// Views fill the stack's breadth.
    case fill = 0
    /// Leading edges line up (top edges in a horizontal stack).
    case leading = 1
    /// First baselines line up (horizontal stacks).
    case firstBaseline = 2
    /// Centres line up.
    case center = 3
    /// Trailing edges line up (bottom edges in a horizontal stack).
    case trailing = 4
    /// Last baselines line up (horizontal stacks).
    case lastBaseline = 5

    /// Top edges (a horizontal stack's leading).
    public static let top = Alignment.leading
    /// Bottom edges (a horizontal stack's trailing).
    public static let bottom = Alignment.trailing
  }

  /// A custom spacing meaning "use ``spacing``".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// A custom spacing meaning "the system spacing" (8 points).
  public static let spacingUseSystem = -CGFloat.leastNonzeroMagnitude

  /// The arranged views, in stack order.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The constraints the stack view made, active while it lays out.
  var madeConstraints: [NSLayoutConstraint] = []
  /// The guides it made for equal spacing and centring.
  var madeGuides: [UILayoutGuide] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The direction views are lined up in. `.horizontal` by default.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
  /// How views share the length. `.fill` by default.
  open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
  /// How views line up across. `.fill` by default.
  open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
  /// The space between neighbours, in points (the least space for the equal distributions).
  /// 0 by default.
  open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
  /// Whether vertical spacing is measured between baselines (last of one view, first of the
  /// next) rather than edges. False by default.
  open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
  /// Whether views are laid out inside the layout margins rather than the bounds. False by
  /// default.
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

  /// Creates an empty stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view arranging `views` (a designated initialiser, as UIKit's, so a
  /// subclass can call it).
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Constraints are made in the constraint pass.
  open override class var requiresConstraintBasedLayout: Bool { true }

  /// Adds `view` at the end of the arranged views (and as a subview if it is not one).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` at `stackIndex` among the arranged views (clamped), moving it there if it is
  /// already arranged.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    // Arranged views are always subviews (UIKit's rule). An add that was refused (the view
    // contains the stack) or that app code in its hooks undid arranges nothing: an arranged
    // view outside the stack would keep the stack's whole tree alive through it (fuzz streams
    // 13765409, 13765411: a tree leaked after its application).
    guard view.superview === self else { return }
    arrangedSubviews.removeAll { $0 === view }
    let index = Swift.max(0, Swift.min(stackIndex, arrangedSubviews.count))
    arrangedSubviews.insert(view, at: index)
    arrangementChanged()
  }

  /// Stops arranging `view`; it stays a subview (remove it from the superview to take it off
  /// screen), as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementChanged()
  }

  /// Sets the space after `arrangedSubview` (``spacingUseDefault`` goes back to ``spacing``).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing
    arrangementChanged()
  }

  /// The space after `arrangedSubview`: its custom spacing, or ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The space the stack keeps after `view`.
  func spacing(after view: UIView) -> CGFloat {
    guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
    return custom == Self.spacingUseSystem ? systemSpacing : custom
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// The first arranged view's baseline view, as UIKit's stack view answers.
  open override var viewForFirstBaselineLayout: UIView {
    arrangedSubviews.first { !$0.isHidden }?.viewForFirstBaselineLayout ?? self
  }

  /// The last arranged view's baseline view.
  open override var viewForLastBaselineLayout: UIView {
    arrangedSubviews.last { !$0.isHidden }?.viewForLastBaselineLayout ?? self
  }

  /// Makes the stack's constraints again.
  open override func updateConstraints() {
    rebuildConstraints()
    super.updateConstraints()
  }

  /// Something the constraints depend on changed: they are made again in the next pass.
  func arrangementChanged() {
    setNeedsUpdateConstraints()
  }

  /// An arranged view was hidden or shown, or its intrinsic size changed.
  func arrangedSubviewDidChange(_ view: UIView, intrinsicSize: Bool) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    if intrinsicSize, distribution != .fillProportionally { return }
    arrangementChanged()
  }
}

extension UIStackView {
  /// What is wrong with the arranged views: one that is not a subview (it would keep the
  /// stack's tree alive from outside it), or one arranged twice.
  func stackViolations() -> [InvariantViolation] {
    var seen = Set<ObjectIdentifier>()
    return arrangedSubviews.compactMap { view in
      if view.superview !== self {
        return InvariantViolation(.stackWrong, "\(self) arranges \(view), not its subview")
      }
      if !seen.insert(ObjectIdentifier(view)).inserted {
        return InvariantViolation(.stackWrong, "\(self) arranges \(view) twice")
      }
      return nil
    }
  }
}
