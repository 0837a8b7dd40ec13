import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Collects what a recorder is told.
@MainActor
final class MemoryRecorder: InputRecorder {
  var entries: [InputRecording.Entry] = []
  func record(_ entry: InputRecording.Entry) { entries.append(entry) }
}

/// A scene whose views and recognizers log every callback: built the same way twice, once
/// for the live run and once for the replay.
@MainActor
private func loggedScene() -> TestScene {
  let scene = TestScene(size: CGSize(width: 300, height: 300))
  let card = scene.loggingView("card", CGRect(20, 20, 120, 120))
  let other = scene.loggingView("other", CGRect(160, 20, 120, 120))
  other.isMultipleTouchEnabled = true
  for (name, recognizer) in [
    ("press", UILongPressGestureRecognizer() as UIGestureRecognizer),
    (
      "double",
      {
        let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 2; return t
      }()
    ),
  ] {
    recognizer.addAction { [log = scene.log] in log.record("\(name) \($0.state)") }
    card.addGestureRecognizer(recognizer)
  }
  let field = scene.responder("field", frame: CGRect(20, 200, 100, 30), focused: true)
  _ = field
  return scene
}

@MainActor
private func drive(_ scene: TestScene) {
  scene.fingers.tap(at: CGPoint(50, 50)).tap(at: CGPoint(52, 50))
  scene.fingers.wait(1)
  scene.fingers.press(at: CGPoint(60, 60)).wait(0.8).release()
  scene.fingers.together { $0.press(0, at: CGPoint(200, 60)).press(1, at: CGPoint(220, 60)) }
  scene.fingers.move(1, to: CGPoint(230, 70)).release(0).release(1)
  scene.send(
    InputRecord(
      .key(
        KeyInput(
          phase: .down,
          key: UIKey(
            characters: "a b%", charactersIgnoringModifiers: "a", modifierFlags: .shift,
            keyCode: .keyboardA))),
      timestamp: scene.clock.now),
    InputRecord(.text("Grüße \"x\"\n"), timestamp: nil))
}

@Suite(
  "Record and replay: a recording gives the app the same callbacks (issue 10)", .debugSwitchesOff)
@MainActor
struct RecordReplayTests {
  @Test("replaying a recording into a fresh app repeats every callback, in order")
  func replaysCallbacks() throws {
    let live = loggedScene()
    let recorder = MemoryRecorder()
    live.app.inputRecorder = recorder
    drive(live)
    live.app.inputRecorder = nil
    #expect(live.log.entries.contains("press began") && live.log.entries.contains("double ended"))
    let text = InputRecording(entries: recorder.entries).text
    let parsed = try InputRecording(parsing: text)
    #expect(parsed.entries == recorder.entries)
    let replay = loggedScene()
    InputReplay.play(parsed, into: replay.app, clock: replay.clock)
    #expect(replay.log.entries == live.log.entries)
    // Taps, a double tap that cancels, a long press on its timer, two fingers in one batch, a
    // key with modifiers and spaces: all of it came back.
    for entry in [
      "double ended", "press began", "other.touchesBegan(2)", "field.pressesBegan(a b%)",
    ] {
      #expect(replay.log.entries.contains(entry), "\(replay.log.entries)")
    }
  }

