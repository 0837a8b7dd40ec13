import Foundation
import DemoSupport
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
      let (p50, p99) = percentiles(samples)
      let title = controller.currentScene.title as NSString
      print(String(format: "  scene %d %-16@ p50 %.2f ms  p99 %.2f ms", index + 1, title, p50, p99))
      if let scrolling = controller.currentScene as? ScrollingScene {
        measureScrolling(host, scrolling.list, frames: frames)
      }
    }
    return 0
  }

  /// Frames of the 10,000-row list while it scrolls: each frame moves it 13 points, as a fast
  /// drag or a fling does, from the top and from the middle of the list.
  private static func measureScrolling(_ host: SDLHost, _ list: UIScrollView, frames: Int) {
    var samples: [Double] = []
    for start in [0, list.contentSize.height / 2] {
      list.contentOffset = CGPoint(x: 0, y: start)
      for _ in 0..<frames {
        list.contentOffset.y += 13
        let begin = DispatchTime.now().uptimeNanoseconds
        host.renderIfNeeded()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6)
      }
    }
    let (p50, p99) = percentiles(samples)
    print(
      String(format: "  scene 9 while scrolling 10,000 rows: p50 %.2f ms  p99 %.2f ms", p50, p99))
    list.contentOffset = .zero
  }

  /// The median and the 99th percentile of `samples`.
  private static func percentiles(_ samples: [Double]) -> (p50: Double, p99: Double) {
    let sorted = samples.sorted()
    return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 99 / 100)])
  }
}
