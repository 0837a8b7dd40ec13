import Foundation

/// A view's transform with depth or perspective, and the projective map it draws with once
/// flattened into the superview's plane (Core Animation flattens every layer but a
/// `CATransformLayer`). Immutable, so geometry values share it.
final class ViewDepth: Sendable {
  let transform: CATransform3D
  let projection: Homography
  let inverse: Homography?

  init(_ transform: CATransform3D) {
    self.transform = transform
    // A matrix with a NaN or an infinity anywhere (the depth rows too, which flattening would
    // otherwise skip) maps every point nowhere: the view is neither drawn nor hit.
    guard transform.entries.allSatisfy(\.isFinite) else {
      projection = Homography(0, 0, 0, 0, 0, 0, 0, 0, 0)
      inverse = nil
      return
    }
    projection = Homography(flattening: transform)
    inverse = projection.inverted()
  }
}
