import Foundation

/// A relation between two layout attributes that Auto Layout keeps true:
/// `first (==, <=, >=) multiplier × second + constant`, held at a ``priority``.
///
/// Make one from anchors (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`)
/// or with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then
/// activate it (``isActive``, ``activate(_:)``): it is installed on the items' nearest common
/// ancestor (that view's ``UIView/constraints``) and the engine of the view tree lays the
/// items out on the next layout pass. Items are not kept alive by their constraints.
///
/// **UIKit differences.** Where UIKit raises an exception (items with no common ancestor, a
/// location related to a constant, attributes of different axes, left/right with
/// leading/trailing, a NaN or infinite number, a priority changed between required and
/// optional on an active constraint), OpenUIKit reports one ``Diagnostic`` with code
/// ``Diagnostic/Code/invalidConstraint``, leaves the constraint inactive or unchanged, and goes
/// on.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  let first: AnchorSpec
  let second: AnchorSpec?
  /// How the sides relate.
  public let relation: Relation
  /// The factor on the second side.
  public let multiplier: CGFloat

  /// Why the constraint can never be activated (an invalid pairing), or nil.
  let problem: String?

  /// The amount added to the second side. Changing it on an active constraint lays the items
  /// out again on the next pass (animatable: change it, then `UIView.animate { layoutIfNeeded() }`).
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite else {
        constant = oldValue
        return LayoutEngine.report(
          "constant \(constant) of \(self) is not finite; ignored", near: first.item?.node)
      }
      engine?.constraintDidChange(self)
      refreshDescription()
    }
  }

  /// How important the constraint is; ``UILayoutPriority/required`` (1000) by default.
  /// Changing an active constraint between required and optional is refused with a
  /// diagnostic, as UIKit refuses it.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, priority.isRequired != oldValue.isRequired {
        priority = oldValue
        return LayoutEngine.report(
          "\(self): an active constraint's priority cannot change between required and "
            + "optional (deactivate it first); the priority stays \(oldValue.rawValue)",
          near: first.item?.node)
      }
      engine?.constraintDidChange(self)
      refreshDescription()
    }
  }

  /// A name that diagnostics and descriptions print.
  open var identifier: String? { didSet { refreshDescription() } }

  /// Kept for source compatibility; there is no archiving on Linux.
  open var shouldBeArchived = false

  // MARK: - Engine state

  /// The view the constraint is installed on while active.
  var host: Anchor<UIView>? { didSet { refreshDescription() } }
  /// The engine holding it while active.
  weak var engine: LayoutEngine?
  /// The equation in the engine's solver, when it is in.
  var linear: LinearConstraint?
  /// Whether the engine has yet to (re)build its equation.
  var isPending = false
  /// When it was last activated (a count over the process): engines that take over a tree's
  /// constraints add them in this order, so which one of a conflicting pair breaks does not
  /// depend on a dictionary's order.
  var activationSerial = 0
  /// Whether the engine had to leave it out: it conflicts with required constraints.
  var isBroken = false {
    didSet { if isBroken != oldValue { refreshDescription() } }
  }
  /// ``description``, kept current on the main actor so it can be read from anywhere.
  nonisolated(unsafe) private var descriptionText = ""

  init(
    first: AnchorSpec, relation: Relation, second: AnchorSpec?, multiplier: CGFloat,
    constant: CGFloat
  ) {
    self.first = first
    self.second = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant.isFinite ? constant : 0
    problem = Self.validate(first, second, multiplier: multiplier, constant: constant)
    super.init()
    refreshDescription()
  }

  /// Creates a constraint `item.attribute (relation) multiplier × toItem.attribute + constant`.
  /// Items are views or layout guides; `toItem` is nil (with `.notAnAttribute`) for a size
  /// equal to a constant.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let firstItem = LayoutItemReference(view1)
    let secondItem = view2.flatMap { LayoutItemReference($0) }
    let first: AnchorSpec = firstItem.map { .attribute($0, attr1) } ?? .invalid
    var second: AnchorSpec?
    if let secondItem, attr2 != .notAnAttribute { second = .attribute(secondItem, attr2) }
    if view2 != nil, secondItem == nil || attr2 == .notAnAttribute { second = .invalid }
    if view2 == nil, attr2 != .notAnAttribute { second = .invalid }
    self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
  }

  // MARK: - Items

  /// The first item (a view or a layout guide).
  open var firstItem: AnyObject? { first.item?.object }
  /// The second item, or nil for a constraint to a constant.
  open var secondItem: AnyObject? { second?.item?.object }
  /// The first item's attribute.
  open var firstAttribute: Attribute { first.attribute }
  /// The second item's attribute, `.notAnAttribute` when there is none.
  open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
  /// The first side as an anchor.
  open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(first) }
  /// The second side as an anchor, or nil.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor($0) } }

  // MARK: - Activation

  /// Whether the constraint takes part in layout. Setting it installs the constraint on the
  /// items' nearest common ancestor, or removes it.
  open var isActive: Bool {
    get { host != nil }
    set {
      if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
    }
  }

  /// Activates each constraint (faster than setting ``isActive`` one by one in UIKit; the same
  /// here).
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// How UIKit prints a constraint:
  /// `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 8 (active)>`.
  nonisolated public override var description: String { descriptionText }

  private func refreshDescription() { descriptionText = formatted }

  var formatted: String {
    var text = "<NSLayoutConstraint:0x"
    text += String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
    if let identifier { text += " '\(identifier)'" }
    text += " \(first.name) \(relation.symbol)"
    if let second {
      text += " "
      if multiplier != 1 { text += "\(Self.number(multiplier))*" }
      text += second.name
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
    } else {
      text += " \(Self.number(constant))"
    }
    if !priority.isRequired { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
    if isActive { text += isBroken ? " (broken)" : " (active)" }
    return text + ">"
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}

extension NSLayoutConstraint {
  /// Why `first relation multiplier × second + constant` cannot be a constraint (UIKit raises
  /// for each of these), or nil.
  static func validate(
    _ first: AnchorSpec, _ second: AnchorSpec?, multiplier: CGFloat, constant: CGFloat
  ) -> String? {
    if first.isInvalid || first.isAttribute(.notAnAttribute) {
      return "the first item is not a view or a layout guide with an attribute"
    }
    if second?.isInvalid == true || second?.isAttribute(.notAnAttribute) == true {
      return "the second item is not a view or a layout guide with an attribute"
    }
    guard multiplier.isFinite, constant.isFinite else {
      return "the multiplier (\(multiplier)) and constant (\(constant)) must be finite"
    }
    guard let second else {
      return first.isDimension
        ? nil : "a location (\(first.attribute.name)) cannot equal a constant; relate it to an item"
    }
    if !first.isDimension, multiplier == 0 {
      return "a multiplier of 0 makes the location \(first.attribute.name) equal a constant"
    }
    // Sizes may relate across axes (an aspect ratio); locations may not.
    if first.axis != second.axis, !(first.isDimension && second.isDimension) {
      return "\(first.attribute.name) and \(second.attribute.name) lie on different axes"
    }
    if first.isDimension != second.isDimension {
      return "a size cannot be related to a location (\(first.attribute.name), "
        + "\(second.attribute.name))"
    }
    if first.attribute.isDirectional && second.attribute.isAbsoluteHorizontal
      || first.attribute.isAbsoluteHorizontal && second.attribute.isDirectional
    {
      return "leading/trailing cannot be related to left/right; use one or the other"
    }
    return nil
  }
}
