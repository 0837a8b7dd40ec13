import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A touch's view and window, a recognizer's view, the key window, a timer's recognizer and the
/// overlay's latest hit path are held as weak references would be (through anchors, issue 12):
/// they never keep their object alive and read nil once it is gone. And the one-touch set a dispatch shares between its recognizers
/// and views behaves as a value: what one receiver does to its copy, no other sees.
@MainActor
@Suite("Back-references to views, and the shared set of one touch (issue 12)", .debugSwitchesOff)
struct BackReferenceTests {
  @Test("a touch kept by the app reads a nil view once that view is gone, without crashing")
  func touchOutlivesItsView() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    var view: CapturingView? = CapturingView(frame: CGRect(10, 10, 50, 50))
    weak var gone = view
    scene.window.addSubview(view!)
    scene.fingers.tap(at: CGPoint(20, 20))
    let touch = view!.touches.first
    #expect(touch?.view === view)
    view!.removeFromSuperview()
    view = nil
    #expect(gone == nil, "a touch must not keep its view alive")
    #expect(touch != nil && touch?.view == nil)
    #expect(touch?.location(in: nil) != nil)
  }

  @Test("a recognizer kept by the app reads a nil view once that view is gone")
  func recognizerOutlivesItsView() {
    let recognizer = UITapGestureRecognizer()
    weak var gone: UIView?
    do {
      let view = UIView(frame: CGRect(0, 0, 10, 10))
      gone = view
      view.addGestureRecognizer(recognizer)
      #expect(recognizer.view === view)
    }
    #expect(gone == nil, "a recognizer must not keep its view alive")
    #expect(recognizer.view == nil)
  }

  @Test("a recognizer moved to another view, then the first view gone, reads the second")
  func recognizerMoves() {
    let recognizer = UIPanGestureRecognizer()
    let second = UIView()
    do {
      let first = UIView()
      first.addGestureRecognizer(recognizer)
      second.addGestureRecognizer(recognizer)
    }
    #expect(recognizer.view === second)
    #expect(second.gestureRecognizers?.first === recognizer)
  }

  @Test("the latest hit path follows the hit view: its ancestors now; empty once it is gone")
  func latestHitPathFollowsTheView() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let outer = UIView(frame: CGRect(0, 0, 100, 100))
    var inner: UIView? = UIView(frame: CGRect(10, 10, 50, 50))
    scene.window.addSubview(outer)
    outer.addSubview(inner!)
    scene.fingers.tap(at: CGPoint(20, 20))
    #expect(
      scene.app.latestHitPath.map(ObjectIdentifier.init)
        == [scene.window, outer, inner!].map(ObjectIdentifier.init))
    inner!.removeFromSuperview()
    #expect(scene.app.latestHitPath.isEmpty, "a hit view outside any window has no path")
    inner = nil
    #expect(scene.app.latestHitPath.isEmpty)
  }

  @Test("a touch kept by the app reads a nil window once that window is gone")
  func touchOutlivesItsWindow() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    var touch: UITouch?
    weak var gone: UIWindow?
    do {
      let window = UIWindow(frame: CGRect(0, 0, 200, 200))
      gone = window
      let view = CapturingView(frame: CGRect(0, 0, 100, 100))
      window.addSubview(view)
      window.makeKeyAndVisible()
      scene.fingers.tap(at: CGPoint(20, 20))
      touch = view.touches.first
      #expect(touch?.window === window)
      #expect(scene.app.keyWindow === window)
      window.isHidden = true
    }
    #expect(gone == nil, "a touch must not keep its window alive")
    #expect(touch?.window == nil && touch?.view == nil)
    #expect(scene.app.keyWindow.map { $0 === scene.window } ?? true, "no dangling key window")
    scene.fingers.tap(at: CGPoint(20, 20))
  }

  @Test("fingers landing together: each recognizer and view hears its own touch, not another's")
  func eachHearsItsOwnTouch() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let left = CapturingView(frame: CGRect(0, 0, 100, 200))
    let right = CapturingView(frame: CGRect(100, 0, 100, 200))
    left.isMultipleTouchEnabled = true
    right.isMultipleTouchEnabled = true
    scene.window.addSubview(left)
    scene.window.addSubview(right)
    let leftRecognizer = TouchViewRecorder(), rightRecognizer = TouchViewRecorder()
    // Never recognizing, they would hold the views' ends back (G17): let them through.
    for recognizer in [leftRecognizer, rightRecognizer] { recognizer.delaysTouchesEnded = false }
    left.addGestureRecognizer(leftRecognizer)
    right.addGestureRecognizer(rightRecognizer)
    scene.fingers.together {
      $0.press(0, at: CGPoint(50, 50)).press(1, at: CGPoint(150, 50))
    }
    scene.fingers.move(1, to: CGPoint(160, 60)).move(0, to: CGPoint(40, 60))
    scene.fingers.together { $0.release(0).release(1) }
    #expect(
      leftRecognizer.views.count == 3
        && leftRecognizer.views.allSatisfy { $0 == ObjectIdentifier(left) })
    #expect(
      rightRecognizer.views.count == 3
        && rightRecognizer.views.allSatisfy { $0 == ObjectIdentifier(right) })
    #expect(left.snapshots.map(\.phase) == [.began, .moved, .ended])
    #expect(left.touches.allSatisfy { $0.view === left })
    #expect(right.snapshots.map(\.phase) == [.began, .moved, .ended])
    #expect(right.touches.allSatisfy { $0.view === right })
  }
}

/// Records the view of every touch it hears.
private final class TouchViewRecorder: UIGestureRecognizer {
  /// Identities only: holding the views would tie each view to itself through this recognizer.
  var views: [ObjectIdentifier?] = []
  private func note(_ touches: Set<UITouch>) {
    views += touches.map { $0.view.map(ObjectIdentifier.init) }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { note(touches) }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { note(touches) }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { note(touches) }
}
