import Foundation

/// The base of UIKit's haptic feedback generators.
///
/// A Linux desktop has no haptic engine, so feedback is not felt: each request is logged through
/// ``OpenUIKitLog/logger`` at `trace` ("haptic feedback: …"), so code that gives feedback ports
/// unchanged and a test can see that it asked. `prepare()` does nothing, as on a device without
/// a Taptic Engine.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Creates a generator.
  public override init() {
    super.init()
  }

  /// Gets the engine ready for feedback soon: nothing to do without one.
  open func prepare() {}

  /// Logs the feedback that a device would play.
  func play(_ description: String) {
    OpenUIKitLog.logger.trace("haptic feedback: \(description) (no haptic engine on this machine)")
  }
}

/// Feedback for a physical impact: a view snapping into place, a collision.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style given at creation (UIKit does not expose it).
  private let style: FeedbackStyle

  /// Creates a generator for impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator for medium impacts, UIKit's default.
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Plays an impact at full intensity.
  open func impactOccurred() {
    impactOccurred(intensity: 1)
  }

  /// Plays an impact at `intensity`, from 0 to 1 (clamped, as UIKit does).
  open func impactOccurred(intensity: CGFloat) {
    let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
    play("impact \(style) at intensity \(clamped)")
  }
}

/// Feedback for a change of selection: a picker's wheel passing a value.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection tick.
  open func selectionChanged() {
    play("selection changed")
  }
}

/// Feedback for the outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcomes.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Plays the feedback for `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    play("notification \(notificationType)")
  }
}
