import Foundation

// Identity searches over arrays of objects, written as plain loops: a closure handed to the
// standard library (`contains(where:)`, `removeAll(where:)`) from main-actor code is checked
// for isolation on every call, about 200 instructions each, and these run on every event.
extension Array where Element: AnyObject {
  /// Whether the array holds this very object.
  @inline(__always)
  func containsObject(_ object: Element) -> Bool {
    for element in self where element === object { return true }
    return false
  }

  /// Removes every occurrence of this very object, keeping the order of the rest.
  mutating func removeObject(_ object: Element) {
    guard containsObject(object) else { return }
    var kept = 0
    for index in indices where self[index] !== object {
      if kept != index { swapAt(kept, index) }
      kept += 1
    }
    removeLast(count - kept)
  }
}
