import Foundation

extension UIApplication {
  /// The application `view` works for: its window's, else (a view in no window, or no view) the
  /// current application; nil when none exists. The one place outside UIKit's own singletons
  /// (`UIScreen.main`, `UIPasteboard.general`, `UIWindow`'s first key) that falls back to the
  /// current application, so two applications in one process stay apart wherever a view can
  /// say which it belongs to.
  static func owning(_ view: UIView?) -> UIApplication? {
    view?.window?.application ?? current
  }

  /// As ``owning(_:)``, but never nil: UIKit API that must reach an application (a control
  /// sending an action from code before it is in a window) gets ``shared``.
  static func serving(_ view: UIView?) -> UIApplication {
    owning(view) ?? shared
  }
}
