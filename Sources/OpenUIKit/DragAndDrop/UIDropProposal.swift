import Foundation

/// What a drop would do.
public enum UIDropOperation: UInt, Sendable {
  /// Nothing: the drop is not wanted here.
  case cancel = 0
  /// Nothing: the drop is refused here.
  case forbidden = 1
  /// The data is copied in.
  case copy = 2
  /// The data is moved (only within the app that began the drag).
  case move = 3
}

/// A drop target's answer to a session over it: the operation it would perform.
@preconcurrency @MainActor
open class UIDropProposal {
  /// The operation.
  public let operation: UIDropOperation
  /// Whether the drop point should be precise (text insertion points). Kept for API parity.
  open var isPrecise = false
  /// Whether the preview should grow to full size. Kept for API parity.
  open var prefersFullSizePreview = false

  /// Proposes `operation`.
  public init(operation: UIDropOperation) {
    self.operation = operation
  }
}
