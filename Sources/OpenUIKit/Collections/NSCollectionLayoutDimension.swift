import Foundation

/// A length in a compositional layout: absolute, a fraction of the container's width or
/// height, or an estimate (used as given: items are not measured yet).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum Kind: Equatable {
    case absolute, estimated, fractionalWidth, fractionalHeight
  }
  let kind: Kind
  /// The number: points, or the fraction.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension.isFinite ? max(0, dimension) : 0
    super.init()
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalWidth, fraction)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalHeight, fraction)
  }
  /// A length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    .init(.absolute, absoluteDimension)
  }
  /// An estimated length in points.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    .init(.estimated, estimatedDimension)
  }

  /// Whether it is a fraction of the width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is absolute.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .absolute, .estimated: dimension
    case .fractionalWidth: dimension * size.width
    case .fractionalHeight: dimension * size.height
    }
  }
}

/// A width and a height in a compositional layout.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of the two dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }
}

/// The space between a group's items: exactly, or at least (the rest shared out).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  let value: CGFloat
  let isFlexible: Bool
  private init(_ value: CGFloat, flexible: Bool) {
    self.value = value.isFinite ? max(0, value) : 0
    isFlexible = flexible
    super.init()
  }
  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    .init(fixedSpacing, flexible: false)
  }
  /// At least `flexibleSpacing` points, the spare room shared between the gaps.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    .init(flexibleSpacing, flexible: true)
  }
}
