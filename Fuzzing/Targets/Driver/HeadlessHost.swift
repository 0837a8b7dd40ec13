// The SDL host the targets that need one share: SDL's dummy driver, the software renderer, no
// diagnostics printed (each input's are expected), made once per process.
import Foundation
import OpenUIKit
import OpenUIKitSDL

/// A headless host `size` points large, for the application a target drives.
@MainActor
public func makeHeadlessHost(size: CGSize) -> SDLHost {
  setenv("SDL_VIDEODRIVER", "dummy", 1)
  var options = SDLHost.Options()
  options.videoDriver = "dummy"
  options.softwareRenderer = true
  options.size = size
  let app = UIApplication(clock: SDLClock())
  app.diagnosticHandler = { _ in }
  do { return try SDLHost(application: app, options: options) } catch {
    fatalError("no headless SDL host: \(error)")
  }
}
