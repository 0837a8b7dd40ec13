import Foundation

/// Position arithmetic for documents whose positions are UTF-16 offsets (``UITextField`` and
/// ``UITextView``), in a text `length` code units long. Foreign positions and ranges (another
/// document's classes) give nil, or count as the start.
@MainActor
enum TextOffsets {
  /// The offset of `position`, clamped to the text; nil for a foreign position.
  static func offset(of position: UITextPosition, length: Int) -> Int? {
    (position as? TextOffsetPosition).map { max(0, min($0.offset, length)) }
  }

  /// The range between two positions, in either order.
  static func range(_ from: UITextPosition, _ to: UITextPosition, length: Int) -> UITextRange? {
    guard let a = offset(of: from, length: length), let b = offset(of: to, length: length)
    else { return nil }
    return TextOffsetRange(a, b)
  }

  /// The position `distance` code units from `position`; nil outside the text.
  static func position(from position: UITextPosition, distance: Int, length: Int)
    -> UITextPosition?
  {
    guard let start = offset(of: position, length: length) else { return nil }
    let (target, overflow) = start.addingReportingOverflow(distance)
    guard !overflow, target >= 0, target <= length else { return nil }
    return TextOffsetPosition(target)
  }

  /// How two positions are ordered.
  static func compare(_ a: UITextPosition, _ b: UITextPosition, length: Int) -> ComparisonResult {
    let x = offset(of: a, length: length) ?? 0
    let y = offset(of: b, length: length) ?? 0
    return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
  }

  /// The code units from one position to another.
  static func distance(from a: UITextPosition, to b: UITextPosition, length: Int) -> Int {
    (offset(of: b, length: length) ?? 0) - (offset(of: a, length: length) ?? 0)
  }

  /// The start of `range` going left or up, its end going right or down.
  static func farthest(in range: UITextRange, _ direction: UITextLayoutDirection)
    -> UITextPosition?
  {
    guard range is TextOffsetRange else { return nil }
    return direction == .left || direction == .up ? range.start : range.end
  }
}
