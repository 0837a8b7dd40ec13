import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting

/// An SDL host on the dummy video driver with the software renderer pinned (exact pixels), an
/// application on SDL's clock and one key window filling it. The GPU comparison asks for the
/// offscreen driver and an accelerated renderer instead.
@MainActor
final class SDLTestHost {
  let app: UIApplication
  let host: SDLHost
  let window: UIWindow
  let log = EventLog()
  private(set) var diagnostics: [Diagnostic] = []

  init(
    size: CGSize = CGSize(width: 200, height: 100), usesCanvas: Bool? = nil,
    videoDriver: String = "dummy", softwareRenderer: Bool = true, fullScreen: Bool = false,
    scale: CGFloat? = nil
  ) throws {
    app = UIApplication(clock: SDLClock())
    var options = SDLHost.Options()
    options.size = size
    options.videoDriver = videoDriver
    options.renderer = softwareRenderer ? .software : .accelerated
    options.usesCanvas = usesCanvas
    options.fullScreen = fullScreen
    options.scale = scale
    host = try SDLHost(application: app, options: options)
    window = UIWindow(frame: UIScreen.main.bounds)
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    app.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
  }

  deinit {}

  func shutdown() { host.shutdown() }

  /// The ARGB pixel at (x, y) of a freshly drawn frame.
  func pixels() throws -> (width: Int, pixels: [UInt32]) {
    let (w, _, p) = try host.readPixels()
    return (Int(w), p)
  }

  func pixel(_ x: Int, _ y: Int) throws -> RGBA {
    let (w, p) = try pixels()
    return RGBA(p[y * w + x])
  }
}

/// A pixel's channels.
struct RGBA: Equatable, CustomStringConvertible {
  let r: Int, g: Int, b: Int, a: Int
  init(_ argb: UInt32) {
    a = Int(argb >> 24 & 0xFF)
    r = Int(argb >> 16 & 0xFF)
    g = Int(argb >> 8 & 0xFF)
    b = Int(argb & 0xFF)
  }
  init(_ r: Int, _ g: Int, _ b: Int) {
    self.r = r
    self.g = g
    self.b = b
    a = 255
  }
  func close(to other: RGBA, within tolerance: Int = 2) -> Bool {
    abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
  }
  var description: String { "(\(r), \(g), \(b))" }
}
