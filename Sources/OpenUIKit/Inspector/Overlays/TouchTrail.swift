import Foundation

/// The path of one touch as the inspector draws it: where the finger or pointer went, on
/// screen, how it ended and which view it was assigned to, in the spirit of Android's pointer
/// location, but knowing the views.
public struct TouchTrail: Sendable {
  /// One sample of the touch.
  public struct Sample: Sendable, Equatable {
    /// Where the touch was, in screen points.
    public var location: CGPoint
    /// When, on the application's clock.
    public var time: TimeInterval

    /// Creates a sample.
    public init(location: CGPoint, time: TimeInterval) {
      self.location = location
      self.time = time
    }
  }

  /// The pointer that made the touch (the mouse, a finger, a pen).
  public let pointer: PointerID
  /// The touch's serial number: distinct for every touch of the run.
  public let serialNumber: Int
  /// What made it.
  public let type: UITouch.TouchType
  /// The view hit testing assigned the touch to (``UIView/inspectorName``), fixed at touch-down.
  public let viewName: String
  /// The samples, oldest first: the first is where the touch began.
  public internal(set) var samples: [Sample]
  /// How it ended: `.ended`, `.cancelled`, or nil while the touch is live.
  public internal(set) var endPhase: UITouch.Phase?

  /// Creates a trail (the inspector makes them from touches; tools and tests may too).
  public init(
    pointer: PointerID, serialNumber: Int, type: UITouch.TouchType, viewName: String,
    samples: [Sample], endPhase: UITouch.Phase? = nil
  ) {
    self.pointer = pointer
    self.serialNumber = serialNumber
    self.type = type
    self.viewName = viewName
    self.samples = samples
    self.endPhase = endPhase
  }

  /// The latest velocity in points per second, over the samples of the last
  /// ``velocityWindow`` (the first and last of them); zero with fewer than two samples.
  public var velocity: CGVector {
    guard let last = samples.last else { return CGVector(dx: 0, dy: 0) }
    var first = last
    for sample in samples.reversed() where last.time - sample.time <= Self.velocityWindow {
      first = sample
    }
    let interval = last.time - first.time
    guard interval > 0 else { return CGVector(dx: 0, dy: 0) }
    return CGVector(
      dx: (last.location.x - first.location.x) / interval,
      dy: (last.location.y - first.location.y) / interval)
  }

  /// The speed, in points per second.
  public var speed: CGFloat {
    let v = velocity
    return (v.dx * v.dx + v.dy * v.dy).squareRoot()
  }

  /// How far back ``velocity`` looks: 0.1 s, so a finger that stops reads as still.
  public static let velocityWindow: TimeInterval = 0.1
  /// The most samples a trail keeps: older ones are dropped, so a long drag costs no more.
  public static let sampleLimit = 1_000

  /// How the inspector labels the pointer: `mouse`, `finger 2`, `pen 0`.
  public var pointerName: String {
    switch type {
    case .indirectPointer, .indirect: "mouse"
    case .direct: "finger \(pointer.index)"
    case .pencil: "pen \(pointer.index)"
    }
  }

  /// One line for the label at the trail's head: pointer, view, speed and how it ended.
  public var summary: String {
    var parts = ["\(pointerName) #\(serialNumber)", viewName]
    parts.append("\(HitTestReport.format(speed.rounded())) pt/s")
    switch endPhase {
    case .ended?: parts.append("ended")
    case .cancelled?: parts.append("cancelled")
    default: break
    }
    return parts.joined(separator: " · ")
  }

  mutating func append(_ sample: Sample) {
    samples.append(sample)
    if samples.count > Self.sampleLimit { samples.removeFirst(samples.count - Self.sampleLimit) }
  }
}
