import Foundation
import OpenUIKit

/// Plays an `InputRecording` into an application on a manual clock, so that the app sees the
/// callbacks of the live run, in the same order: records are enqueued as the host enqueued
/// them, and at each batch mark the clock moves to the batch's time, the queue is processed
/// (firing the timers that were due then) and the windows are laid out, as a host's loop does.
@MainActor
public enum InputReplay {
  /// Replays `recording` into `application`, whose clock is `clock`. A batch time earlier than
  /// the clock (a recording made with another clock origin) is taken relative to the first
  /// batch.
  /// - Parameters:
  ///   - recording: the parsed recording.
  ///   - application: the application to play it into.
  ///   - clock: the application's clock, moved to each batch's time.
  ///   - afterBatch: runs after each batch, after layout: a host passes its drawing step, so
  ///     `draw(_:)` runs when it ran live.
  public static func play(
    _ recording: InputRecording, into application: UIApplication, clock: ManualClock,
    afterBatch: (() -> Void)? = nil
  ) {
    let firstBatch = recording.entries.lazy.compactMap { entry -> TimeInterval? in
      if case .batch(let time) = entry { time } else { nil }
    }.first
    // Live clocks start anywhere: shift the recording so its first batch is now, unless it is
    // already ahead.
    let shift = firstBatch.map { $0 < clock.now ? clock.now - $0 : 0 } ?? 0
    for entry in recording.entries {
      switch entry {
      case .record(var record):
        record.timestamp = record.timestamp.map { $0 + shift }
        application.enqueue(record)
      case .batch(let time):
        // To exactly the live reading: the app may compare times.
        clock.advance(to: time + shift)
        application.processQueuedInput()
        application.layoutIfNeeded()
        afterBatch?()
      }
    }
    application.processQueuedInput()
    application.layoutIfNeeded()
  }

  /// Reads the recording at `path` and replays it. Nothing is replayed when the file is bad.
  /// - Throws: `InputRecordingError` naming the line, or when the file cannot be read.
  @discardableResult
  public static func play(
    contentsOf path: String, into application: UIApplication, clock: ManualClock,
    afterBatch: (() -> Void)? = nil
  ) throws -> InputRecording {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw InputRecordingError(line: 0, message: "cannot read the recording file \(path)")
    }
    let recording = try InputRecording(parsing: text)
    play(recording, into: application, clock: clock, afterBatch: afterBatch)
    return recording
  }
}
