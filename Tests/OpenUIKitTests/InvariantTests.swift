import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing

/// `checkInvariants()` finds each relation broken by hand (internal state, hence `@testable`),
/// and stays quiet mid-gesture when all is well.
@Suite("checkInvariants: the relations that must always agree", .debugSwitchesOff)
@MainActor
struct InvariantTests {
  /// Two fingers down on a view with a pan, its parent with a tap: every relation in use.
  func midGesture() -> (TestScene, UIView, UIPanGestureRecognizer) {
    let scene = TestScene()
    let parent = UIView(frame: CGRect(0, 0, 200, 200))
    let child = UIView(frame: CGRect(10, 10, 100, 100))
    child.isMultipleTouchEnabled = true
    scene.window.addSubview(parent)
    parent.addSubview(child)
    let pan = UIPanGestureRecognizer()
    child.addGestureRecognizer(pan)
    parent.addGestureRecognizer(UITapGestureRecognizer())
    scene.fingers.together { $0.press(0, at: CGPoint(20, 20)).press(1, at: CGPoint(50, 50)) }
    scene.fingers.onBrokenInvariants = nil
    return (scene, child, pan)
  }

  @Test("all relations hold in the middle of a gesture, and once it is over")
  func sound() {
    let (scene, _, pan) = midGesture()
    #expect(pan.trackedTouches.count == 2 && scene.window.touchesInDelivery.count == 2)
    #expect(scene.app.checkInvariants().isEmpty)
    scene.fingers.release(0).release(1)
    #expect(scene.app.checkInvariants().isEmpty)
  }

  @Test("a touch and a recognizer that do not list each other are found, from either side")
  func touchAndRecognizer() throws {
    let (scene, _, pan) = midGesture()
    let touch = try #require(pan.trackedTouches.first)
    touch.recognizers.removeObject(pan)
    #expect(scene.app.checkInvariants().map(\.kind) == [.touchAndRecognizerDisagree])
    touch.recognizers.append(pan)
    pan.trackedTouches.removeObject(touch)
    #expect(scene.app.checkInvariants().map(\.kind) == [.touchAndRecognizerDisagree])
    // Mended and ended, or the touch would keep the pan (and the pan its view) alive past the
    // test: the cleanup that lets them go walks the relation this test broke.
    pan.trackedTouches.append(touch)
    scene.fingers.release(0).release(1)
    #expect(scene.app.checkInvariants().isEmpty)
  }

  @Test("a live touch its window does not track, or one tracked twice, is found")
  func liveTouchAndWindow() throws {
    let (scene, _, _) = midGesture()
    let touch = try #require(scene.window.touchesInDelivery.first)
    scene.window.touchesInDelivery.removeObject(touch)
    #expect(scene.app.checkInvariants().map(\.kind) == [.liveTouchNotInWindow])
    scene.window.touchesInDelivery += [touch, touch]
    #expect(scene.app.checkInvariants().map(\.kind) == [.windowTouchListWrong])
    scene.window.touchesInDelivery.removeObject(touch)
    scene.window.touchesInDelivery.append(touch)
    scene.fingers.release(0).release(1)
    #expect(scene.app.checkInvariants().isEmpty)
  }

  @Test("a view whose superview disagrees, or a view in two places, is not a tree")
  func tree() {
    let (scene, child, _) = midGesture()
    let other = UIView(frame: CGRect(0, 300, 10, 10))
    scene.window.addSubview(other)
    other.subviews.append(child)
    let twice = scene.app.checkInvariants()
    #expect(twice.map(\.kind) == [.notATree, .notATree], "other's list is wrong, child is twice")
    other.subviews.removeAll()
    #expect(scene.app.checkInvariants().isEmpty)
    #expect(other.checkInvariants().isEmpty, "a tree outside a window is checked the same way")
  }

  @Test("a touch sequence reports broken relations after the step that finds them")
  func touchSequenceReports() throws {
    let (scene, _, pan) = midGesture()
    var reported: [[InvariantViolation.Kind]] = []
    scene.fingers.onBrokenInvariants = { reported.append($0.map(\.kind)) }
    scene.fingers.move(0, to: CGPoint(22, 22))
    #expect(reported.isEmpty)
    let touch = try #require(pan.trackedTouches.first)
    touch.recognizers.removeObject(pan)
    scene.fingers.wait(0.01)
    #expect(reported == [[.touchAndRecognizerDisagree]])
    touch.recognizers.append(pan)
    scene.fingers.release(0).release(1)
    #expect(reported.count == 1, "mended, the relations hold again")
  }
}
