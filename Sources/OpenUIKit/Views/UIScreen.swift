import Foundation
import Synchronization

/// The display the application draws on: on Linux, the host window's client area.
///
/// UIKit apps size their window with `UIWindow(frame: UIScreen.main.bounds)`; the SDL host sets
/// ``bounds`` and ``scale`` from its window before the app delegate runs, and updates them when
/// the window is resized. Each application has its own screen (``UIWindow/screen``), so two
/// applications in one process never see each other's size or scale.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen the current application draws on; before any application exists, a
  /// 1024 × 768 screen at scale 1.
  public static var main: UIScreen { UIApplication.current?.screen ?? detached }
  /// The screen while no application exists.
  private static let detached = UIScreen()

  /// Made by each application for itself.
  init() {}

  /// The screen's rectangle in points. 1024 × 768 until a host says otherwise.
  public var bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)

  /// Pixels per point: 2 on a HiDPI display.
  public var scale: CGFloat = 1 {
    didSet { UIScreen.lastScale.withLock { $0 = scale } }
  }

  /// The scale a screen was last given, for threads that cannot ask the main screen.
  nonisolated private static let lastScale = Mutex<CGFloat>(1)

  /// The main screen's scale on the main thread; on other threads the scale a screen was last
  /// given (image renderers are made on any thread, as in UIKit).
  nonisolated static var mainScaleFromAnyThread: CGFloat {
    onMainThread { UIScreen.main.scale } ?? lastScale.withLock { $0 }
  }

  /// The most frames per second the screen shows: the rate display links and animations run
  /// at. 60.
  public var maximumFramesPerSecond = 60

  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}
