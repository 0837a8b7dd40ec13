import Foundation

extension DisplayListBuilder {
  /// Where a text run's texture goes: `rect` (laid out at the font's point size) resized to
  /// what the font measures at the run's pixel size, so that the texture is drawn at its own
  /// size, never stretched.
  ///
  /// Text measured at 14 pt and doubled is a pixel or three off the width the font has at
  /// 28 px (hinting and rounding differ per size). Stretching the 28-px texture by that
  /// resamples every glyph: blurred on a GPU, rows and columns dropped in SDL's software
  /// renderer, and HiDPI text stops being crisp. The rect keeps its origin (text is laid out
  /// from its leading edge); when the drawing transform only scales and moves, the origin also
  /// snaps to a whole pixel, so the texture's pixels land on the target's.
  func textRect(
    _ rect: CGRect, text: String, font: UIFont, pixelSize: CGFloat, textScale: CGFloat,
    _ m: CGAffineTransform
  ) -> CGRect {
    let measured = textSystem.size(of: text, font: font.withSize(pixelSize))
    guard measured.width > 0, measured.height > 0, textScale > 0 else { return rect }
    let isAxisAligned = m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0
    guard isAxisAligned else {
      return CGRect(
        origin: rect.origin,
        size: CGSize(
          width: measured.width / textScale, height: measured.height / textScale))
    }
    let x = (rect.minX * m.a + m.tx).rounded()
    let y = (rect.minY * m.d + m.ty).rounded()
    return CGRect(
      x: (x - m.tx) / m.a, y: (y - m.ty) / m.d,
      width: measured.width / m.a, height: measured.height / m.d)
  }
}
