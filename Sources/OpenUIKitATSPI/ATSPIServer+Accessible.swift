import Foundation
import OpenUIKit

/// One AT-SPI method: the argument signature it takes and what it does.
struct ATSPIMethod {
  let signature: String
  let run: @MainActor (ATSPIServer, AnyObject?, [DBusValue]) -> ATSPIReply
}

extension ATSPIServer {
  /// Every method the bridge answers, by "interface.member".
  static let methods: [String: ATSPIMethod] = {
    var all: [String: ATSPIMethod] = [:]
    for (interface, table) in [
      ("org.a11y.atspi.Accessible", accessibleMethods),
      ("org.a11y.atspi.Application", applicationMethods),
      ("org.a11y.atspi.Component", componentMethods),
      ("org.a11y.atspi.Action", actionMethods),
      ("org.a11y.atspi.Selection", selectionMethods),
      ("org.a11y.atspi.Text", textMethods),
      ("org.a11y.atspi.EditableText", editableTextMethods),
    ] {
      for (member, method) in table { all[interface + "." + member] = method }
    }
    return all
  }()

  private static func method(
    _ signature: String,
    _ run: @escaping @MainActor (ATSPIServer, AnyObject?, [DBusValue]) -> ATSPIReply
  ) -> ATSPIMethod {
    ATSPIMethod(signature: signature, run: run)
  }

  /// A method that takes nothing and answers one value.
  static func answer(_ value: @escaping @MainActor (ATSPIServer, AnyObject?) -> DBusValue)
    -> ATSPIMethod
  {
    ATSPIMethod(signature: "") { server, object, _ in .values([value(server, object)]) }
  }

  /// A method that takes `signature` and answers values.
  static func answer(
    _ signature: String,
    _ run: @escaping @MainActor (ATSPIServer, AnyObject?, [DBusValue]) -> [DBusValue]
  ) -> ATSPIMethod {
    ATSPIMethod(signature: signature) { server, object, arguments in
      .values(run(server, object, arguments))
    }
  }

  // MARK: - Accessible

  private static let accessibleMethods: [String: ATSPIMethod] = [
    "GetChildAtIndex": method("i") { server, object, arguments in
      let children = server.model.children(of: object)
      let index = Int(arguments[0].int32 ?? -1)
      guard children.indices.contains(index) else {
        return .invalidArgs("no child \(index): the object has \(children.count)")
      }
      return .values([server.reference(children[index])])
    },
    "GetChildren": answer { server, object in
      .array(element: "(so)", server.model.children(of: object).map(server.reference))
    },
    "GetIndexInParent": answer { server, object in .int32(server.indexInParent(object)) },
    "GetRelationSet": answer { _, _ in .array(element: "(ua(so))", []) },
    "GetRole": answer { server, object in .uint32(server.model.role(of: object).rawValue) },
    "GetRoleName": answer { server, object in .string(server.model.role(of: object).name) },
    "GetLocalizedRoleName": answer { server, object in
      .string(server.model.role(of: object).name)
    },
    "GetState": answer { server, object in server.model.states(of: object).words },
    "GetAttributes": answer { server, object in server.attributes(of: object) },
    "GetApplication": answer { server, _ in server.reference(nil) },
    "GetInterfaces": answer { server, object in
      .array(element: "s", server.model.interfaces(of: object).map(DBusValue.string))
    },
  ]

  /// The object's place among its parent's children (-1 when it has none).
  func indexInParent(_ object: AnyObject?) -> Int32 {
    guard let object, model.isAlive(object) else { return -1 }
    let parent: AnyObject? = object is UIWindow ? nil : model.parent(of: object)
    if parent == nil && !(object is UIWindow) { return -1 }
    let siblings = model.children(of: parent)
    return Int32(siblings.firstIndex { $0 === object } ?? -1)
  }

