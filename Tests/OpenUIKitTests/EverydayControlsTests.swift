import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite(
  "The everyday controls: segmented control, stepper, progress, activity indicator, page control",
  .debugSwitchesOff)
@MainActor
struct EverydayControlsTests {
  let scene = TestScene(size: CGSize(width: 400, height: 300))

  private func place<V: UIView>(_ view: V, _ frame: CGRect) -> V {
    view.frame = frame
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return view
  }

  // Apple (UISegmentedControl): "When the user touches a segment to change the selection, the
  // control event valueChanged is generated." Apple (isMomentary): "the segments don't show
  // their selected state after the user touches them".
  @Test(
    "a segmented control: a tap selects a segment and sends valueChanged once; code sends nothing")
  func segmented() throws {
    var log: [String] = []
    let control = place(
      UISegmentedControl(items: ["Day", "Week", "Month"]),
      CGRect(x: 50, y: 50, width: 300, height: 32))
    control.addAction(
      // Weakly, as apps must: the control holds its actions.
      UIAction { [weak control] _ in log.append("changed \(control?.selectedSegmentIndex ?? -9)") },
      for: .valueChanged)
    #expect(
      control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    scene.fingers.tap(at: CGPoint(x: 200, y: 66))
    #expect(log == ["changed 1"] && control.selectedSegmentIndex == 1)
    scene.fingers.tap(at: CGPoint(x: 200, y: 66))
    #expect(log == ["changed 1"], "the selected segment again: nothing")
    control.selectedSegmentIndex = 2
    #expect(log == ["changed 1"], "set from code: nothing sent")
    control.setEnabled(false, forSegmentAt: 0)
    scene.fingers.tap(at: CGPoint(x: 80, y: 66))
    #expect(control.selectedSegmentIndex == 2, "a disabled segment cannot be chosen")
    // Inserting before the selection keeps the same segment selected.
    control.insertSegment(withTitle: "Hour", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Hour")
    control.removeSegment(at: 3, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 7
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "out of range: none")
    control.setWidth(100, forSegmentAt: 0)
    let frames = control.segmentFrames()
    #expect(frames.map(\.width) == [CGFloat(100), CGFloat(100), CGFloat(100)])
    control.setWidth(40, forSegmentAt: 0)
    #expect(control.segmentFrames().map(\.width) == [CGFloat(40), CGFloat(130), CGFloat(130)])
    control.setWidth(100, forSegmentAt: 0)
    control.isMomentary = true
    scene.fingers.tap(at: CGPoint(x: 300, y: 66))
    #expect(
      log.last == "changed -1" && control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  // Apple (UISegmentedControl.init(frame:actions:)): "Creates a segmented control with the
  // specified frame and segments that perform the specified actions."
  @Test("a segmented control of actions performs the chosen segment's action")
  func segmentedActions() {
    var performed: [String] = []
    let actions = ["List", "Grid"].map { title in
      UIAction(title: title) { _ in performed.append(title) }
    }
    let control = place(
      UISegmentedControl(frame: .zero, actions: actions),
      CGRect(x: 50, y: 50, width: 200, height: 32))
    #expect(
      control.titleForSegment(at: 1) == "Grid" && control.actionForSegment(at: 0) === actions[0])
    scene.fingers.tap(at: CGPoint(x: 200, y: 66))
    #expect(performed == ["Grid"])
    #expect(control.segmentIndex(identifiedBy: actions[0].identifier) == 0)
  }

  // Apple (UIStepper.autorepeat): "If true, the user pressing and holding on the stepper
  // repeatedly alters value." Apple (isContinuous): "If true, value change events are sent
  // immediately when the value changes during user interaction."
  @Test("a stepper: + and − step the value within its range; held, it repeats; wraps when asked")
  func stepper() {
    var sent: [Double] = []
    let stepper = place(UIStepper(), CGRect(x: 100, y: 100, width: 94, height: 32))
    stepper.addAction(
      UIAction { [weak stepper] _ in sent.append(stepper?.value ?? .nan) }, for: .valueChanged)
    stepper.maximumValue = 3
    scene.fingers.tap(at: CGPoint(x: 170, y: 116))
    #expect(stepper.value == 1 && sent == [1])
    scene.fingers.tap(at: CGPoint(x: 120, y: 116))
    scene.fingers.tap(at: CGPoint(x: 120, y: 116))
    #expect(stepper.value == 0 && sent == [1, 0], "− at the minimum does nothing")
    // Held: a step at once, another after half a second, then every tenth.
    scene.fingers.press(0, at: CGPoint(x: 170, y: 116))
    scene.runFrames(for: 0.65)
    scene.fingers.release(0)
    #expect(stepper.value == 3 && sent == [1, 0, 1, 2, 3])
    stepper.isContinuous = false
    stepper.wraps = true
    stepper.minimumValue = 1
    scene.fingers.press(0, at: CGPoint(x: 170, y: 116))
    scene.runFrames(for: 0.55)
    scene.fingers.release(0)
    #expect(stepper.value == 2 && sent == [1, 0, 1, 2, 3, 2], "wrapped round twice, sent once")
    stepper.value = .nan
    stepper.value = 99
    #expect(stepper.value == 3, "NaN ignored, values clamped")
    stepper.stepValue = 0
    #expect(stepper.stepValue == 1, "a step of 0 is refused")
  }

  @Test("a progress view fills its track; animated, the fill moves on the frame clock")
  func progress() {
    let bar = place(
      UIProgressView(progressViewStyle: .default), CGRect(x: 0, y: 0, width: 200, height: 4))
    bar.progress = 0.25
    let fill = bar.subviews[0]
    #expect(fill.frame.width == 50)
    bar.progress = 3
    #expect(bar.progress == 1 && fill.frame.width == 200)
    bar.progress = .nan
    #expect(bar.progress == 1)
    bar.setProgress(0.5, animated: true)
    #expect(fill.frame.width == 100 && fill.hasRunningAnimations)
    scene.runFrames(for: 0.5)
    #expect(!fill.hasRunningAnimations)
    let task = Progress(totalUnitCount: 4)
    task.completedUnitCount = 3
    bar.observedProgress = task
    #expect(bar.progress == 0.75)
  }

  // Apple (UIActivityIndicatorView.hidesWhenStopped): "the activity indicator is hidden when
  // you call stopAnimating()".
  @Test("an activity indicator turns on the frame clock while animating; stopped, it hides")
  func activity() {
    let spinner = place(
      UIActivityIndicatorView(style: .large), CGRect(x: 10, y: 10, width: 37, height: 37))
    #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize.width == 37)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    scene.runFrames(for: 0.3)
    let early = spinner.phase
    scene.runFrames(for: 0.25)
    #expect(spinner.phase != early, "the bright spoke moved on")
    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)
    scene.runFrames(for: 0.2)
    #expect(scene.app.nextTimerDeadline == nil, "a stopped indicator asks for no frames")
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  // Apple (UIPageControl): "When a user taps a page control to move to the next or previous
  // page, the control sends the valueChanged event".
  @Test(
    "a page control: a tap beside the current dot moves one page; a drag scrubs; code sends nothing"
  )
  func pageControl() {
    var sent: [Int] = []
    let pages = place(UIPageControl(), CGRect(x: 0, y: 100, width: 400, height: 26))
    pages.numberOfPages = 5
    pages.addAction(
      UIAction { [weak pages] _ in sent.append(pages?.currentPage ?? -1) }, for: .valueChanged)
    scene.window.layoutIfNeeded()
    scene.fingers.tap(at: CGPoint(x: 300, y: 113))
    #expect(pages.currentPage == 1 && sent == [1])
    scene.fingers.tap(at: CGPoint(x: 50, y: 113))
    scene.fingers.tap(at: CGPoint(x: 50, y: 113))
    #expect(pages.currentPage == 0 && sent == [1, 0], "no page before the first")
    scene.drag(
      from: CGPoint(x: pages.dotCenterX(0), y: 113), to: CGPoint(x: pages.dotCenterX(3), y: 113),
      hold: 0.2)
    #expect(pages.currentPage == 3 && sent == [1, 0, 1, 2, 3])
    // Fuzzer finding 36: a finger dragged out to an enormous x made the page index overflow
    // its conversion to Int (a trap); it is bounded first now.
    scene.drag(
      from: CGPoint(x: pages.dotCenterX(3), y: 113), to: CGPoint(x: 1e300, y: 113), hold: 0.2)
    #expect(pages.currentPage == 4 && sent.last == 4)
    pages.currentPage = 9
    #expect(pages.currentPage == 4 && sent.count == 6, "clamped, and nothing sent")
    pages.numberOfPages = 1
    pages.hidesForSinglePage = true
    #expect(pages.isHidden && pages.currentPage == 0)
    #expect(pages.size(forNumberOfPages: 3).width == CGFloat(3 * 7 + 2 * 9 + 24))
  }
}
