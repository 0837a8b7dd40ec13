import Foundation

extension CGFloat {
  /// The value, or 0 when it is NaN or infinite: bad offsets from app code never reach bounds.
  var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