  /// `GetAttributes`: the toolkit, the view's class, its identifier and its UIKit traits.
  func attributes(of object: AnyObject?) -> DBusValue {
    var entries: [String: DBusValue] = ["toolkit": .string("OpenUIKit")]
    if let object {
      entries["class"] = .string(String(describing: type(of: object)))
      let identifier = model.identifier(of: object)
      if !identifier.isEmpty { entries["id"] = .string(identifier) }
      let value = model.value(of: object)
      if !value.isEmpty { entries["value"] = .string(value) }
    }
    return DBusValue.dictionary(entries, valueSignature: "s")
  }

  // MARK: - Application

  private static let applicationMethods: [String: ATSPIMethod] = [
    "GetLocale": method("u") { _, _, _ in
      .values([.string(Locale.current.identifier)])
    },
    // Clients fall back to the bus when the application offers no connection of its own.
    "GetApplicationBusAddress": method("") { _, _, _ in
      .error(
        name: "org.freedesktop.DBus.Error.NotSupported",
        message: "OpenUIKit serves clients on the accessibility bus only")
    },
  ]

  // MARK: - Component

  private static let componentMethods: [String: ATSPIMethod] = [
    "Contains": answer("iiu") { server, object, arguments in
      guard let object, let window = server.model.window(of: object) else {
        return [.boolean(false)]
      }
      let point = server.model.windowPoint(
        x: arguments[0].int32!, y: arguments[1].int32!, coordinates: arguments[2].uint32!,
        in: window, from: object)
      return [.boolean(server.model.frameInWindow(of: object).contains(point))]
    },
    "GetAccessibleAtPoint": answer("iiu") { server, object, arguments in
      [
        server.accessibleAtPoint(
          object, x: arguments[0].int32!, y: arguments[1].int32!, coordinates: arguments[2].uint32!)
      ]
    },
    "GetExtents": answer("u") { server, object, arguments in
      [rectangle(server.model.extents(of: object, coordinates: arguments[0].uint32!))]
    },
    "GetPosition": answer("u") { server, object, arguments in
      let frame = server.model.extents(of: object, coordinates: arguments[0].uint32!)
      return [.int32(clamped(frame.minX)), .int32(clamped(frame.minY))]
    },
    "GetSize": answer("") { server, object, _ in
      let frame = server.model.extents(of: object, coordinates: 1)
      return [.int32(clamped(frame.width)), .int32(clamped(frame.height))]
    },
    "GetLayer": answer { server, object in
      // Windows are LAYER_WINDOW (7), everything in them LAYER_WIDGET (3).
      .uint32(object is UIWindow ? 7 : 3)
    },
    "GetMDIZOrder": answer { _, _ in .int16(0) },
    "GetAlpha": answer { _, object in .double(Double((object as? UIView)?.alpha ?? 1)) },
    "GrabFocus": answer { server, object in .boolean(server.grabFocus(object)) },
    "ScrollTo": answer("u") { _, _, _ in [.boolean(false)] },
    "ScrollToPoint": answer("uii") { _, _, _ in [.boolean(false)] },
    "SetExtents": answer("iiiiu") { _, _, _ in [.boolean(false)] },
    "SetPosition": answer("iiu") { _, _, _ in [.boolean(false)] },
    "SetSize": answer("ii") { _, _, _ in [.boolean(false)] },
  ]

  /// A rectangle as `(iiii)`.
  static func rectangle(_ rect: CGRect) -> DBusValue {
    .structure([
      .int32(clamped(rect.minX)), .int32(clamped(rect.minY)), .int32(clamped(rect.width)),
      .int32(clamped(rect.height)),
    ])
  }

  /// A coordinate as an `Int32`, whatever it was (NaN and infinities become 0 or the limits).
  static func clamped(_ value: CGFloat) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(CGFloat(Int32.min), min(CGFloat(Int32.max), value.rounded())))
  }

  /// Moves keyboard focus to `object` when it can take it, as Tab would; true if it has it.
  func grabFocus(_ object: AnyObject?) -> Bool {
    guard let view = object as? UIView, let window = view.window, view.isFocusable else {
      return false
    }
    model.application?.setFocus(view, in: window)
    return window.focusedView === view
  }
}
