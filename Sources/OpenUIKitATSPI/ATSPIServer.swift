import Foundation
import OpenUIKit

/// A request from a client: a method call on one of the bridge's objects.
public struct ATSPIRequest: Sendable {
  /// The object path called.
  public var path: String
  /// The interface named (AT-SPI's, or D-Bus's Properties, Introspectable, Peer).
  public var interface: String
  /// The method.
  public var member: String
  /// The arguments.
  public var arguments: [DBusValue]

  /// A request for `member` of `interface` on `path`.
  public init(path: String, interface: String, member: String, arguments: [DBusValue] = []) {
    self.path = path
    self.interface = interface
    self.member = member
    self.arguments = arguments
  }

  /// Whether answering a call of `member` may run app code that changes the application: an
  /// action, a value, text, the caret, focus or a selection set (a property set too). Queries
  /// (`Get…`, `Is…`, `Contains`, introspection, ping) change nothing.
  static func mayChangeApplication(interface: String, member: String) -> Bool {
    if interface == "org.freedesktop.DBus.Peer"
      || interface == "org.freedesktop.DBus.Introspectable"
    {
      return false
    }
    return !(member.hasPrefix("Get") || member.hasPrefix("Is") || member == "Contains")
  }
}

/// The bridge's answer: the reply's values, or a D-Bus error name and a sentence saying what
/// was wrong.
public enum ATSPIReply: Equatable, Sendable {
  case values([DBusValue])
  case error(name: String, message: String)

  static func unknownObject(_ path: String, gone: Bool) -> ATSPIReply {
    .error(
      name: "org.freedesktop.DBus.Error.UnknownObject",
      message: gone
        ? "\(path) no longer exists: its view or element was removed"
        : "\(path) is not an object of this application")
  }

  static func invalidArgs(_ message: String) -> ATSPIReply {
    .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
  }
}

/// Answers AT-SPI requests from the application's views (its model of them). It knows nothing of
/// D-Bus connections: ``AccessibilityBridge`` feeds it requests and sends its replies, and
/// tests and the fuzzer call ``handle(_:)`` directly.
@MainActor
public final class ATSPIServer {
  let model: ATSPIModel
  /// The name clients reach the application by (the connection's unique name).
  var busName: String
  /// The desktop the registry embedded the application in: the root's parent.
  var desktop = DBusValue.structure([
    .string("org.a11y.atspi.Registry"), .objectPath(ATSPIRegistry.nullPath),
  ])
  /// The application's id, which the registry sets.
  var applicationID: Int32 = 0
  /// Requests answered, for the inspector and tests.
  public private(set) var requestsHandled = 0
  /// What changed since clients last looked (``collectEvents()``).
  private(set) lazy var tracker = ATSPIEventTracker(server: self)

  /// A server for `application`, whose root is named `name`.
  public init(application: UIApplication, name: String, busName: String = ":0.0") {
    model = ATSPIModel(application: application, name: name)
    self.busName = busName
    // Each object is remembered as clients get to know it, so no later change goes unheard.
    model.registry.onNumbered = { [unowned self] object, number in
      tracker.remember(object, number: number)
    }
    // And forgotten with its object, however the sweep came about (a soak's views come and go).
    model.registry.onForgotten = { [unowned self] number in tracker.forget(number) }
  }

  /// The events for what changed since the last call, about objects clients know (a bounded
  /// number of objects per call: see ``hasEventsPending``).
  public func collectEvents() -> [ATSPISignal] { tracker.collect() }

  /// Whether the objects clients know have not all been compared since the last change: call
  /// ``collectEvents()`` again soon.
  public var hasEventsPending: Bool { tracker.isSweeping }

  /// What the app posts (`UIAccessibility.post`): an announcement or a scrolled page is read
  /// out; a screen or layout change naming an element moves the screen reader there.
  public func heard(_ notification: UIAccessibility.Notification, _ argument: Any?) {
    switch notification {
    case .announcement, .pageScrolled:
      if let text = argument as? String { tracker.announce(text) }
    case .screenChanged, .layoutChanged:
      if let view = argument as? UIView { tracker.move(to: view) }
      if let element = argument as? UIAccessibilityElement { tracker.move(to: element) }
    default:
      break
    }
  }

