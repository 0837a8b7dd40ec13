import Foundation
import Synchronization

/// How an associated value is held, as the Objective-C runtime names it.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// Held weakly (an object) — Objective-C's unretained reference, made safe.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Held strongly.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// Held strongly (values are copied on assignment in Swift already).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Held strongly.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// Held strongly.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key` (the address of a static variable), as the
/// Objective-C runtime does for the many libraries that extend `UIView` with stored state:
///
/// ```swift
/// private var badgeKey: UInt8 = 0
/// extension UIView {
///   var badge: String? {
///     get { objc_getAssociatedObject(self, &badgeKey) as? String }
///     set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
///   }
/// }
/// ```
///
/// A nil value removes the association. `object` must be a class instance (a value type has no
/// identity to attach to, and nothing is stored). Values go when the object does: at once for
/// views; for other objects, at the next association made after it was freed.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard type(of: object) is AnyClass else { return }
  let owner = object as AnyObject
  AssociatedObjects.set(owner, key, value, weakly: policy == .OBJC_ASSOCIATION_ASSIGN)
}

/// The value attached to `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  guard type(of: object) is AnyClass else { return nil }
  return AssociatedObjects.get(object as AnyObject, key)
}

/// Removes every value attached to `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  guard type(of: object) is AnyClass else { return }
  AssociatedObjects.removeAll(of: object as AnyObject)
}

/// The associations, by object. Each record holds its object weakly, so an address reused by a
/// new object after the old one is freed is never mistaken for it.
enum AssociatedObjects {
  private final class Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Held] = [:]
    init(owner: AnyObject) { self.owner = owner }
  }

  private enum Held {
    case strong(Any)
    case weak(WeakBox)
    var value: Any? {
      switch self {
      case .strong(let v): v
      case .weak(let box): box.object
      }
    }
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private struct Table: @unchecked Sendable {
    var entries: [ObjectIdentifier: Entry] = [:]
    var setsSinceSweep = 0
  }

  private static let table = Mutex(Table())
  /// Whether any association exists: freed views skip the lock otherwise.
  static let isInUse = Atomic<Bool>(false)

  static func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, weakly: Bool) {
    let id = ObjectIdentifier(owner)
    // Released outside the lock: a value's deinit may associate again.
    nonisolated(unsafe) var released: [Any] = []
    table.withLock { table in
      var record = table.entries[id]
      if let existing = record, existing.owner !== owner {
        released.append(existing.values)
        record = nil
      }
      let current = record ?? Entry(owner: owner)
      if let old = current.values[key] { released.append(old) }
      if let value {
        if weakly, type(of: value) is AnyClass {
          current.values[key] = .weak(WeakBox(value as AnyObject))
        } else {
          current.values[key] = .strong(value)
        }
      } else {
        current.values[key] = nil
      }
      table.entries[id] = current.values.isEmpty ? nil : current
      table.setsSinceSweep += 1
      if table.setsSinceSweep >= 256 {
        table.setsSinceSweep = 0
        for (key, record) in table.entries where record.owner == nil {
          released.append(record.values)
          table.entries[key] = nil
        }
      }
      isInUse.store(!table.entries.isEmpty, ordering: .relaxed)
    }
    released.removeAll()
  }

  static func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    // The values are the app's; the lock only guards the table.
    nonisolated(unsafe) var answer: Any?
    table.withLock { table in
      guard let record = table.entries[ObjectIdentifier(owner)], record.owner === owner else {
        return
      }
      answer = record.values[key]?.value
    }
    return answer
  }

  static func removeAll(of owner: AnyObject) {
    nonisolated(unsafe) var removed: Entry?
    table.withLock { table in
      let id = ObjectIdentifier(owner)
      guard let record = table.entries[id], record.owner === owner else { return }
      table.entries[id] = nil
      removed = record
    }
    // Released here, outside the lock.
    withExtendedLifetime(removed) {}
  }

  /// An object is being freed (a view's deinit): its values go now.
  static func ownerWillBeFreed(_ id: ObjectIdentifier) {
    guard isInUse.load(ordering: .relaxed) else { return }
    nonisolated(unsafe) var removed: Entry?
    table.withLock { removed = $0.entries.removeValue(forKey: id) }
    withExtendedLifetime(removed) {}
  }
}
