// The view trees the benchmarks and the instruction-count probe share.
import Foundation
import OpenUIKit

/// 100 columns of 10 nested views each (1,000 views); the point lands in the deepest view of
/// the backmost column, so every sibling is tried first.
@MainActor
public func nestedTree() -> (UIView, CGPoint) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  for column in 0..<100 {
    var parent = UIView(
      frame: CGRect(
        x: CGFloat(column % 10) * 100, y: CGFloat(column / 10) * 100, width: 90, height: 90))
    root.addSubview(parent)
    for _ in 1..<10 {
      let child = UIView(
        frame: CGRect(x: 2, y: 2, width: parent.bounds.width - 4, height: parent.bounds.height - 4))
      parent.addSubview(child)
      parent = child
    }
  }
  return (root, CGPoint(x: 45, y: 45))
}

/// 10,000 siblings; the point lands in the backmost one only.
@MainActor
public func flatTree() -> (UIView, CGPoint) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  for index in 0..<10_000 {
    root.addSubview(
      UIView(
        frame: CGRect(
          x: CGFloat(index % 100) * 10, y: CGFloat(index / 100) * 10, width: 9, height: 9)))
  }
  return (root, CGPoint(x: 1, y: 1))
}

/// A chain of 200 views, each inside the previous one.
@MainActor
public func chain() -> (UIView, CGPoint) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  var parent = root
  for _ in 0..<200 {
    let child = UIView(
      frame: CGRect(x: 1, y: 1, width: parent.bounds.width - 2, height: parent.bounds.height - 2))
    parent.addSubview(child)
    parent = child
  }
  return (root, CGPoint(x: 500, y: 500))
}

/// A 1280×800 window holding the 1,000-view nested tree, for the hit-map benchmarks.
@MainActor
public func hitMapWindow() -> (UIApplication, UIWindow) {
  let app = UIApplication(clock: SystemClock())
  app.diagnosticHandler = { _ in }
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
  let (root, _) = nestedTree()
  root.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
  window.addSubview(root)
  window.makeKeyAndVisible()
  return (app, window)
}

/// An application on `clock` whose key window (1,000 × 1,000) holds the nested tree, and the
/// point the tree's deepest view is hit at: what the dispatch benchmark and probe send touches to.
@MainActor
public func nestedTreeApplication(clock: any MonotonicClock) -> (UIApplication, CGPoint) {
  let app = UIApplication(clock: clock)
  app.diagnosticHandler = { _ in }
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  let (root, point) = nestedTree()
  window.addSubview(root)
  window.makeKeyAndVisible()
  return (app, point)
}

/// A subclass that overrides nothing about hit testing (most real views are subclasses).
public final class BenchmarkCell: UIView {}

/// `count` siblings on a square grid of 9×9 views 10 pt apart; every tenth one turned by 0.3
/// rad when `rotated`. The point lands in the backmost one only, so a scan tries every sibling.
@MainActor
public func flatGrid(_ count: Int, subclass: Bool = false, rotated: Bool = false) -> (
  UIView, CGPoint
) {
  let side = Int(Double(count).squareRoot().rounded(.up))
  let root = UIView(
    frame: CGRect(x: 0, y: 0, width: CGFloat(side) * 10, height: CGFloat(side) * 10))
  for index in 0..<count {
    let frame = CGRect(
      x: CGFloat(index % side) * 10, y: CGFloat(index / side) * 10, width: 9, height: 9)
    let view = subclass ? BenchmarkCell(frame: frame) : UIView(frame: frame)
    if rotated && index % 10 == 5 { view.transform = CGAffineTransform(rotationAngle: 0.3) }
    root.addSubview(view)
  }
  return (root, CGPoint(x: 1, y: 1))
}

/// A complete binary tree of `2^levels − 1` views: each view holds two children side by side,
/// its left and right halves (inset by 1 pt). The point lands in the leftmost leaf, the back
/// child at every level, so each level tries the front child first and misses.
@MainActor
public func binaryTree(levels: Int) -> (UIView, CGPoint) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 65_536, height: 1000))
  func grow(_ parent: UIView, _ level: Int) {
    guard level < levels else { return }
    let half = parent.bounds.width / 2
    for side in 0..<2 {
      let child = UIView(
        frame: CGRect(
          x: CGFloat(side) * half + 1, y: 1, width: half - 2, height: parent.bounds.height - 2))
      parent.addSubview(child)
      grow(child, level + 1)
    }
  }
  grow(root, 1)
  return (root, CGPoint(x: 20, y: 500))
}

/// The textbook hit test (UIKit's documented algorithm, written with the public API and no
/// caches or indexes), run beside OpenUIKit's in the same process as the reference.
@MainActor
public func textbookHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
  guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01,
    view.point(inside: point, with: nil)
  else { return nil }
  for subview in view.subviews.reversed() {
    if let hit = textbookHitTest(subview, view.convert(point, to: subview)) { return hit }
  }
  return view
}
