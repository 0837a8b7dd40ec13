import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A touch's view, a recognizer's view and the overlay's latest hit path are held as weak
/// references would be (through the view's anchor, issue 12): they never keep a view alive and
/// read nil once it is gone. And the one-touch set a dispatch shares between its recognizers
/// and views behaves as a value: what one receiver does to its copy, no other sees.
@MainActor
@Suite("Back-references to views, and the shared set of one touch (issue 12)")
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
    #expect(leftRecognizer.views.count == 3 && leftRecognizer.views.allSatisfy { $0 === left })
    #expect(rightRecognizer.views.count == 3 && rightRecognizer.views.allSatisfy { $0 === right })
    #expect(left.snapshots.map(\.phase) == [.began, .moved, .ended])
    #expect(left.touches.allSatisfy { $0.view === left })
    #expect(right.snapshots.map(\.phase) == [.began, .moved, .ended])
    #expect(right.touches.allSatisfy { $0.view === right })
  }
}

/// Records the view of every touch it hears.
private final class TouchViewRecorder: UIGestureRecognizer {
  var views: [UIView?] = []
  private func note(_ touches: Set<UITouch>) { views += touches.map(\.view) }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { note(touches) }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { note(touches) }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { note(touches) }
}
