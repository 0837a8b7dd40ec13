import Foundation

// The input queue: records wait first in, first out, and draining dispatches them. Timers due
// before a record's time fire before it is dispatched, so a long press begins before the lift
// that comes after its deadline.
extension UIApplication {
  /// Appends `record` to the input queue. Nothing is dispatched until
  /// ``processQueuedInput()`` runs.
  public func enqueue(_ record: InputRecord) {
    noteEnqueued(record)
    inputQueue.append(record)
  }

  /// Appends several records, in order.
  public func enqueue(contentsOf records: [InputRecord]) {
    for record in records { noteEnqueued(record) }
    inputQueue.append(contentsOf: records)
  }

  /// The number of records waiting.
  public var queuedInputCount: Int { inputQueue.count - inputHead }

  /// Dispatches every queued record in order, then fires the timers that are due.
  ///
  /// Consecutive pointer records with the same explicit timestamp and distinct pointer ids form
  /// one touches event. A call made while the queue is already being drained (from a handler)
  /// returns at once: the outer drain dispatches the new records in order.
  public func processQueuedInput() {
    // From a handler (a drain, a timer or an action flush is under way), records stay queued
    // and are dispatched in order by the drain that is running or by the next call.
    guard !isDrainingQueue, !gestureCoordinator.isBusy else { return }
    noteProcessing()
    isDrainingQueue = true
    defer { isDrainingQueue = false }
    while inputHead < inputQueue.count {
      let record = inputQueue[inputHead]
      inputHead += 1
      let time = validatedTimestamp(record.timestamp)
      fireTimers(upTo: time)
      switch record.payload {
      case .pointer(let first):
        var batch = [first]
        while let stamp = record.timestamp, inputHead < inputQueue.count,
          inputQueue[inputHead].timestamp == stamp,
          case .pointer(let input) = inputQueue[inputHead].payload,
          !batch.contains(where: { $0.id == input.id })
        {
          batch.append(input)
          inputHead += 1
        }
        dispatchPointerBatch(batch, at: time)
      case .key(let input): dispatchKey(input, at: time)
      case .text(let text): dispatchText(text)
      case .markedText(let input): dispatchMarkedText(input)
      case .drop(let input): dispatchDrop(input)
      case .wheel(let input): dispatchWheel(input)
      case .window(let input): handleWindowInput(input, at: time)
      case .motion(let phase): dispatchMotion(phase, at: time)
      case .remoteControl(let subtype): dispatchRemoteControl(subtype, at: time)
      }
      // One event, one undo step (`UndoManager.groupsByEvent`).
      UndoManager.endEventGroups()
    }
    inputQueue.removeAll(keepingCapacity: true)
    inputHead = 0
    fireDueTimers()
    // Recognizer states and trails may have moved: the tools show them as they are now.
    noteInputDrained()
  }

  /// A usable timestamp: nil means now. A timestamp a little earlier than the latest one (hosts
  /// stamp in whole milliseconds) is raised to it silently; NaN, infinite or clearly backwards
  /// values are clamped with a diagnostic, so intervals are never negative.
  ///
  /// Hosts stamp records with the application's clock, so a timestamp more than
  /// ``maximumTimestampLead`` ahead of the clock (and of the latest timestamp) cannot be right:
  /// it is clamped too. Accepting it would hold every later record at that time, and multi-tap
  /// and long-press timing would never work again.
  func validatedTimestamp(_ timestamp: TimeInterval?) -> TimeInterval {
    let now = clock.now
    guard let timestamp else {
      lastTimestamp = max(lastTimestamp, now)
      return lastTimestamp
    }
    let latestPlausible = max(lastTimestamp, now) + UIApplication.maximumTimestampLead
    guard timestamp.isFinite, timestamp >= lastTimestamp - UIApplication.timestampJitter,
      timestamp <= latestPlausible
    else {
      report(
        .invalidTimestamp,
        "timestamp \(timestamp) is invalid, earlier than \(lastTimestamp) or more than "
          + "\(UIApplication.maximumTimestampLead) s ahead of the clock; clamped")
      lastTimestamp = max(lastTimestamp, now)
      return lastTimestamp
    }
    lastTimestamp = max(lastTimestamp, timestamp)
    return lastTimestamp
  }

  /// How far a timestamp may lag the latest one without a diagnostic.
  static let timestampJitter: TimeInterval = 0.05
  /// How far ahead of the clock a timestamp may be: 60 s (tests stamp a few seconds ahead of a
  /// manual clock; hosts never stamp ahead of theirs).
  public static let maximumTimestampLead: TimeInterval = 60
}
