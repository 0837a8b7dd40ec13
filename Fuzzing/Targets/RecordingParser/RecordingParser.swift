// libFuzzer target: input recordings (`InputRecording(parsing:)`, what `--replay` and
// InputReplay read from files people pass around) — any bytes either parse or throw a
// `ParseError` naming the line; never a crash, a hang or unbounded memory. A recording that
// parses is written back and parsed again: the same records (the format round-trips).
import Foundation
import OpenUIKit

/// One input.
func fuzzRecordingParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let recording = try? InputRecording(parsing: text) else { return 0 }
  let written = recording.entries.map(InputRecording.line(for:)).joined(separator: "\n")
  guard let again = try? InputRecording(parsing: written) else {
    fatalError("a parsed recording did not parse again when written:\n\(written)")
  }
  if again.entries.count != recording.entries.count {
    fatalError(
      "written and parsed again, \(recording.entries.count) entries became \(again.entries.count)")
  }
  return 0
}
