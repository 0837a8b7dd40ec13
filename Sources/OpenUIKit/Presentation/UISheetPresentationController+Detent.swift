import Foundation

extension UISheetPresentationController {
  /// A height a sheet rests at: the medium one (half the tallest), the large one (the
  /// tallest), or one the app computes.
  @preconcurrency @MainActor
  public final class Detent: NSObject {
    /// Names a detent.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The identifier's string.
      public let rawValue: String
      /// Creates an identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The large detent's.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// Its height, for a context (nil: the detent is left out).
    let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// About half the tallest height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
    }
    /// The tallest height.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }
    /// A height `resolver` computes from the context (nil leaves the detent out).
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The height the detent has in `presentationController`'s sheet now (nil when it is not
    /// one of its detents).
    public func resolvedValue(in presentationController: UISheetPresentationController)
      -> CGFloat?
    {
      presentationController.detentHeights.first { $0.identifier == identifier }?.height
    }
  }
}

/// What a custom detent's resolver is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The tallest a detent can be.
  var maximumDetentValue: CGFloat { get }
  /// The sheet's traits.
  var traitCollection: UITraitCollection { get }
}

/// A sheet's delegate: the adaptive presentation questions, and the detent the user chose.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
