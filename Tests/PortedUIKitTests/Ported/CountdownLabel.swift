// swift-format-ignore-file
// Ported UIKit code: a label that counts down with a Timer and stops it in deinit.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

class CountdownLabel: UILabel {
  private var timer: Timer?
  private(set) var remaining = 0

  func start(from seconds: Int) {
    remaining = seconds
    text = "\(remaining)"
    timer?.invalidate()
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
      guard let self = self else { return }
      self.remaining -= 1
      self.text = "\(self.remaining)"
      if self.remaining == 0 { timer.invalidate() }
    }
  }

  func tick() {
    remaining -= 1
    text = "\(remaining)"
  }

  deinit {
    timer?.invalidate()
    text = nil
  }
}
