import Foundation
import OpenUIKit

/// Starts an application in an SDL2 window, in the spirit of UIKit's `UIApplicationMain`: it
/// creates the application on SDL's clock, opens the host window, calls the delegate's
/// `application(_:didFinishLaunchingWithOptions:)` (build and show your window there, sized
/// with `UIScreen.main.bounds`), runs the main loop until the window closes, and returns the
/// process exit status. While it runs, ``SDLHost/current`` is its host.
///
/// - Parameters:
///   - delegate: The app delegate; held for the life of the application.
///   - options: Window title, size and driver.
/// - Returns: 0 after a normal quit, 1 when the host could not start.
@preconcurrency @MainActor
public func UIApplicationMain(
  delegate: any UIApplicationDelegate, options: SDLHost.Options = .init()
)
  -> Int32
{
  let application = UIApplication(clock: SDLClock())
  application.delegate = delegate
  let host: SDLHost
  do {
    host = try SDLHost(application: application, options: options)
  } catch {
    // The app cannot start: the one place OpenUIKit logs above `warning`.
    OpenUIKitLog.logger.error("\(error)")
    return 1
  }
  guard delegate.application(application, didFinishLaunchingWithOptions: nil) else {
    host.shutdown()
    return 1
  }
  host.run()
  delegate.applicationWillTerminate(application)
  host.shutdown()
  return 0
}

/// UIKit's classic entry point, as `main.swift` files write it:
///
/// ```swift
/// UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,
///                   NSStringFromClass(AppDelegate.self))
/// ```
///
/// The delegate class is found by name (`NSStringFromClass` gives `Module.Class`) and made with
/// its `init()`. It must be a `UIResponder` subclass, as Xcode's templates make it.
///
/// - Parameters:
///   - argc: The number of command-line arguments (`CommandLine.argc`); not read.
///   - argv: The command-line arguments (`CommandLine.unsafeArgv`); not read.
///   - principalClassName: The application class; only `UIApplication` (or nil) is supported.
///   - delegateClassName: The app delegate's class; nil starts no delegate.
/// - Returns: 0 after a normal quit, 1 when the host could not start or the delegate class is
///   unknown.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  if let principalClassName, principalClassName != "UIApplication" {
    let message = "a principal class (\(principalClassName)) is not supported; UIApplication runs"
    OpenUIKitLog.logger.warning("UIApplicationMain: \(message)")
  }
  guard let delegateClassName else {
    return UIApplicationMain(delegate: NoDelegate(), options: .launched())
  }
  guard let type = NSClassFromString(delegateClassName) as? UIResponder.Type else {
    let message =
      "no UIResponder subclass adopting UIApplicationDelegate is named \(delegateClassName) "
      + "(NSStringFromClass gives Module.Class)"
    OpenUIKitLog.logger.error("UIApplicationMain: \(message)")
    return 1
  }
  return LaunchedDelegate.run(type)
}

extension UIApplicationDelegate where Self: UIResponder {
  /// Runs the application with an instance of this delegate class, as `@main` on an app
  /// delegate does in UIKit: the class is made with its `init()`, and the process exits with
  /// ``UIApplicationMain(delegate:options:)``'s status. The window is titled with the
  /// executable's name.
  public static func main() {
    exit(LaunchedDelegate.run(Self.self))
  }
}

/// Makes app delegates from their class, as UIKit does from `@main` or a class name.
@MainActor
enum LaunchedDelegate {
  /// Makes the delegate and runs the application; the exit status.
  static func run(_ type: UIResponder.Type) -> Int32 {
    // `init?(coder:)` is UIResponder's required initializer: it runs the class's `init()`.
    guard let delegate = type.init(coder: NSCoder()) as? any UIApplicationDelegate else {
      OpenUIKitLog.logger.error(
        "UIApplicationMain: \(type) is not an app delegate that can be made with init()")
      return 1
    }
    return UIApplicationMain(delegate: delegate, options: .launched())
  }
}

/// The delegate of an application started with none.
private final class NoDelegate: UIApplicationDelegate {}

extension SDLHost.Options {
  /// The options of an application started by UIKit's entry points: titled with the
  /// executable's name.
  static func launched() -> Self {
    var options = Self()
    options.title = ProcessInfo.processInfo.processName
    return options
  }
}
