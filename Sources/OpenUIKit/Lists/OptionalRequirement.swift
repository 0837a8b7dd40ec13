import Foundation

/// How OpenUIKit tells an optional delegate or data-source method the app implements from the
/// protocol's default. UIKit asks `responds(to:)`; Swift on Linux has no such question, and
/// UIKit's behaviour depends on the answer (a fixed row height unless `heightForRowAt` is
/// implemented, swipe-to-delete only with `commit`, a reorder control only with `moveRowAt`).
///
/// Every default implementation of an optional method whose presence matters reports itself
/// here by name while it runs. A list asks by calling the method inside ``answer(_:_:)``: the
/// answer came from the app when the default did not report. Methods that return a value are
/// asked when UIKit would call them anyway, so asking has no side effect of its own.
@MainActor enum OptionalRequirement {
  private static var reported: [String] = []
  private static var asking = 0

  /// Called by a default implementation (pass `#function`); kept only while a question is
  /// being answered.
  static func defaultRan(_ method: String) {
    if asking > 0 { reported.append(method) }
  }

  /// Calls `body`, one call of the optional method `method` (its `#function` name), and tells
  /// whether the app's implementation answered.
  static func answer<Value>(_ method: String, _ body: () -> Value) -> (
    value: Value, implemented: Bool
  ) {
    let mark = reported.count
    asking += 1
    let value = body()
    asking -= 1
    let implemented = !reported[mark...].contains(method)
    reported.removeSubrange(mark...)
    return (value, implemented)
  }
}
