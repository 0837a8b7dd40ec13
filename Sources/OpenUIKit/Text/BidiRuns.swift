import Foundation

/// The Unicode Bidirectional Algorithm (UAX #9) as far as caret placement needs it, for text
/// systems that do not run it themselves (the estimate used headless): each character's
/// embedding level, and the visual order of runs. The SDL host answers with FriBidi's levels
/// instead (``TextSystem/bidiLevels(of:)``).
///
/// Covered: the paragraph's direction from its first strong letter (P2); Hebrew and Arabic
/// letters right to left, other letters left to right; digits left to right inside either
/// (I1, I2); spaces and punctuation between letters of one direction take it, others the
/// paragraph's (N1, N2). Not covered: explicit embeddings and isolates (the host handles them).
package enum BidiRuns {
  /// The level of each character (even: left to right, odd: right to left), or nil when the
  /// text has no right-to-left letter (every level 0).
  package static func levels(of characters: [Character]) -> [UInt8]? {
    enum Kind { case left, right, number, neutral }
    let kinds: [Kind] = characters.map { character in
      guard let scalar = character.unicodeScalars.first else { return .neutral }
      if scalar.properties.isAlphabetic { return scalar.isInRightToLeftBlock ? .right : .left }
      if scalar.properties.numericType != nil { return .number }
      return .neutral
    }
    guard kinds.contains(.right) else { return nil }
    let paragraphRight = kinds.first { $0 == .left || $0 == .right } == .right
    let base: UInt8 = paragraphRight ? 1 : 0
    // The strong direction on each side of a run of neutrals (numbers count as right, N1).
    func strong(_ kind: Kind) -> Bool? {
      switch kind {
      case .left: false
      case .right, .number: true
      case .neutral: nil
      }
    }
    var levels = [UInt8](repeating: base, count: kinds.count)
    for (i, kind) in kinds.enumerated() {
      switch kind {
      case .left: levels[i] = paragraphRight ? 2 : 0
      case .right: levels[i] = 1
      case .number: levels[i] = paragraphRight ? 2 : (previousStrongIsRight(kinds, i) ? 2 : 0)
      case .neutral:
        var before: Bool? = nil
        var j = i - 1
        while j >= 0, before == nil {
          before = strong(kinds[j])
          j -= 1
        }
        var after: Bool? = nil
        j = i + 1
        while j < kinds.count, after == nil {
          after = strong(kinds[j])
          j += 1
        }
        let side = (before ?? paragraphRight) == (after ?? paragraphRight) ? before ?? after : nil
        if let side { levels[i] = side ? 1 : (paragraphRight ? 2 : 0) }
      }
    }
    return levels

    func previousStrongIsRight(_ kinds: [Kind], _ index: Int) -> Bool {
      var j = index - 1
      while j >= 0 {
        if kinds[j] == .right { return true }
        if kinds[j] == .left { return false }
        j -= 1
      }
      return false
    }
  }

  /// The order to show runs of levels `levels` in, left to right (rule L2: from the highest
  /// level to the lowest odd one, every stretch at that level or higher is reversed).
  package static func visualOrder(of levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min()
    else { return order }
    var level = highest
    while level >= lowestOdd {
      var i = 0
      while i < order.count {
        guard levels[order[i]] >= level else {
          i += 1
          continue
        }
        var end = i
        while end + 1 < order.count, levels[order[end + 1]] >= level { end += 1 }
        order[i...end].reverse()
        i = end + 1
      }
      if level == 0 { break }
      level -= 1
    }
    return order
  }
}

/// A line of text as drawn: its runs of one direction in visual order, each with its place, so
/// a caret can be put at a character boundary and a point turned back into one. Left-to-right
/// lines are one run.
@MainActor
struct BidiLine {
  struct Run {
    /// The run's characters, as indices into the line.
    var characters: Range<Int>
    var rightToLeft: Bool
    /// Where it starts from the line's left, and how wide it is.
    var x: CGFloat
    var width: CGFloat
  }

  let characters: [Character]
  /// The runs, left to right as drawn.
  let runs: [Run]
  private let measure: (String) -> CGFloat

  /// Lays `characters` out with `measure` giving a string's width, at `levels` (nil: one
  /// left-to-right run).
  init(_ characters: [Character], levels: [UInt8]?, measure: @escaping (String) -> CGFloat) {
    self.characters = characters
    self.measure = measure
    guard let levels, levels.count == characters.count, !characters.isEmpty else {
      runs = [
        Run(
          characters: 0..<characters.count, rightToLeft: false, x: 0,
          width: characters.isEmpty ? 0 : measure(String(characters)))
      ]
      return
    }
    var logical: [(Range<Int>, UInt8)] = []
    var start = 0
    for i in 1...characters.count where i == characters.count || levels[i] != levels[start] {
      logical.append((start..<i, levels[start]))
      start = i
    }
    var x: CGFloat = 0
    var placed: [Run] = []
    for index in BidiRuns.visualOrder(of: logical.map(\.1)) {
      let (range, level) = logical[index]
      let width = measure(String(characters[range]))
      placed.append(Run(characters: range, rightToLeft: level % 2 == 1, x: x, width: width))
      x += width
    }
    runs = placed
  }

  /// The whole line's width.
  var width: CGFloat { runs.reduce(0) { $0 + $1.width } }

  /// How far from the line's left the caret before character `index` stands (after the last,
  /// at the end of the text's last run).
  func caretX(_ index: Int) -> CGFloat {
    let index = max(0, min(index, characters.count))
    // The run the character belongs to; past the end, the run of the last character.
    let owner = index == characters.count ? max(0, index - 1) : index
    guard let run = runs.first(where: { $0.characters.contains(owner) }) ?? runs.first else {
      return 0
    }
    let inside = index - run.characters.lowerBound
    let prefix = inside <= 0 ? 0 : measure(String(characters[run.characters.lowerBound..<index]))
    return run.rightToLeft ? run.x + run.width - prefix : run.x + prefix
  }

  /// The character boundary whose caret is nearest `x` (from the line's left), found by
  /// halving inside the run drawn under `x`, where the caret moves one way only: a long line
  /// costs a few measures, not one per character (fuzz stream 10207374 on a long line of bidi
  /// overrides).
  func index(halvingTowardsX x: CGFloat) -> Int {
    guard let run = runs.first(where: { x < $0.x + $0.width }) ?? runs.last else { return 0 }
    let lower = run.characters.lowerBound
    func caret(_ i: Int) -> CGFloat {
      let prefix = i == lower ? 0 : measure(String(characters[lower..<i]))
      return run.rightToLeft ? run.x + run.width - prefix : run.x + prefix
    }
    // The first index whose caret is past `x` in reading direction.
    var low = lower
    var high = run.characters.upperBound
    while low < high {
      let middle = (low + high) / 2
      let past = run.rightToLeft ? caret(middle) < x : caret(middle) > x
      if past { high = middle } else { low = middle + 1 }
    }
    let after = min(low, run.characters.upperBound)
    let before = max(lower, after - 1)
    return abs(caret(before) - x) <= abs(caret(after) - x) ? before : after
  }

  /// The character boundary whose caret is nearest `x` (from the line's left).
  func index(nearestX x: CGFloat) -> Int {
    var best = 0
    var distance = CGFloat.greatestFiniteMagnitude
    for index in 0...characters.count {
      let d = abs(caretX(index) - x)
      if d < distance {
        best = index
        distance = d
      }
    }
    return best
  }
}
