import Foundation
import OpenUIKit
import OpenUIKitSDL

/// `Gallery --measure-frames N`: draws every scene N times and prints the frame times, for
/// BENCHMARKS.md. Run it on the software renderer at 1280×800 (it sets both).
@MainActor
enum FrameTimer {
  static func measure(_ host: SDLHost, _ controller: GalleryViewController, frames: Int) -> Int32 {
    print("Gallery frame times on the \(host.videoDriver) driver, software renderer, 1280×800")
    for index in controller.scenes.indices {
      controller.show(index)
      host.step(timeout: 0)
      if index == 0 { controller.currentScene.tour(TourPlayer(host: host, directory: "/tmp")) }
      var samples: [Double] = []
      for _ in 0..<frames {
        host.application.setNeedsRedraw()
        let start = DispatchTime.now().uptimeNanoseconds
        host.renderIfNeeded()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      }
      samples.sort()
      let p50 = samples[samples.count / 2], p99 = samples[min(samples.count - 1, samples.count * 99 / 100)]
      print(String(format: "  scene %d %-16@ p50 %.2f ms  p99 %.2f ms", index + 1, controller.currentScene.title as NSString, p50, p99))
    }
    return 0
  }
}
