import Foundation

/// What one side of a constraint refers to: a view (held through its ``Anchor``, as UIKit's
/// constraints do not keep their items alive) or a layout guide.
struct LayoutItemReference {
  private let viewAnchor: Anchor<UIView>?
  /// The guide, when the item is one (kept alive: a guide is small and has no subtree).
  let guide: UILayoutGuide?

  @MainActor init(_ view: UIView) {
    viewAnchor = view.referenceAnchor
    guide = nil
  }

  init(_ guide: UILayoutGuide) {
    viewAnchor = nil
    self.guide = guide
  }

  /// The item from `object`, when it is a view or a layout guide.
  @MainActor init?(_ object: Any?) {
    if let view = object as? UIView {
      self.init(view)
    } else if let guide = object as? UILayoutGuide {
      self.init(guide)
    } else {
      return nil
    }
  }

  /// The view, while it lives.
  var view: UIView? { viewAnchor?.object }

  /// The view or the guide; nil once a view is gone.
  var object: AnyObject? { view ?? guide }

  /// Whether this is `object`.
  func refers(to object: AnyObject) -> Bool { self.object === object }

  /// The view whose place in the tree the item has: the view itself, or a guide's owning view.
  @MainActor var node: UIView? { view ?? guide?.owningView }
}

/// What a layout anchor stands for: an attribute of an item, or the distance between two
/// anchors (``NSLayoutXAxisAnchor/anchorWithOffset(to:)``).
indirect enum AnchorSpec {
  case attribute(LayoutItemReference, NSLayoutConstraint.Attribute)
  case offset(from: AnchorSpec, to: AnchorSpec)
  /// An item that is neither a view nor a layout guide (only the untyped initialiser makes it).
  case invalid

  /// The item of the anchor (for a distance, the first anchor's).
  var item: LayoutItemReference? {
    switch self {
    case .attribute(let item, _): item
    case .offset(let from, _): from.item
    case .invalid: nil
    }
  }

  var attribute: NSLayoutConstraint.Attribute {
    switch self {
    case .attribute(_, let attribute): attribute
    case .offset, .invalid: .notAnAttribute
    }
  }

  /// Every item the anchor reads.
  var items: [LayoutItemReference] {
    switch self {
    case .attribute(let item, _): [item]
    case .offset(let from, let to): from.items + to.items
    case .invalid: []
    }
  }

  var isInvalid: Bool {
    switch self {
    case .invalid: true
    case .attribute: false
    case .offset(let from, let to): from.isInvalid || to.isInvalid
    }
  }

  func isAttribute(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    if case .attribute(_, let own) = self { return own == attribute }
    return false
  }

  /// Whether the anchor is a size (a width, a height or a distance between anchors).
  var isDimension: Bool {
    switch self {
    case .attribute(_, let attribute): attribute.isDimension
    case .offset: true
    case .invalid: false
    }
  }

  var axis: NSLayoutConstraint.Axis {
    switch self {
    case .attribute(_, let attribute): attribute.axis
    case .offset(let from, _): from.axis
    case .invalid: .horizontal
    }
  }

  /// How UIKit prints it: `UILabel:0x…​.leading`, or `from-to` for a distance.
  @MainActor var name: String {
    switch self {
    case .attribute(let item, let attribute):
      return "\(LayoutNames.name(of: item.object)).\(attribute.name)"
    case .offset(let from, let to):
      return "\(from.name)-\(to.name)"
    case .invalid:
      return "(not an item)"
    }
  }
}

/// Names for items in diagnostics and descriptions.
enum LayoutNames {
  /// `UILabel:0x7f…` or the guide's identifier, as UIKit prints items.
  @MainActor static func name(of object: AnyObject?) -> String {
    guard let object else { return "(gone)" }
    if let guide = object as? UILayoutGuide {
      let owner = guide.owningView.map { name(of: $0) } ?? "no view"
      return "'\(guide.identifier)'(\(owner))"
    }
    let address = String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    let type = String(describing: Swift.type(of: object))
    if let view = object as? UIView, let id = view.accessibilityIdentifier, !id.isEmpty {
      return "\(type):0x\(address)'\(id)'"
    }
    return "\(type):0x\(address)"
  }
}
