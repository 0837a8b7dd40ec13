import Foundation
import OpenUIKit

// org.freedesktop.DBus.Properties: Get, GetAll and Set over each interface's properties.
extension ATSPIServer {
  func properties(_ request: ATSPIRequest, object: AnyObject?, signature: String) -> ATSPIReply {
    switch (request.member, signature) {
    case ("Get", "ss"):
      let interface = request.arguments[0].string!, name = request.arguments[1].string!
      guard let value = property(interface, name, of: object) else {
        return .invalidArgs("\(interface) has no property \(name) here")
      }
      return .values([.variant(value)])
    case ("GetAll", "s"):
      let interface = request.arguments[0].string!
      let names = Self.propertyNames[interface] ?? []
      var entries: [String: DBusValue] = [:]
      for name in names {
        if let value = property(interface, name, of: object) { entries[name] = .variant(value) }
      }
      return .values([DBusValue.dictionary(entries, valueSignature: "v")])
    case ("Set", "ssv"):
      return setProperty(
        request.arguments[0].string!, request.arguments[1].string!,
        request.arguments[2].unwrapped, of: object)
    default:
      return .invalidArgs("Properties.\(request.member) does not take (\(signature))")
    }
  }

  static let propertyNames: [String: [String]] = [
    "org.a11y.atspi.Accessible": [
      "Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText",
    ],
    "org.a11y.atspi.Application": [
      "ToolkitName", "Version", "ToolkitVersion", "AtspiVersion", "InterfaceVersion", "Id",
    ],
    "org.a11y.atspi.Action": ["NActions"],
    "org.a11y.atspi.Value": [
      "MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text",
    ],
    "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
    "org.a11y.atspi.Selection": ["NSelectedChildren"],
  ]

  /// The value of property `name` of `interface`, nil when the object has no such property.
  func property(_ interface: String, _ name: String, of object: AnyObject?) -> DBusValue? {
    if name == "version" { return .uint32(1) }
    guard model.interfaces(of: object).contains(interface) else { return nil }
    switch (interface, name) {
    case ("org.a11y.atspi.Accessible", "Name"): return .string(model.name(of: object))
    case ("org.a11y.atspi.Accessible", "Description"): return .string(model.description(of: object))
    case ("org.a11y.atspi.Accessible", "Parent"): return parentReference(of: object)
    case ("org.a11y.atspi.Accessible", "ChildCount"):
      return .int32(Int32(clamping: model.children(of: object).count))
    case ("org.a11y.atspi.Accessible", "Locale"):
      let language = model.language(of: object)
      return .string(language.isEmpty ? Locale.current.identifier : language)
    case ("org.a11y.atspi.Accessible", "AccessibleId"): return .string(model.identifier(of: object))
    case ("org.a11y.atspi.Accessible", "HelpText"): return .string(model.description(of: object))
    case ("org.a11y.atspi.Application", "ToolkitName"): return .string("OpenUIKit")
    case ("org.a11y.atspi.Application", "Version"),
      ("org.a11y.atspi.Application", "ToolkitVersion"):
      return .string(ATSPIServer.toolkitVersion)
    case ("org.a11y.atspi.Application", "AtspiVersion"): return .string("2.1")
    case ("org.a11y.atspi.Application", "InterfaceVersion"): return .uint32(1)
    case ("org.a11y.atspi.Application", "Id"): return .int32(applicationID)
    case ("org.a11y.atspi.Action", "NActions"):
      return .int32(Int32(object.map(model.actions(of:))?.count ?? 0))
    case ("org.a11y.atspi.Text", "CharacterCount"):
      return .int32(Int32(clamping: text(object).unicodeScalars.count))
    case ("org.a11y.atspi.Text", "CaretOffset"):
      return .int32(Int32(clamping: object.map(model.caretOffset(of:)) ?? 0))
    case ("org.a11y.atspi.Selection", "NSelectedChildren"):
      return .int32(Int32(clamping: object.map(model.selectedChildren(of:))?.count ?? 0))
    case ("org.a11y.atspi.Value", _):
      guard let object, let range = model.valueRange(of: object) else { return nil }
      switch name {
      case "MinimumValue": return .double(range.minimum)
      case "MaximumValue": return .double(range.maximum)
      case "MinimumIncrement": return .double(range.increment)
      case "CurrentValue": return .double(range.current)
      case "Text": return .string(model.value(of: object))
      default: return nil
      }
    default:
      return nil
    }
  }

  private func setProperty(
    _ interface: String, _ name: String, _ value: DBusValue, of object: AnyObject?
  )
    -> ATSPIReply
  {
    switch (interface, name) {
    case ("org.a11y.atspi.Application", "Id"):
      guard let id = value.int32 else {
        return .invalidArgs("Id is an int32, not \(value.signature)")
      }
      applicationID = id
      return .values([])
    case ("org.a11y.atspi.Value", "CurrentValue"):
      guard let object, model.valueRange(of: object) != nil else {
        return .invalidArgs("\(model.role(of: object).name) has no value to set")
      }
      guard let number = value.double, number.isFinite else {
        return .invalidArgs("CurrentValue must be a finite number, not \(value)")
      }
      guard model.setValue(number, of: object) else {
        return .error(
          name: "org.freedesktop.DBus.Error.PropertyReadOnly",
          message: "this \(model.role(of: object).name) cannot be changed now")
      }
      return .values([])
    default:
      return .error(
        name: "org.freedesktop.DBus.Error.PropertyReadOnly",
        message: "\(interface).\(name) cannot be set")
    }
  }

  /// The version clients read from the Application interface: the release's.
  static var toolkitVersion: String { OpenUIKitRelease.version }
}
