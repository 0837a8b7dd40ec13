import Foundation
import OpenUIKit
import OpenUIKitSDL

/// Starts a demo the way every demo starts: a window with the demo's root view controller, or,
/// with no display or with `--tour`, the demo's tour played headless through real SDL events,
/// writing PNGs, then exit.
@MainActor
public enum DemoRunner {
  /// Runs the demo called `name` (its log prefix and screenshot folder) in a window titled
  /// `title`. `tour` drives the root view controller `makeRoot` made: always with
  /// `forceTour`, otherwise only with no display. Screenshots go to `screenshots`, or
  /// out/<name>. Returns the exit status.
  public static func run(
    name: String, title: String, size: CGSize, forceTour: Bool, screenshots: String?,
    makeRoot: () -> UIViewController,
    tour: (TourPlayer, UIViewController) throws -> Void
  ) -> Int32 {
    // Assets/ in the working directory, or in the repository the binary was built in.
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let repository = executable.deletingLastPathComponent().appendingPathComponent("../../..")
      .standardized
    UIImage.searchPaths = ["Assets", repository.appendingPathComponent("Assets").path]
    let application = UIApplication(clock: SDLClock())
    var hostOptions = SDLHost.Options()
    hostOptions.title = title
    hostOptions.size = size
    let host: SDLHost
    do {
      host = try SDLHost(application: application, options: hostOptions)
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      return 1
    }
    defer { host.shutdown() }
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let root = makeRoot()
    window.rootViewController = root
    window.makeKeyAndVisible()
    host.step(timeout: 0)
    guard forceTour || host.isHeadless else {
      print("\(name): running on the \(host.videoDriver) video driver.")
      host.run()
      return 0
    }
    print("\(name): headless tour on the \(host.videoDriver) video driver")
    let directory = screenshots ?? "out/\(name.lowercased())"
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try tour(TourPlayer(host: host, directory: directory), root)
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      return 1
    }
    print("\(name): tour finished")
    return 0
  }
}
