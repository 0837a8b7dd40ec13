import Foundation

/// QuartzCore's name for a time in seconds.
public typealias CFTimeInterval = Double

/// Something that runs once per screen frame while it is active: a display link, a scroll
/// view's deceleration, a running animation.
@MainActor
protocol FrameClient: AnyObject {
  /// Runs for the frame shown at `time`; returns whether it wants the next frame too.
  func step(frameTime time: TimeInterval, interval: TimeInterval) -> Bool
}

/// The application's frames: while any client is active a timer fires once per frame on the
/// application's clock (so the host wakes for frames only then, and an idle window sleeps), and
/// each client runs in the order it asked. Frame times lie on a grid of 1/60 s (the screen's
/// ``UIScreen/maximumFramesPerSecond``) from the first request, so a manual clock advanced by
/// whole frames drives them exactly.
@MainActor
final class FrameClock {
  private unowned let application: UIApplication
  private var clients: [FrameClient] = []
  private var timer: TimerScheduler.Timer?
  /// The time of the frame the grid is anchored to.
  private var anchor: TimeInterval = 0
  /// The latest frame that ran.
  private(set) var lastFrameTime: TimeInterval?

  init(application: UIApplication) {
    self.application = application
  }

  var interval: TimeInterval { 1 / Double(max(1, application.screen.maximumFramesPerSecond)) }

  /// Whether any client wants frames.
  var isRunning: Bool { !clients.isEmpty }

  /// Whether frames are held back because the host window is minimised or hidden: nothing is
  /// on screen, so display links, animations and scrolling wait (their clients stay). When
  /// the window shows again frames resume from a new grid, and time-based motion catches up
  /// at once, as on iOS after the app comes back to the foreground.
  var isSuspended = false {
    didSet {
      guard isSuspended != oldValue else { return }
      if isSuspended {
        timer?.cancel()
        timer = nil
      } else {
        scheduleNextFrame()
      }
    }
  }

  /// Runs `client` on every frame from the next one until it returns false or is removed.
  func add(_ client: FrameClient) {
    guard !clients.contains(where: { $0 === client }) else { return }
    clients.append(client)
    scheduleNextFrame()
  }

  func remove(_ client: FrameClient) {
    clients.removeAll { $0 === client }
    if clients.isEmpty {
      timer?.cancel()
      timer = nil
    }
  }

  /// The first frame time after `time` on the grid.
  func nextFrameTime(after time: TimeInterval) -> TimeInterval {
    let elapsed = max(0, time - anchor)
    // A little tolerance: a clock advanced by 1/60 lands on the grid, not a hair before it.
    var frames = (elapsed / interval + 1e-6).rounded(.down) + 1
    if !frames.isFinite { frames = 1 }
    return anchor + frames * interval
  }

  private func scheduleNextFrame() {
    guard timer == nil || timer?.isDone == true, !clients.isEmpty, !isSuspended else { return }
    let now = application.clock.now
    if lastFrameTime == nil || now - (lastFrameTime ?? now) > interval * 2 {
      // Frames start one interval after the first request (or after a pause).
      anchor = now
    }
    // After the frame that just ran, too: its timer may have fired a hair before its time,
    // and the same frame must not come round again (it did, forever, in fuzz stream 51212).
    let deadline = nextFrameTime(after: max(now, lastFrameTime ?? now))
    // The timer may fire a microsecond early: a clock advanced by 1/60 s steps from a time off
    // the grid's origin lands a hair before each frame time, and an exact deadline would then
    // wait a whole step, so only every other frame would run. The frame keeps its grid time.
    timer = application.timers.schedule(at: deadline - Self.earlyTolerance) { [unowned self] in
      self.runFrame(at: deadline)
    }
  }

  /// How early a frame's timer may fire (floating-point error, far below a frame).
  private static let earlyTolerance: TimeInterval = 1e-6

  private func runFrame(at time: TimeInterval) {
    timer = nil
    lastFrameTime = time
    // Clients added during this frame start on the next one.
    for client in clients where clients.contains(where: { $0 === client }) {
      if !client.step(frameTime: time, interval: interval) { remove(client) }
    }
    scheduleNextFrame()
  }
}
