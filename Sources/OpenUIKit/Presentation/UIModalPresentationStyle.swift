import Foundation

/// How a presented view controller is shown (``UIViewController/modalPresentationStyle``).
///
/// On the desktop (see the Navigation article): `.automatic` is `.pageSheet`, as in iOS 13
/// and later; a page sheet rises from the bottom of the window, the full width of a narrow
/// window and 704 points wide in a wide one; a form sheet floats in the middle of a wide
/// window and is a page sheet in a narrow one. `.currentContext` is shown as `.fullScreen`,
/// and `.overCurrentContext`, `.popover` and `.custom` as `.overFullScreen` (a presentation
/// covers the window: there are no custom transitioning delegates yet).
public enum UIModalPresentationStyle: Int, Sendable {
  /// The presented view covers the window; the views under it are removed once it is shown.
  case fullScreen = 0
  /// A sheet that covers part of the window, the content behind it dimmed.
  case pageSheet = 1
  /// A smaller sheet in the middle of a wide window.
  case formSheet = 2
  /// Covers the view of the controller that defines the presentation context (here: as
  /// `.fullScreen`).
  case currentContext = 3
  /// A presentation the app manages (shown as `.overFullScreen` here).
  case custom = 4
  /// Covers the window; the views under it stay, so a translucent view shows them.
  case overFullScreen = 5
  /// Over the view of the controller that defines the presentation context, which stays (here:
  /// as `.overFullScreen`).
  case overCurrentContext = 6
  /// A popover (shown as `.overFullScreen` here).
  case popover = 7
  /// No adaptation: only meaningful as an adaptive style answer.
  case none = -1
  /// The system's choice: a page sheet.
  case automatic = -2
}

/// How a presentation animates (``UIViewController/modalTransitionStyle``).
public enum UIModalTransitionStyle: Int, Sendable {
  /// The presented view slides up from the bottom, and back down when dismissed.
  case coverVertical = 0
  /// A flip; shown as a cross-dissolve here.
  case flipHorizontal = 1
  /// The presented view fades in, and out when dismissed.
  case crossDissolve = 2
  /// A page curl; shown as a cross-dissolve here.
  case partialCurl = 3
}
