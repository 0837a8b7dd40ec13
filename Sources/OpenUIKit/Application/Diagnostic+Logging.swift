import Logging

extension Diagnostic.Code {
  /// The level a diagnostic of this code is logged at (``OpenUIKitLog``).
  ///
  /// swift-log asks libraries to stay at `info` and below, since a library cannot know what
  /// its host's logs are for. So input that arrived broken from outside (a device, a
  /// recording) is `info`: the app did nothing wrong and nothing was lost that the message
  /// does not say. A mistake in the app's own code or files (an action nobody implements, an
  /// illegal recognizer state, a broken tree, a missing image) is `warning`: it recurs only as
  /// often as that code runs, and a developer has to fix it.
  public var logLevel: Logger.Level {
    switch self {
    case .nonFiniteLocation, .unknownPointer, .duplicatePointerDown, .unknownKeyRelease,
      .invalidTimestamp, .undeliverable, .invalidValue:
      return .info
    case .reentrantSendEvent, .actionNotImplemented, .illegalGestureStateTransition,
      .resourceUnavailable, .invalidHierarchy, .gestureRequirementCycle, .invalidConstraint,
      .unsatisfiableConstraints, .invalidListData, .invalidNavigation:
      return .warning
    case .offMainThread:
      return .error
    }
  }
}
