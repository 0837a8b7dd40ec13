import Foundation

// The controllers between a will and a did appearance callback. One whose callbacks come from
// its view joining or leaving a window (no container drives it) is halfway only while a change
// of the view tree is under way: when the outermost change ends, every such controller is
// brought to where its view is. App code moving views inside the hooks of a move found path
// after path around the hooks' own bookkeeping (fuzz streams 10039732, 10634246, 10655990,
// 12022726, 12730188); this is the rule that holds whatever the path.
extension UIViewController {
  private struct HalfwayEntry {
    weak var controller: UIViewController?
  }

  /// The controllers halfway, in the order they got there (freed ones dropped as found).
  private static var halfwayEntries: [HalfwayEntry] = []

  /// How many controllers may be halfway (freed ones included until the next settle).
  static var halfwayCount: Int { halfwayEntries.count }

  /// Keeps the list as `appearance` changes.
  func halfwayDidChange(_ isHalfway: Bool) {
    if isHalfway {
      Self.halfwayEntries.append(HalfwayEntry(controller: self))
    } else {
      Self.halfwayEntries.removeAll { $0.controller === self || $0.controller == nil }
    }
  }

  /// Whether ``settleHalfway()`` is running (app code in the callbacks it calls may change
  /// the tree again; those changes settle in its next round).
  private static var isSettling = false

  /// Brings every halfway controller no container drives to where its view is: it finishes
  /// (its view is where the will callback said), or turns back and finishes (`viewWillAppear`
  /// then `viewWillDisappear`, as UIKit cancels an appearance).
  static func settleHalfway() {
    guard !halfwayEntries.isEmpty, !isSettling else { return }
    isSettling = true
    defer { isSettling = false }
    // A few rounds: the callbacks run app code, which may leave others halfway.
    for _ in 0..<4 {
      halfwayEntries.removeAll { $0.controller == nil }
      let stale = halfwayEntries.compactMap(\.controller).filter { !$0.appearanceDriven }
      guard !stale.isEmpty else { return }
      for controller in stale { controller.settleToWindow() }
    }
  }

  /// Brings this controller to where its view is (inside or outside a window).
  func settleToWindow() {
    guard !appearanceDriven else { return }
    let inWindow = viewIfLoaded?.window != nil
    switch appearance {
    case .appearing where !inWindow, .disappearing where inWindow:
      beginAppearance(inWindow, animated: false)
      finishAppearance()
    case .appearing, .disappearing:
      finishAppearance()
    case .appeared, .disappeared:
      break
    }
  }
}

extension UIView {
  /// How deep the changes of the view tree under way are nested (hooks run app code that
  /// changes it again).
  static var treeChangeDepth = 0

  /// Runs a change of the view tree; the outermost one settles the controllers it left
  /// halfway (``UIViewController/settleHalfway()``).
  func changingTree(_ change: () -> Void) {
    UIView.treeChangeDepth += 1
    change()
    UIView.treeChangeDepth -= 1
    if UIView.treeChangeDepth == 0, UIViewController.halfwayCount > 0 {
      UIViewController.settleHalfway()
    }
  }
}
