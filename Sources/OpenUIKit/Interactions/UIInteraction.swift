import Foundation

/// Behaviour added to a view as an object (iPadOS 13): pointer styles, context menus, drops.
/// A view keeps its interactions and tells each when it is attached or detached.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction is attached to.
  var view: UIView? { get }
  /// Called before the interaction is attached to `view`, or detached (nil).
  func willMove(to view: UIView?)
  /// Called after the interaction was attached to `view`, or detached (nil).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions attached to this view, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { extrasStorage?.interactions ?? [] }
    set {
      for old in interactions where !newValue.contains(where: { $0 === old }) {
        removeInteraction(old)
      }
      for new in newValue where !interactions.contains(where: { $0 === new }) {
        addInteraction(new)
      }
    }
  }

  /// Attaches `interaction`, detaching it from any view it was on first.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    extras.interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Detaches `interaction` when it is attached here.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = extrasStorage?.interactions.firstIndex(where: { $0 === interaction }) else {
      return
    }
    interaction.willMove(to: nil)
    extras.interactions.remove(at: index)
    interaction.didMove(to: nil)
  }
}
