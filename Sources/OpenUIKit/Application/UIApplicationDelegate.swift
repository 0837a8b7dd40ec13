import Foundation

/// The object that builds an application's windows and reacts to its life cycle.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// Called once the application is ready; build and show the window here.
  /// - Returns: Whether launching succeeded.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called when the application is about to end.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// Returns true.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
}
