import Foundation
import DemoSupport
import OpenUIKit
import OpenUIKitSDL
import OpenUIKitTesting

/// Starts the Gallery in a window, or plays the tour headless.
@MainActor
struct GalleryApp {
  var tour = false
  var screenshots = "out/gallery"
  var readyFile: String?
  var scene = 1
  var measureFrames = 0
  /// Records the input to this file (`--record FILE`).
  var recordPath: String?
  /// Replays this recording headless on a manual clock instead of reading input (`--replay`).
  var replayPath: String?

  func run() -> Int32 {
    // OPENUIKIT_DEBUG_GESTURES=1 prints every gesture-arbitration decision.
    OpenUIKitDebug.logsGestureArbitration =
      ProcessInfo.processInfo.environment["OPENUIKIT_DEBUG_GESTURES"] == "1"
    // Assets/ next to the working directory, or in the repository the binary was built in.
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let repository = executable.deletingLastPathComponent().appendingPathComponent("../../..")
      .standardized
    UIImage.searchPaths = ["Assets", repository.appendingPathComponent("Assets").path]
    // A replay runs on a manual clock, so the app sees the recorded times exactly.
    let replayClock = replayPath.map { _ in ManualClock() }
    let application = UIApplication(clock: replayClock ?? SDLClock())
    let delegate = GalleryDelegate()
    application.delegate = delegate
    var options = SDLHost.Options()
    options.title = "OpenUIKit Gallery"
    options.size =
      measureFrames > 0 ? CGSize(width: 1280, height: 800) : CGSize(width: 960, height: 640)
    if measureFrames > 0 && ProcessInfo.processInfo.environment["OPENUIKIT_RENDERER"] == nil {
      options.softwareRenderer = true
    }
    if replayPath != nil { options.videoDriver = "dummy" }
    let host: SDLHost
    do {
      host = try SDLHost(application: application, options: options)
    } catch {
      FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
      return 1
    }
    defer { host.shutdown() }
    DesktopScene.openWindow = { window, title, size in
      do {
        try host.openWindow(window, title: title, size: size)
      } catch {
        application.report(.resourceUnavailable, "\(error)")
      }
    }
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    delegate.controller.show(scene - 1)
    if let replayPath, let replayClock {
      return replay(replayPath, host, replayClock)
    }
    if let recordPath {
      do {
        try host.startRecording(to: recordPath)
      } catch {
        FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
        return 1
      }
    }
    if measureFrames > 0 {
      return FrameTimer.measure(host, delegate.controller, frames: measureFrames)
    }
    if tour || host.isHeadless {
      return playTour(host, delegate.controller)
    }
    print(
      "Gallery: running on the \(host.videoDriver) video driver. Keys 1–9 and 0 switch scenes, D shows hit areas, Ctrl+Shift+I opens the inspector."
    )
    host.step(timeout: 0)
    if let readyFile {
      _ = FileManager.default.createFile(atPath: readyFile, contents: Data("ready\n".utf8))
    }
    host.run()
    return 0
  }

  /// Plays a recording made with `--record` into this app, headless, drawing after each batch
  /// as the live loop did; the callbacks it prints are those of the live run.
  private func replay(_ path: String, _ host: SDLHost, _ clock: ManualClock) -> Int32 {
    do {
      let recording = try InputReplay.play(
        contentsOf: path, into: host.application, clock: clock,
        afterBatch: { host.renderIfNeeded() })
      print("Gallery: replay finished (\(recording.records.count) records)")
      return 0
    } catch {
      FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
      return 65
    }
  }

  /// The live inspector (Ctrl+Shift+I in a window): picking in the Hit-test lab, then trails
  /// and arbitration decisions over the Gestures scene.
  private func tourInspector(_ player: TourPlayer, _ controller: GalleryViewController) throws {
    let application = player.host.application
    controller.show(0)
    player.settleFrame()
    player.key(UIKeyboardHIDUsage(rawValue: 12), modifiers: [.control, .shift])
    let lab = controller.currentScene
    player.tap(CGPoint(x: 100, y: 120), in: lab)
    player.hover(at: CGPoint(x: 420, y: 120), in: lab)
    let inspector = application.hitAreaInspector
    print(
      "Inspector: open \(inspector.isOpen), picked \(inspector.selectedView?.inspectorName ?? "nothing"), hovering \(inspector.hoveredView?.inspectorName ?? "nothing")"
    )
    try player.screenshot("inspector-picker")
    controller.show(5)
    player.settleFrame()
    // Pick the card, then stop picking (Escape) so the scene's own tour reaches the app.
    let gestures = controller.currentScene
    player.tap(CGPoint(x: gestures.bounds.midX - 150, y: gestures.bounds.midY), in: gestures)
    player.key(.keyboardEscape)
    gestures.tour(player)
    print(
      "Inspector: \(inspector.trails.count) trails, \(inspector.arbitrationLog.count) arbitration decisions shown"
    )
    try player.screenshot("inspector-trails")
    // The Layout scene's conflicting view, selected: its constraints as lines, and why it is
    // as wide as it is.
    controller.show(controller.scenes.firstIndex { $0 is LayoutScene } ?? 0)
    player.settleFrame()
    if let layout = controller.currentScene as? LayoutScene {
      inspector.clearTrails()
      inspector.select(layout.growing)
      player.settleFrame()
      print("Inspector: \(layout.growing.layoutExplanation(for: .horizontal))")
      inspector.select(layout.conflicted)
      player.settleFrame()
      print("Inspector: \(layout.conflicted.layoutExplanation(for: .horizontal))")
      try player.screenshot("inspector-layout")
    }
    player.key(UIKeyboardHIDUsage(rawValue: 12), modifiers: [.control, .shift])
    print("Inspector: open \(inspector.isOpen)")
  }

  private func playTour(_ host: SDLHost, _ controller: GalleryViewController) -> Int32 {
    print("Gallery: headless tour on the \(host.videoDriver) video driver")
    // Diagnostics on stdout with the tour's own lines: written to stderr (swift-log's default)
    // they could cut into a buffered line of the tour, which its checks then miss.
    host.application.diagnosticHandler = { print("diagnostic: \($0)") }
    do {
      try FileManager.default.createDirectory(
        atPath: screenshots, withIntermediateDirectories: true)
      let player = TourPlayer(host: host, directory: screenshots)
      for index in controller.scenes.indices {
        controller.show(index)
        host.step(timeout: 0)
        let scene = controller.currentScene
        print("Scene \(index + 1): \(scene.title)")
        scene.tour(player)
        try player.screenshot("scene-\(index + 1)")
        try player.hitMap("scene-\(index + 1)-hit-map")
        if index == 0 {
          // The same scene with the hit-area overlay (key D in a window).
          OpenUIKitDebug.showsHitAreas = true
          host.application.setNeedsRedraw()
          try player.screenshot("scene-1-hit-areas")
          OpenUIKitDebug.showsHitAreas = false
          host.application.setNeedsRedraw()
        }
      }
      try tourInspector(player, controller)
    } catch {
      FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
      return 1
    }
    print("Gallery: tour finished")
    return 0
  }
}
