import ArgumentParser
import DemoSupport
import Foundation
import OpenUIKit

/// Paint's command line: the demos' shared options.
struct PaintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Paint",
    abstract: "OpenUIKit's finger-painting demo.",
    discussion: """
      Paint with one finger or the mouse; fingers that land one after another each paint in \
      their own colour, with the width following their pressure where the screen reports it. \
      Two fingers landing together pinch to zoom and pan the canvas. Undo and redo with the \
      buttons, Ctrl+Z and Ctrl+Shift+Z, or a shake; Export PNG writes the painting. With no \
      display, or with --tour, it plays a tour headless and writes PNGs.
      """,
    version: OpenUIKitRelease.version)

  @OptionGroup var options: DemoOptions

  func run() throws {
    try options.launch(
      name: "Paint", title: "OpenUIKit Paint", size: CGSize(width: 960, height: 640),
      makeRoot: { directory in
        let controller = PaintViewController()
        controller.exportPath = (directory as NSString).appendingPathComponent("painting.png")
        return controller
      },
      tour: { player, root in try PaintTour.play(player, root as! PaintViewController) })
  }
}
