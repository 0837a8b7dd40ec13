import Foundation

// A line of text too long for one texture: a megabyte pasted into a text field is one line
// millions of pixels wide, and the host would render it whole (SDL allocates the surface:
// hundreds of megabytes, seconds a frame). Such a line is drawn in pieces, and only the
// pieces in view.
extension DisplayListBuilder {
  /// Lines of more UTF-8 bytes than this are drawn in pieces.
  static let longTextBytes = 2048
  /// A piece's most characters and bytes (a piece holds at least one character).
  static let pieceCharacters = 200
  static let pieceBytes = 1024

  /// Draws `text` in pieces of a few hundred characters, only those that reach into the
  /// target and the clip. Pieces are measured from the end of the line nearer the view and
  /// stop once past it, so a field scrolled to the end of a megabyte measures its last
  /// pieces. Shaping and bidi order are per piece (a ligature or a right-to-left run across a
  /// piece's edge is cut there): only lines this long pay that.
  mutating func emitLongText(
    _ text: String, font: UIFont, color: DisplayColor, rect: CGRect, _ m: CGAffineTransform,
    textScale: CGFloat, alpha: CGFloat, clip: [CGPoint]?
  ) {
    var view = CGRect(origin: .zero, size: targetSize)
    if let clip { view = view.intersection(CGRect.boundingBox(of: clip)) }
    guard !view.isNull, !view.isEmpty else { return }
    // The view's left and right in the text's coordinates (axis-aligned: no rotation).
    let visibleMinX = (view.minX - m.tx) / m.a
    let visibleMaxX = (view.maxX - m.tx) / m.a
    let pieces = Self.pieces(of: text)
    let fromRight = abs(rect.maxX - visibleMaxX) < abs(rect.minX - visibleMinX)
    var x = fromRight ? rect.maxX : rect.minX
    for piece in fromRight ? pieces.reversed() : pieces {
      let width = textSystem.size(of: piece, font: font).width
      let pieceRect = CGRect(
        x: fromRight ? x - width : x, y: rect.minY, width: width, height: rect.height)
      x += fromRight ? -width : width
      if pieceRect.maxX < visibleMinX {
        if fromRight { break } else { continue }
      }
      if pieceRect.minX > visibleMaxX {
        if fromRight { continue } else { break }
      }
      emitText(
        piece, font: font, color: color, rect: pieceRect, m, textScale: textScale,
        alpha: alpha, clip: clip)
    }
  }

  /// `text` cut into pieces of at most ``pieceCharacters`` characters and ``pieceBytes``
  /// bytes, at character boundaries.
  static func pieces(of text: String) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var characters = 0
    for character in text {
      let bytes = character.utf8.count
      if characters > 0, characters == pieceCharacters || piece.utf8.count + bytes > pieceBytes {
        pieces.append(piece)
        piece = ""
        characters = 0
      }
      piece.append(character)
      characters += 1
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }
}
