// The OpenUIKit Gallery: eight scenes that show hit testing, dragging, multi-touch, the
// responder chain, touch areas, gestures, controls and drawing. In a window it runs until
// closed; with no display (or --tour) it plays a built-in tour on the offscreen driver, saves a
// PNG per scene and exits.
//
// Usage: Gallery [--tour] [--screenshots DIR] [--ready-file PATH] [--scene N] [--record FILE]
//                [--replay FILE]
// --record writes every input record to FILE; --replay plays such a file headless on a manual
// clock and prints the callbacks the live run printed. Any app records with OPENUIKIT_RECORD=FILE.
import Foundation
import OpenUIKit
import OpenUIKitSDL

let status = MainActor.assumeIsolated { GalleryApp(arguments: CommandLine.arguments).run() }
exit(status)
