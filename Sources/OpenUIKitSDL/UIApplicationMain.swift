import Foundation
import OpenUIKit

/// Starts an application in an SDL2 window, in the spirit of UIKit's `UIApplicationMain`: it
/// creates the application on SDL's clock, opens the host window, calls the delegate's
/// `application(_:didFinishLaunchingWithOptions:)` (build and show your window there, sized
/// with `UIScreen.main.bounds`), runs the main loop until the window closes, and returns the
/// process exit status.
///
/// - Parameters:
///   - delegate: The app delegate; held for the life of the application.
///   - options: Window title, size and driver.
/// - Returns: 0 after a normal quit, 1 when the host could not start.
@MainActor
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
