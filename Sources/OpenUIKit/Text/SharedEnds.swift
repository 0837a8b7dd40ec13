/// How much two texts have in common at their start and at their end, without the two ends
/// overlapping: what an edit left alone around the part it changed.
///
/// An undo step keeps only the part between them, so a step costs the size of its edit, not
/// of the whole text (a long text edited here and there made undo's memory grow with the
/// text's length times the steps).
struct SharedEnds {
  /// The length of the shared start, in `weight` units.
  var prefix = 0
  /// The length of the shared end, in `weight` units.
  var suffix = 0

  /// Compares the characters of `a` and `b` from both ends, each by its exact Unicode scalars
  /// (not canonical equivalence: "é" and "e\u{301}" differ, so what is put back is what was
  /// there). `weight` gives each character's length (its UTF-16 length in a string, 1 in an
  /// array of characters). Both ends fall on character boundaries of both texts.
  init<C: BidirectionalCollection>(_ a: C, _ b: C, weight: (Character) -> Int)
  where C.Element == Character {
    let same = { (x: Character, y: Character) in x.unicodeScalars.elementsEqual(y.unicodeScalars) }
    var startA = a.startIndex
    var startB = b.startIndex
    while startA != a.endIndex, startB != b.endIndex, same(a[startA], b[startB]) {
      prefix += weight(a[startA])
      a.formIndex(after: &startA)
      b.formIndex(after: &startB)
    }
    var endA = a.endIndex
    var endB = b.endIndex
    while endA != startA, endB != startB {
      let lastA = a.index(before: endA)
      let lastB = b.index(before: endB)
      guard same(a[lastA], b[lastB]) else { break }
      suffix += weight(a[lastA])
      endA = lastA
      endB = lastB
    }
  }
}
