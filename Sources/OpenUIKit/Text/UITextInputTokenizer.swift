import Foundation

/// Finds the boundaries of text units (characters, words, sentences, lines, paragraphs, the
/// document) around positions of a ``UITextInput`` document.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
  /// The unit of `granularity` that holds `position` on its `direction` side, or nil.
  func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange?
  /// Whether `position` ends a unit going forward, or starts one going backward.
  func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool
  /// The next unit boundary from `position` in `direction`, or nil at the end of the text.
  func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition?
  /// Whether `position` is inside a unit, or at its edge on the `direction` side.
  func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool
}

/// The tokenizer for plain-text documents: it reads the document's text through
/// ``UITextInput`` and finds units with OpenUIKit's rules (a word is letters, digits,
/// underscores and inner apostrophes; sentences end at `.`, `!`, `?` and a space; lines and
/// paragraphs at newlines).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
  private weak var textInput: (any UITextInput & UIResponder)?

  /// Creates a tokenizer for `textInput`, which it does not keep alive.
  public init(textInput: any UIResponder & UITextInput) {
    self.textInput = textInput
  }

  /// The document's characters and where each starts in UTF-16 code units (one more entry
  /// for the end).
  private func snapshot() -> (TextBoundaries, [Int])? {
    guard let input = textInput,
      let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
      let text = input.text(in: all)
    else { return nil }
    let characters = Array(text)
    var starts = [0]
    starts.reserveCapacity(characters.count + 1)
    for c in characters { starts.append(starts[starts.count - 1] + c.utf16.count) }
    return (TextBoundaries(characters: characters), starts)
  }

  /// The character index of `position`, when it falls on a character boundary.
  private func index(of position: UITextPosition, _ starts: [Int]) -> Int? {
    guard let input = textInput else { return nil }
    let offset = input.offset(from: input.beginningOfDocument, to: position)
    return starts.firstIndex(of: offset)
  }

  private func position(at index: Int, _ starts: [Int]) -> UITextPosition? {
    guard let input = textInput else { return nil }
    return input.position(from: input.beginningOfDocument, offset: starts[index])
  }

  open func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange? {
    guard let input = textInput, let (text, starts) = snapshot(),
      let at = index(of: position, starts),
      let unit = text.unitRange(around: direction.isForward ? at : at - 1, granularity),
      let lower = self.position(at: unit.lowerBound, starts),
      let upper = self.position(at: unit.upperBound, starts)
    else { return nil }
    return input.textRange(from: lower, to: upper)
  }

  open func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let (text, starts) = snapshot(), let at = index(of: position, starts) else {
      return false
    }
    return text.isBoundary(at, granularity, forward: direction.isForward)
  }

  open func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition? {
    guard let (text, starts) = snapshot(), let at = index(of: position, starts),
      let next = text.boundary(from: at, granularity, forward: direction.isForward)
    else { return nil }
    return self.position(at: next, starts)
  }

  open func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let (text, starts) = snapshot(), let at = index(of: position, starts) else {
      return false
    }
    return text.unitRange(around: direction.isForward ? at : at - 1, granularity) != nil
  }
}