  /// Every method the server answers: interface, member and argument signature (the fuzzer's
  /// client calls them all).
  public static var methodSignatures: [(interface: String, member: String, signature: String)] {
    methods.map { key, method in
      let dot = key.lastIndex(of: ".")!
      return (String(key[..<dot]), String(key[key.index(after: dot)...]), method.signature)
    }.sorted { ($0.interface, $0.member) < ($1.interface, $1.member) }
  }

  /// Sets how windows are named, where they are on the screen, and how many screen pixels a
  /// point of each takes (1 unless the host scales the window itself).
  public func describeWindows(
    title: @escaping (UIWindow) -> String, origin: @escaping (UIWindow) -> CGPoint,
    scale: @escaping (UIWindow) -> CGFloat = { _ in 1 }
  ) {
    model.windowTitle = title
    model.windowOrigin = origin
    model.windowScale = scale
  }

  /// Answers one request. Never throws and never traps: a request for an object that is gone,
  /// an unknown method or interface, or arguments of the wrong types get an error reply.
  public func handle(_ request: ATSPIRequest) -> ATSPIReply {
    requestsHandled += 1
    if request.interface == "org.freedesktop.DBus.Peer" {
      return request.member == "Ping" ? .values([]) : .values([.string("")])
    }
    let object: AnyObject?
    switch model.registry.lookup(request.path) {
    case .application: object = nil
    case .object(let found): object = found
    case .gone: return .unknownObject(request.path, gone: true)
    case .unknown:
      if request.path == "/org/a11y/atspi/cache", request.interface == "org.a11y.atspi.Cache" {
        return cacheReply(request)
      }
      if request.interface == "org.freedesktop.DBus.Introspectable" {
        return .values([.string(ATSPIIntrospection.xml(interfaces: []))])
      }
      return .unknownObject(request.path, gone: false)
    }
    let signature = DBusValue.signature(of: request.arguments)
    switch request.interface {
    case "org.freedesktop.DBus.Properties":
      return properties(request, object: object, signature: signature)
    case "org.freedesktop.DBus.Introspectable":
      return .values([.string(ATSPIIntrospection.xml(interfaces: model.interfaces(of: object)))])
    default:
      guard let method = Self.methods[request.interface + "." + request.member] else {
        return .error(
          name: "org.freedesktop.DBus.Error.UnknownMethod",
          message: "\(request.interface).\(request.member) is not a method of AT-SPI's")
      }
      guard model.interfaces(of: object).contains(request.interface) else {
        return .error(
          name: "org.freedesktop.DBus.Error.UnknownInterface",
          message: "\(request.path) does not implement \(request.interface)")
      }
      guard signature == method.signature else {
        return .invalidArgs(
          "\(request.member) takes (\(method.signature)), not (\(signature))")
      }
      return method.run(self, object, request.arguments)
    }
  }

  /// Cache.GetItems: the bridge keeps no cache to push, so clients ask for what they need
  /// and are told of changes by events.
  private func cacheReply(_ request: ATSPIRequest) -> ATSPIReply {
    guard request.member == "GetItems" else {
      return .error(
        name: "org.freedesktop.DBus.Error.UnknownMethod", message: "Cache has no \(request.member)")
    }
    return .values([.array(element: "((so)(so)(so)iiassusau)", [])])
  }

  // MARK: - References

  /// The `(so)` reference clients use for `object` (nil: the application).
  func reference(_ object: AnyObject?) -> DBusValue {
    guard let object else {
      return .structure([.string(busName), .objectPath(ATSPIRegistry.rootPath)])
    }
    return .structure([.string(busName), .objectPath(model.registry.path(for: object))])
  }

  /// The reference that means "none".
  var nullReference: DBusValue {
    .structure([.string(busName), .objectPath(ATSPIRegistry.nullPath)])
  }

  /// The parent's reference: the desktop for the application, the application for a window.
  func parentReference(of object: AnyObject?) -> DBusValue {
    guard let object else { return desktop }
    if object is UIWindow {
      return model.isAlive(object) ? reference(nil) : nullReference
    }
    guard model.isAlive(object), let parent = model.parent(of: object) else { return nullReference }
    return reference(parent)
  }
}
