import Foundation
import Synchronization

// Selector-based observers, as UIKit code written before blocks registers them:
//
//     NotificationCenter.default.addObserver(
//       self, selector: "keyboardWillShow:", name: UIResponder.keyboardWillShowNotification,
//       object: nil)
//
// Linux has no Objective-C runtime, so the observer declares the action as for target–action
// (`action(for:)` or `Selector.register`); the notification arrives as the sender. Observers are
// held weakly and forgotten when freed, as on iOS 9 and later.
extension NotificationCenter {
  /// Sends `selector` to `observer` with each notification named `name` (nil: any) from
  /// `object` (nil: any sender). The handler runs on the main actor: at once when the
  /// notification is posted there, else on the main queue.
  @MainActor
  public func addObserver(
    _ observer: any ActionTarget, selector: Selector, name: NSNotification.Name?, object: Any?
  ) {
    let key = ObjectIdentifier(observer)
    // A box, not a `weak var`: the compiler asks for `weak let`, which Swift 6.0 lacks.
    nonisolated(unsafe) let observed = SelectorObservers.WeakTarget(value: observer)
    nonisolated(unsafe) var token: NSObjectProtocol?
    let center = self
    token = addObserver(forName: name, object: object, queue: nil) { notification in
      nonisolated(unsafe) let notification = notification
      let deliver: @MainActor () -> Void = {
        guard let target = observed.value else {
          // Only this observation's entry: a new object at the freed one's address has its own.
          if let token {
            center.removeObserver(token)
            SelectorObservers.forget(token, of: key)
          }
          return
        }
        guard let action = target.action(for: selector) else {
          HostServices.report(
            .actionNotImplemented,
            "NotificationCenter: observer \(type(of: target)) does not implement \(selector)")
          return
        }
        action(notification, nil)
      }
      if onMainThread({ deliver() }) == nil {
        DispatchQueue.main.async { MainActor.assumeIsolated { deliver() } }
      }
    }
    guard let token else { return }
    let entry = SelectorObservers.Entry(
      token: token, name: name, object: object.map { $0 as AnyObject }, observer: observed,
      center: self)
    SelectorObservers.table.withLock { $0[key, default: []].append(entry) }
    SelectorObservers.sweepIfDue()
  }

  /// Removes `observer`'s selector observers, and any block observers it stands for.
  @MainActor
  public func removeObserver(_ observer: any ActionTarget) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes `observer`'s selector observers for `name` (nil: all) from `object` (nil: any).
  @MainActor
  public func removeObserver(_ observer: any ActionTarget, name: NSNotification.Name?, object: Any?)
  {
    let key = ObjectIdentifier(observer)
    let sender = object.map { $0 as AnyObject }
    let removed = SelectorObservers.table.withLock { table -> [SelectorObservers.Entry] in
      let entries = table[key] ?? []
      let matching = entries.filter { entry in
        (name == nil || entry.name == name) && (sender == nil || entry.object === sender)
      }
      let kept = entries.filter { entry in !matching.contains { $0 === entry } }
      table[key] = kept.isEmpty ? nil : kept
      return matching
    }
    for entry in removed { removeObserver(entry.token) }
    removeObserver(observer as Any, name: name, object: object)
  }
}

/// The selector observers registered, by observer, with what removal needs.
enum SelectorObservers {
  final class Entry: @unchecked Sendable {
    let token: NSObjectProtocol
    let name: NSNotification.Name?
    weak var object: AnyObject?
    /// The observer (weakly) and the center it observes: a freed observer's registration is
    /// taken out of the center by ``sweepIfDue()``.
    let observer: WeakTarget
    let center: NotificationCenter
    init(
      token: NSObjectProtocol, name: NSNotification.Name?, object: AnyObject?,
      observer: WeakTarget, center: NotificationCenter
    ) {
      self.token = token
      self.name = name
      self.object = object
      self.observer = observer
      self.center = center
    }
  }
  static let table = Mutex<[ObjectIdentifier: [Entry]]>([:])
  /// Registrations since the last sweep, and how many were kept by it.
  private static let sweepState = Mutex((added: 0, keptAtSweep: 0))

  /// Takes the registrations of freed observers out of their centers once as many were added
  /// as were kept: an observer freed without `removeObserver` was forgotten only when a
  /// notification it would have heard was posted, and one never posted again kept its block
  /// and entry for ever (about a kilobyte per fuzz stream: the fuzzer's worker grew to 676 MiB
  /// in 500,000 streams). Each sweep costs the registrations kept, paid for by as many adds.
  static func sweepIfDue() {
    // Against the count the last sweep kept, not the table's count now: freed observers at
    // addresses never reused (AddressSanitizer's quarantine) grow both alike.
    let due = sweepState.withLock { state -> Bool in
      state.added += 1
      guard state.added > max(64, state.keptAtSweep) else { return false }
      state.added = 0
      return true
    }
    guard due else { return }
    let dead = table.withLock { table -> [Entry] in
      var dead: [Entry] = []
      for (key, entries) in table {
        let (gone, live) = (
          entries.filter { $0.observer.value == nil }, entries.filter { $0.observer.value != nil }
        )
        guard !gone.isEmpty else { continue }
        dead += gone
        table[key] = live.isEmpty ? nil : live
      }
      return dead
    }
    let kept = table.withLock { $0.values.reduce(0) { $0 + $1.count } }
    sweepState.withLock { $0.keptAtSweep = kept }
    for entry in dead { entry.center.removeObserver(entry.token) }
  }

  /// An observer held weakly by the block that delivers to it.
  struct WeakTarget {
    weak var value: (any ActionTarget)?
  }

  /// Drops the entry of `token` under `key`.
  static func forget(_ token: NSObjectProtocol, of key: ObjectIdentifier) {
    table.withLock { table in
      let kept = (table[key] ?? []).filter { $0.token !== token }
      table[key] = kept.isEmpty ? nil : kept
    }
  }
}
