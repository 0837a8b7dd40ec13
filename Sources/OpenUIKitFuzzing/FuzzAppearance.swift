import Foundation
import OpenUIKit

/// Where a controller is in UIKit's appearance sequence, as its callbacks tell it: each
/// `viewWillAppear` is followed by `viewDidAppear` (or, in a cancelled transition, by
/// `viewWillDisappear`), each `viewWillDisappear` by `viewDidDisappear` (or `viewWillAppear`),
/// and nothing else. ``FuzzViewController`` checks every callback against it, and the runner
/// checks that no controller is left halfway once a stream has settled.
enum FuzzAppearance: String {
  case disappeared, appearing, appeared, disappearing

  /// The four callbacks.
  enum Callback: String {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear

    /// The state the callback says the controller is in (kept after a wrong one, so one
    /// mistake is reported once).
    var implied: FuzzAppearance {
      switch self {
      case .viewWillAppear: .appearing
      case .viewDidAppear: .appeared
      case .viewWillDisappear: .disappearing
      case .viewDidDisappear: .disappeared
      }
    }
  }

  /// The state after `callback`, or nil when UIKit never sends it in this state.
  func after(_ callback: Callback) -> FuzzAppearance? {
    switch (callback, self) {
    case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): .appearing
    case (.viewDidAppear, .appearing): .appeared
    case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): .disappearing
    case (.viewDidDisappear, .disappearing): .disappeared
    default: nil
    }
  }

  /// Whether a transition is still under way.
  var isHalfway: Bool { self == .appearing || self == .disappearing }
}

extension FuzzViewController {
  /// Records `callback`, reporting it when it does not follow from the state before.
  func noteAppearance(_ callback: FuzzAppearance.Callback) {
    guard let scene else { return }
    scene.coverage?.appearanceCallbacks += 1
    scene.ledger.trace("\(probeName).\(callback.rawValue) while \(appearance.rawValue)")
    if let next = appearance.after(callback) {
      appearance = next
    } else {
      scene.ledger.add(
        .unpairedAppearance, "\(probeName) got \(callback.rawValue) while \(appearance.rawValue)")
      appearance = callback.implied
    }
  }
}
