import Foundation

/// Makes a view a drop target: files and text dragged from other applications onto it are
/// offered to its delegate.
///
/// SDL reports a drop only when it happens (no positions while the drag moves over the
/// window), so at the drop the delegate hears, in UIKit's order: `canHandle`,
/// `sessionDidEnter`, `sessionDidUpdate` (its proposal decides), then `performDrop` and
/// `concludeDrop` for a copy, or `sessionDidExit` for a refusal, and `sessionDidEnd`.
@preconcurrency @MainActor
open class UIDropInteraction: UIInteraction {
  /// The delegate that decides about drops.
  public private(set) weak var delegate: (any UIDropInteractionDelegate)?
  /// Whether several drops may happen at once. Kept for API parity: SDL drops one at a time.
  open var allowsSimultaneousDropSessions = false
  /// The view it is attached to.
  public private(set) weak var view: UIView?

  /// Creates an interaction whose delegate decides about drops.
  public init(delegate: any UIDropInteractionDelegate) {
    self.delegate = delegate
  }

  /// Called before it is attached to `view`, or detached.
  open func willMove(to view: UIView?) {}

  /// Called after it is attached to `view`, or detached.
  open func didMove(to view: UIView?) {
    self.view = view
  }

  /// Offers `session` to the delegate; returns whether it was dropped here. A target that
  /// cannot handle the session lets the drop look further out.
  func offer(_ session: any UIDropSession) -> Bool {
    guard let delegate, delegate.dropInteraction(self, canHandle: session) else { return false }
    delegate.dropInteraction(self, sessionDidEnter: session)
    let proposal = delegate.dropInteraction(self, sessionDidUpdate: session)
    // A move is only for drags inside the app; from outside it copies.
    if proposal.operation == .copy || proposal.operation == .move {
      delegate.dropInteraction(self, performDrop: session)
      delegate.dropInteraction(self, concludeDrop: session)
    } else {
      delegate.dropInteraction(self, sessionDidExit: session)
    }
    delegate.dropInteraction(self, sessionDidEnd: session)
    return true
  }
}

/// What a drop target decides, as UIKit's delegate does. Every method has a default.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
  /// Whether the target wants the session at all. Default true.
  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession)
    -> Bool
  /// The drop entered the view.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
  /// What the drop would do here. Default `.cancel`, as in UIKit: implement it to accept.
  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  )
    -> UIDropProposal
  /// The drop left the view (or was refused).
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
  /// The items were dropped: load them here.
  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
  /// The drop's animations are over.
  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
  /// The session ended.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
  /// Returns true.
  public func dropInteraction(
    _ interaction: UIDropInteraction, canHandle session: any UIDropSession
  ) -> Bool { true }
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession
  ) {}
  /// Returns a `.cancel` proposal.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal { UIDropProposal(operation: .cancel) }
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession
  ) {}
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, performDrop session: any UIDropSession
  ) {}
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, concludeDrop session: any UIDropSession
  ) {}
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession
  ) {}
}
