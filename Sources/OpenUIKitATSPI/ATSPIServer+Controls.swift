import Foundation
import OpenUIKit

// Action and Selection: what a client does to controls, lists and tab bars.
extension ATSPIServer {
  static let actionMethods: [String: ATSPIMethod] = [
    "GetDescription": answer("i") { server, object, arguments in
      [.string(server.action(object, arguments[0])?.description ?? "")]
    },
    "GetName": answer("i") { server, object, arguments in
      [.string(server.action(object, arguments[0])?.name ?? "")]
    },
    "GetLocalizedName": answer("i") { server, object, arguments in
      [.string(server.action(object, arguments[0])?.name ?? "")]
    },
    "GetKeyBinding": answer("i") { _, _, _ in [.string("")] },
    "GetActions": answer { server, object in
      let actions = object.map(server.model.actions(of:)) ?? []
      return .array(
        element: "(sss)",
        actions.map { .structure([.string($0.name), .string($0.description), .string("")]) })
    },
    "DoAction": ATSPIMethod(signature: "i") { server, object, arguments in
      guard let action = server.action(object, arguments[0]) else {
        return .invalidArgs("no action \(arguments[0].int32 ?? -1)")
      }
      return .values([.boolean(action.perform())])
    },
  ]

  /// Action `index` of `object`, if there is one.
  private func action(_ object: AnyObject?, _ index: DBusValue) -> ATSPIAction? {
    guard let object, let index = index.int32 else { return nil }
    let actions = model.actions(of: object)
    return actions.indices.contains(Int(index)) ? actions[Int(index)] : nil
  }

  static let selectionMethods: [String: ATSPIMethod] = [
    "GetSelectedChild": ATSPIMethod(signature: "i") { server, object, arguments in
      let selected = object.map(server.model.selectedChildren(of:)) ?? []
      let index = Int(arguments[0].int32 ?? -1)
      guard selected.indices.contains(index) else {
        return .invalidArgs("no selected child \(index): \(selected.count) are selected")
      }
      return .values([server.reference(selected[index])])
    },
    "SelectChild": answer("i") { server, object, arguments in
      guard let object else { return [.boolean(false)] }
      return [.boolean(server.model.selectChild(at: Int(arguments[0].int32!), of: object))]
    },
    "IsChildSelected": answer("i") { server, object, arguments in
      let children = server.model.children(of: object)
      let index = Int(arguments[0].int32!)
      guard children.indices.contains(index) else { return [.boolean(false)] }
      return [.boolean(server.model.traits(of: children[index]).contains(.selected))]
    },
    // UIKit's lists and tab bars choose by tapping; a client cannot clear a tab bar's choice.
    "DeselectSelectedChild": answer("i") { _, _, _ in [.boolean(false)] },
    "DeselectChild": answer("i") { _, _, _ in [.boolean(false)] },
    "SelectAll": answer("") { _, _, _ in [.boolean(false)] },
    "ClearSelection": answer("") { _, _, _ in [.boolean(false)] },
  ]
}
