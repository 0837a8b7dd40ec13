import Foundation

/// One registration: a target and a named action, or a closure action, with its events.
@MainActor
enum ControlEntry {
  case target(TargetBox, Selector, UIControl.Event)
  case action(UIAction, UIControl.Event)

  var events: UIControl.Event {
    switch self {
    case .target(_, _, let events), .action(_, let events): events
    }
  }

  func with(events: UIControl.Event) -> ControlEntry {
    switch self {
    case .target(let box, let selector, _): .target(box, selector, events)
    case .action(let action, _): .action(action, events)
    }
  }
}

/// A target held weakly; `isNil` marks a registration with a nil target (the responder chain).
@MainActor
final class TargetBox {
  weak var object: AnyObject?
  let isNil: Bool
  init(_ object: AnyObject?) {
    self.object = object
    isNil = object == nil
  }
}

// Target–action (spec F7–F14, H16): registration order, identical pairs merged, nil targets
// resolved through the responder chain when the event fires.
extension UIControl {
  /// Sends `action` to `target` for `controlEvents`. A nil target searches the responder chain
  /// when the event fires (F10). The target is held weakly. Registering the same target and
  /// action again adds the events to the existing entry (decision F10).
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard !controlEvents.isEmpty else { return }
    let object = target.map { $0 as AnyObject }
    if let index = entries.firstIndex(where: { entry in
      guard case .target(let box, let selector, _) = entry else { return false }
      return selector == action && (object == nil ? box.isNil : box.object === object)
    }) {
      entries[index] = entries[index].with(events: entries[index].events.union(controlEvents))
      return
    }
    entries.append(.target(TargetBox(object), action, controlEvents))
  }

  /// Stops `controlEvents` for every action of `target` (nil: of every target); entries left
  /// with no events are dropped. The action is not considered, as Apple documents (F11).
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    entries = entries.compactMap { entry in
      guard case .target(let box, _, let events) = entry, object == nil || box.object === object
      else { return entry }
      let remaining = events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : entry.with(events: remaining)
    }
  }

  /// The names of `target`'s actions for `controlEvent`, or nil when there are none or the
  /// target is nil (F12).
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    guard let target else { return nil }
    let object = target as AnyObject
    let names = entries.compactMap { entry -> String? in
      guard case .target(let box, let selector, let events) = entry, box.object === object,
        !events.isDisjoint(with: controlEvent)
      else { return nil }
      return selector.name
    }
    return names.isEmpty ? nil : names
  }

  /// Every event some entry listens to.
  public var allControlEvents: Event { entries.reduce([]) { $0.union($1.events) } }

  /// Runs `action` for `controlEvents`.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    guard !controlEvents.isEmpty else { return }
    if let index = entries.firstIndex(where: {
      if case .action(let a, _) = $0 { a === action } else { false }
    }) {
      entries[index] = entries[index].with(events: entries[index].events.union(controlEvents))
      return
    }
    entries.append(.action(action, controlEvents))
  }

  /// Stops `action` for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0 === action }
  }

  /// Stops the action with `identifier` for `controlEvents`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0.identifier == identifier }
  }

  /// Takes `controlEvents` away from the matching actions; an action left with no event goes.
  private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
    entries = entries.compactMap { entry in
      guard case .action(let action, let events) = entry, matches(action) else { return entry }
      let remaining = events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : entry.with(events: remaining)
    }
  }

  /// Sends every entry whose events intersect `controlEvents`, with no event (F8).
  public func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, with: nil)
  }

  /// Sends each matching entry once, in registration order (F9, H16).
  func sendActions(for controlEvents: Event, with event: UIEvent?) {
    for entry in entries where !entry.events.isDisjoint(with: controlEvents) {
      switch entry {
      case .target(let box, let selector, _):
        if box.isNil {
          sendAction(selector, to: nil, for: event)
        } else if let object = box.object {
          sendAction(selector, to: object, for: event)
        }
      case .action(let action, _):
        sendAction(action)
      }
    }
  }
}
