import Foundation

/// A description of a cell's (or header's) content that makes the view showing it, as UIKit's:
/// set a configuration as a cell's `contentConfiguration` and the cell shows its content view.
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// The configuration for a state (selected, highlighted…); itself by default.
  func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
  /// The configuration itself.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration can depend on.
public protocol UIConfigurationState {}

/// A cell's state: selected, highlighted, editing, swiped.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is in editing mode.
  public var isEditing = false
  /// Whether the cell is swiped open.
  public var isSwiped = false
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// A state with nothing set.
  public init() {}
}
