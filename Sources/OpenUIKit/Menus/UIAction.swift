import Foundation

/// An action a control or a menu runs as a closure: the closure form of target–action.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  /// Identifies an action, for removing it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The identifier; a unique one by default.
  public let identifier: Identifier
  /// Disabled, destructive, hidden, or keeping the menu open.
  public var attributes: Attributes
  /// Its check mark in a menu.
  public var state: State
  /// A longer title, shown where the action is discovered (a menu's help, a key command list).
  public var discoverabilityTitle: String?
  /// The control, or the context menu's interaction, that sent the action while the handler
  /// runs.
  public internal(set) var sender: Any?
  let handler: (UIAction) -> Void

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }
}