  @Test("every kind of record reads back as written")
  func roundTrip() throws {
    let key = UIKey(
      characters: "", charactersIgnoringModifiers: "-", modifierFlags: [.command, .alternate],
      keyCode: .keyboardZ)
    let entries: [InputRecording.Entry] = [
      .record(
        .pointer(
          .down, id: PointerID(device: -3, index: 7), kind: .pen, at: CGPoint(x: 0.1, y: 1e-7),
          timestamp: 1.0 / 3, button: .other(5), clickCount: 2, force: 0.35)),
      .record(.pointer(.hover, id: 1, kind: .mouse, at: CGPoint(x: -4, y: 5), button: .secondary)),
      .record(.pointer(.cancel, id: 2, at: CGPoint(x: 1, y: 2), timestamp: 9, button: .middle)),
      .record(InputRecord(.key(KeyInput(phase: .up, key: key, isRepeat: true)), timestamp: 2)),
      .record(InputRecord(.text(""), timestamp: nil)),
      .record(InputRecord(.text("- %20 ü"), timestamp: 3)),
      .record(InputRecord(.markedText(MarkedTextInput(text: "に ほ", selection: 1..<3)))),
      .record(
        InputRecord(
          .drop(DropInput(items: [.file("/a b/c=d"), .text("")], location: CGPoint(x: 1.5, y: 2))))),
      .record(InputRecord(.drop(DropInput(items: [], location: CGPoint(x: 0, y: 0))))),
      .record(
        InputRecord(
          .wheel(WheelInput(deltaX: 0.5, deltaY: -3, location: CGPoint(x: 1, y: 2))), timestamp: 4)),
      .record(InputRecord(.window(.resized(CGSize(width: 800.5, height: 600))), timestamp: 5)),
      .record(InputRecord(.window(.pointerExited), timestamp: 5)),
      .record(InputRecord(.motion(.cancelled), timestamp: 6)),
      .record(InputRecord(.remoteControl(.remoteControlPlay), timestamp: 7)),
      .batch(7.000000000000001),
    ]
    let recording = InputRecording(entries: entries)
    #expect(try InputRecording(parsing: recording.text) == recording)
    #expect(recording.text.hasPrefix("openuikit-input 1\n"))
    #expect(recording.text.hasSuffix("\n7.000000000000001 batch\nend 14\n"))
  }

  @Test("a bad or truncated recording names the line and replays nothing")
  func badFiles() throws {
    let good = InputRecording(entries: [
      .record(.pointer(.down, id: 1, at: CGPoint(x: 5, y: 5), timestamp: 1)), .batch(1),
    ]).text
    func error(_ text: String) -> InputRecordingError? {
      do {
        _ = try InputRecording(parsing: text)
        return nil
      } catch let error as InputRecordingError {
        return error
      } catch {
        return nil
      }
    }
    #expect(
      error("")
        == InputRecordingError(line: 1, message: "empty file; expected \"openuikit-input 1\""))
    #expect(
      error("openuikit-input 2\nend 0\n")?.message
        == "expected \"openuikit-input 1\", found version 2")
    #expect(error(String(good.dropLast(1)))?.message.contains("cut short") == true)
    let noEnd = good.replacingOccurrences(of: "end 1\n", with: "")
    #expect(
      error(noEnd)
        == InputRecordingError(
          line: 3, message: "no \"end\" line after line 3: the recording was cut short"))
    #expect(error(good.replacingOccurrences(of: "end 1", with: "end 2"))?.line == 4)
    let badPointer = good.replacingOccurrences(of: "touch 5.0", with: "touch nan")
    #expect(
      error(badPointer)
        == InputRecordingError(line: 2, message: "the pointer location must be two finite numbers"))
    #expect(
      error(good.replacingOccurrences(of: "pointer", with: "joystick"))?.message
        == "unknown record kind \"joystick\"")
    #expect(
      error("openuikit-input 1\n# a note\n1 text %ZZ\nend 1\n")
        == InputRecordingError(line: 3, message: "bad percent-encoding in \"%ZZ\""))
    #expect(
      error("openuikit-input 1\n1 drop 1 2 path=x\nend 1\n")?.message
        == "a drop item must be file=<path> or text=<text>, found \"path=x\"")
    #expect(
      error("openuikit-input 1\n1 marked ab -1 2\nend 1\n")?.message
        == "expected \"marked <text> <start> <length>\" with counts ≥ 0")

    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).oui")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    FileManager.default.createFile(atPath: path, contents: Data(noEnd.utf8))
    let scene = TestScene()
    scene.loggingView("view", CGRect(0, 0, 50, 50))
    #expect(throws: InputRecordingError.self) {
      try InputReplay.play(contentsOf: path, into: scene.app, clock: scene.clock)
    }
    #expect(scene.log.entries.isEmpty)
  }

  @Test("the writer streams lines and closes the file with its end line")
  func writer() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID()).oui")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let scene = TestScene()
    let writer = try InputRecordingWriter(path: path)
    scene.app.inputRecorder = writer
    scene.fingers.tap(at: CGPoint(10, 10))
    let partial = String(
      decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    #expect(partial.hasPrefix("openuikit-input 1\n") && !partial.contains("end "))
    writer.finish()
    let recording = try InputRecording(
      parsing: String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    )
    #expect(recording.records.count == 2)
    #expect(throws: InputRecordingError.self) {
      try InputRecordingWriter(path: "/nonexistent/dir/x.oui")
    }
  }
}
