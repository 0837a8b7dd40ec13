import ArgumentParser
import DemoSupport
import Foundation
import OpenUIKit

/// Photos's command line: the demos' shared options.
struct PhotosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Photos",
    abstract: "OpenUIKit's photo browser demo.",
    discussion: """
      A scrolling grid of the photos in Assets/. Tap one to open it; pinch and rotate it, \
      double-tap to zoom in and out, drag it down to close. Right-click or long-press a \
      thumbnail for its menu. With no display, or with --tour, it plays a tour headless and \
      writes PNGs.
      """,
    version: OpenUIKitRelease.version)

  @OptionGroup var options: DemoOptions

  func run() throws {
    try options.launch(
      name: "Photos", title: "OpenUIKit Photos", size: CGSize(width: 960, height: 640),
      makeRoot: { _ in PhotoGridViewController() },
      tour: { player, root in try PhotosTour.play(player, root as! PhotoGridViewController) })
  }
}
