import Foundation

/// Receives an application's input as it arrives, for a recording (``InputRecording``): each
/// record the host enqueues, and a batch mark each time the application processes its queue.
/// Set one as ``UIApplication/inputRecorder``.
@preconcurrency @MainActor
public protocol InputRecorder: AnyObject {
  /// Called for each host record and batch mark, in order.
  func record(_ entry: InputRecording.Entry)
}

/// Writes a recording to a file as the input arrives, one line at a time, so that a crash
/// loses at most the line being written; ``finish()`` writes the `end` line that marks the
/// file whole.
@preconcurrency @MainActor
public final class InputRecordingWriter: InputRecorder {
  private let handle: FileHandle
  private var recordCount = 0
  private var isFinished = false
  /// The file being written.
  public let path: String

  /// Creates (or truncates) the file at `path` and writes the header.
  /// - Throws: ``InputRecordingError`` (line 0) when the file cannot be created.
  public init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw InputRecordingError(line: 0, message: "cannot create the recording file \(path)")
    }
    self.handle = handle
    self.path = path
    write(InputRecording.header)
  }

  /// Writes the entry as one line.
  public func record(_ entry: InputRecording.Entry) {
    guard !isFinished else { return }
    if case .record = entry { recordCount += 1 }
    write(InputRecording.line(for: entry))
  }

  /// Writes the `end` line and closes the file. Later entries are ignored.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    write("end \(recordCount)")
    try? handle.close()
  }

  private func write(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }
}

extension UIApplication {
  /// Tells the recorder about a record the host enqueued (not one app code enqueues from a
  /// handler: replaying runs that code again).
  func noteEnqueued(_ record: InputRecord) {
    guard let inputRecorder, !isDrainingQueue, !gestureCoordinator.isBusy else { return }
    inputRecorder.record(.record(record))
  }

  /// Marks a batch when the queue is about to be processed and there is work: records, or a
  /// timer due.
  func noteProcessing() {
    guard let inputRecorder else { return }
    let timerDue = timers.nextDeadline.map { $0 <= clock.now } ?? false
    guard queuedInputCount > 0 || timerDue else { return }
    inputRecorder.record(.batch(clock.now))
  }
}
