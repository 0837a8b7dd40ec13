import ArgumentParser
import DemoSupport
import Foundation
import Logging
import OpenUIKit

/// The Gallery's command line, on swift-argument-parser: `--help`, and a usage error (exit
/// code 64) for a bad value instead of a silent default.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Gallery",
    abstract:
      "OpenUIKit's demo: fourteen scenes of touches, gestures, controls, the desktop, layout, lists and navigation.",
    discussion: """
      In a desktop session it opens a window (keys 1–9 and 0 switch scenes, ← → reach all of \
      them, D shows hit areas, Ctrl+Shift+I opens the inspector). With no display, or with \
      --tour, it plays a built-in tour on SDL's offscreen driver, saves a PNG per scene and \
      exits. Any app records its input with OPENUIKIT_RECORD=FILE; OPENUIKIT_DEBUG_GESTURES=1 \
      prints every gesture-arbitration decision.
      """,
    version: OpenUIKitRelease.version)

  @Flag(help: "Play the built-in tour even when there is a display.")
  var tour = false

  @Option(help: ArgumentHelp("Where the tour writes its screenshots.", valueName: "directory"))
  var screenshots = "out/gallery"

  @Option(
    help: ArgumentHelp("The scene to start on, 1–\(GalleryCommand.sceneCount).", valueName: "n"))
  var scene = 1

  @Option(
    help: ArgumentHelp(
      "Write a file once the window is up (for scripts driving it).", valueName: "path"))
  var readyFile: String?

  @Option(help: ArgumentHelp("Time this many frames of every scene, then exit.", valueName: "n"))
  var measureFrames = 0

  @Option(help: ArgumentHelp("Record every input record to this file.", valueName: "file"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Replay a recording headless on a manual clock, printing the callbacks the live run"
        + " printed.", valueName: "file"))
  var replay: String?

  @Option(
    help: ArgumentHelp("The least severe log lines shown on standard error.", valueName: "level"))
  var logLevel: Logger.Level = .info

  /// How many scenes the Gallery has (GalleryViewController's list).
  static let sceneCount = 15

  mutating func validate() throws {
    guard (1...Self.sceneCount).contains(scene) else {
      throw ValidationError(
        "--scene must be from 1 to \(Self.sceneCount); there is no scene \(scene).")
    }
    guard measureFrames >= 0 else {
      throw ValidationError("--measure-frames must not be negative.")
    }
  }

  func run() throws {
    // The app owns the logging backend: OpenUIKit's diagnostics arrive through swift-log.
    let level = logLevel
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
    let (tour, screenshots, readyFile, scene) = (tour, screenshots, readyFile, scene)
    let (measureFrames, record, replay) = (measureFrames, record, replay)
    let status = MainActor.assumeIsolated {
      GalleryApp(
        tour: tour, screenshots: screenshots, readyFile: readyFile, scene: scene,
        measureFrames: measureFrames, recordPath: record, replayPath: replay
      ).run()
    }
    if status != 0 { throw ExitCode(status) }
  }
}
