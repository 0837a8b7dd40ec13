import Foundation

/// How a list's cells move when its rows or items change (tables and collection views alike):
/// cells that stay go from their old frames to their new ones, new cells fade (or slide) in,
/// and the cells of deleted rows fade (or slide) out, on the application's clock.
@MainActor enum ListMotion {
  /// Animates `kept` (cells with the frames they had before the change; their frames now are
  /// their new places), `coming` (new cells, in place) and `leaving` (cells of rows that went).
  /// A non-zero `shift` slides instead of fading. `done` runs when it ends.
  static func run<Cell: UIView>(
    kept: [(Cell, CGRect)], coming: [Cell], leaving: [Cell], shift: CGFloat,
    duration: TimeInterval, done: @escaping (Bool) -> Void
  ) {
    let moving = kept.compactMap { cell, from -> (Cell, CGRect)? in
      let to = cell.frame
      guard to != from else { return nil }
      cell.frame = from
      return (cell, to)
    }
    for cell in coming {
      cell.alpha = shift == 0 ? 0 : 1
      cell.frame.origin.x += shift
    }
    UIView.animate(withDuration: duration) {
      for (cell, to) in moving { cell.frame = to }
      for cell in coming {
        cell.alpha = 1
        cell.frame.origin.x -= shift
      }
      for cell in leaving {
        if shift == 0 { cell.alpha = 0 } else { cell.frame.origin.x += shift }
      }
    } completion: { finished in
      done(finished)
    }
  }
}
