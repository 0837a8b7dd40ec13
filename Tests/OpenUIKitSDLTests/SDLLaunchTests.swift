import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import Testing

/// Quits the loop as soon as it launches.
@MainActor
final class QuittingDelegate: UIApplicationDelegate {
  var launched = false
  var terminated = false
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    SDL_PushEvent(&quit)
    return true
  }
  func applicationWillTerminate(_ application: UIApplication) { terminated = true }
}

/// Launching: `UIApplicationMain` in its forms and what `@main` calls.
@Suite("Launching an application on the SDL host", .serialized)
@MainActor
struct SDLLaunchTests {
  @Test("UIApplicationMain launches the delegate, runs the loop and returns 0 on quit")
  func applicationMain() {
    let delegate = QuittingDelegate()
    var options = SDLHost.Options()
    options.videoDriver = "dummy"
    options.softwareRenderer = true
    #expect(UIApplicationMain(delegate: delegate, options: options) == 0)
    #expect(delegate.launched && delegate.terminated)
  }

  @Test(
    "UIApplicationMain by class name and @main make the delegate with its init(); it screenshots and stops its host"
  )
  func applicationMainByName() throws {
    let shot = NSTemporaryDirectory() + "openuikit-launch-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: shot) }
    LaunchingDelegate.shotPath = shot
    LaunchingDelegate.log = []
    let name = NSStringFromClass(LaunchingDelegate.self)
    #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, name) == 0)
    #expect(LaunchingDelegate.log == ["init", "launched red", "screenshot", "terminate"])
    #expect(SDLHost.current == nil, "shut down")
    let attributes = try FileManager.default.attributesOfItem(atPath: shot)
    #expect((attributes[.size] as? Int ?? 0) > 0)
    // What `@main` calls, short of exiting.
    LaunchingDelegate.log = []
    #expect(LaunchedDelegate.run(LaunchingDelegate.self) == 0)
    #expect(LaunchingDelegate.log.first == "init" && LaunchingDelegate.log.last == "terminate")
    #expect(UIApplicationMain(0, CommandLine.unsafeArgv, nil, "NoSuch.Delegate") == 1)
  }
}

/// An app delegate as Xcode's template writes it, with an `init()` of its own; it takes a
/// screenshot of its window through the running host and quits.
@MainActor
final class LaunchingDelegate: UIResponder, UIApplicationDelegate {
  static var log: [String] = []
  static var shotPath = ""
  var window: UIWindow?
  let tint = UIColor.red

  override init() {
    super.init()
    LaunchingDelegate.log.append("init")
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    LaunchingDelegate.log.append("launched \(tint == .red ? "red" : "?")")
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.backgroundColor = tint
    window?.makeKeyAndVisible()
    // On the first frame. (Not the main queue: under the test runner this code already runs
    // inside a main-queue block, so the queue cannot drain until the test returns.)
    let link = CADisplayLink { link in
      link.invalidate()
      guard let host = SDLHost.current else { return }
      if (try? host.saveScreenshot(to: LaunchingDelegate.shotPath)) != nil {
        LaunchingDelegate.log.append("screenshot")
      }
      host.stop()
    }
    link.add(to: .main, forMode: .common)
    return true
  }

  func applicationWillTerminate(_ application: UIApplication) {
    LaunchingDelegate.log.append("terminate")
  }
}
