import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Sheets: dragged down to dismiss, stretched when modal, detents, scroll views inside, Escape
/// and form sizes. (`Modal` and `PresentationListener` are in PresentationTests.swift.)
@Suite("Sheets: the drag, detents, scroll views inside, Escape", .debugSwitchesOff)
@MainActor
struct SheetPresentationTests {
  let scene = TestScene(size: CGSize(width: 960, height: 640))
  let log = EventLog()

  private func root() -> Modal {
    let root = Modal("Root", log)
    scene.window.rootViewController = root
    scene.window.layoutIfNeeded()
    log.clear()
    return root
  }

  // iPadOS with a keyboard: Escape dismisses a sheet as a swipe would (and is refused the same
  // way); Apple (preferredContentSize): a form sheet takes the presented controller's size.
  @Test("Escape dismisses a sheet like a drag down; a form sheet takes preferredContentSize")
  func escapeAndFormSize() throws {
    let root = root()
    let page = Modal("Page", log)
    let listener = PresentationListener(log)
    page.presentationController?.delegate = listener
    page.isModalInPresentation = true
    root.present(page, animated: false)
    log.clear()
    let escape = Int(UIKeyboardHIDUsage.keyboardEscape.rawValue)
    scene.send(.key(.down, "", code: escape))
    scene.send(.key(.up, "", code: escape))
    #expect(log.entries == ["didAttemptToDismiss"] && root.presentedViewController === page)
    page.isModalInPresentation = false
    log.clear()
    scene.send(.key(.down, "", code: escape))
    scene.send(.key(.up, "", code: escape))
    scene.settle()
    #expect(log.entries.first == "shouldDismiss" && log.entries.last == "didDismiss")
    #expect(root.presentedViewController == nil)
    // Full screen: Escape is not a dismissal.
    let full = Modal("Full", log, style: .fullScreen)
    root.present(full, animated: false)
    scene.send(.key(.down, "", code: escape))
    scene.send(.key(.up, "", code: escape))
    scene.settle()
    #expect(root.presentedViewController === full)
    full.dismiss(animated: false)
    let form = Modal("Form", log, style: .formSheet)
    form.preferredContentSize = CGSize(width: 400, height: 300)
    root.present(form, animated: false)
    #expect(
      form.presentationController?.presentedView?.frame
        == CGRect(x: 280, y: 170, width: 400, height: 300))
  }

  // Apple (UISheetPresentationController): a sheet the user can drag down to dismiss.
  @Test("a drag down follows the finger; past half way the sheet goes, short of it it comes back")
  func swipeDown() throws {
    let root = root()
    let page = Modal("Page", log)
    let listener = PresentationListener(log)
    page.presentationController?.delegate = listener
    root.present(page, animated: false)
    let card = try #require(page.sheetPresentationController?.presentedView)
    log.clear()
    // Short: 150 of 630 points, then held still: it comes back, the dismissal taken back.
    scene.fingers.press(0, at: CGPoint(x: 480, y: 200)).drag(
      0, to: CGPoint(x: 480, y: 350), steps: 10)
    #expect(abs(card.frame.minY - 150) < 20, "the card follows the finger: \(card.frame.minY)")
    scene.fingers.wait(0.2)
    scene.fingers.release(0)
    scene.settle()
    #expect(card.frame.minY == 10 && root.presentedViewController === page)
    #expect(
      log.entries == [
        "shouldDismiss", "willDismiss", "Page.willDisappear+dismissed", "Page.willAppear",
        "Page.didAppear",
      ])
    // Past half way: dismissed.
    log.clear()
    scene.drag(from: CGPoint(x: 480, y: 100), to: CGPoint(x: 480, y: 500), hold: 0.2)
    scene.settle()
    #expect(root.presentedViewController == nil && page.view.window == nil)
    #expect(
      log.entries == [
        "shouldDismiss", "willDismiss", "Page.willDisappear+dismissed",
        "Page.didDisappear+dismissed", "didDismiss",
      ])
    // A flick: a short fast drag down dismisses too.
    root.present(page, animated: false)
    scene.drag(from: CGPoint(x: 480, y: 100), to: CGPoint(x: 480, y: 180), steps: 3)
    scene.settle()
    #expect(root.presentedViewController == nil)
  }

  @Test(
    "finding (fuzz stream 10414953): a sheet dragged down whose willDismiss presents over it dismisses that one first"
  )
  func findingDragDismissalPresentsOver() throws {
    let root = root()
    let page = Modal("Page", log)
    let listener = PresentationListener(log)
    page.presentationController?.delegate = listener
    root.present(page, animated: false)
    let over = Modal("Over", log)
    // App code in the delegate presents from the sheet being dragged away.
    listener.onWillDismiss = { page.present(over, animated: true) }
    scene.drag(from: CGPoint(x: 480, y: 100), to: CGPoint(x: 480, y: 500), hold: 0.2)
    scene.settle()
    #expect(root.presentedViewController == nil && page.presentedViewController == nil)
    #expect(page.view.window == nil && over.view.window == nil)
    let containers = scene.window.subviews.filter { $0 is PresentationContainerView }
    #expect(containers.isEmpty, "a container outlived its presentation")
    #expect(log.entries.last == "didDismiss", "\(log.entries)")
  }

  @Test("a modal sheet only stretches under the finger, and the delegate hears the attempt")
  func modalStretches() throws {
    let root = root()
    let page = Modal("Page", log)
    let listener = PresentationListener(log)
    page.presentationController?.delegate = listener
    page.isModalInPresentation = true
    root.present(page, animated: false)
    let card = try #require(page.sheetPresentationController?.presentedView)
    log.clear()
    scene.fingers.press(0, at: CGPoint(x: 480, y: 100)).drag(
      0, to: CGPoint(x: 480, y: 400), steps: 10)
    #expect(card.frame.minY > 10 && card.frame.minY < 150, "stretched, well short of the finger")
    scene.fingers.wait(0.2)
    scene.fingers.release(0)
    scene.settle()
    #expect(card.frame.minY == 10 && root.presentedViewController === page)
    #expect(log.entries == ["didAttemptToDismiss"])
  }

  // Apple (UISheetPresentationController.selectedDetentIdentifier): "The default value is nil,
  // which means the sheet displays at the smallest detent you specify in detents."
  // Apple (largestUndimmedDetentIdentifier): "The largest detent that doesn't dim the view
  // underneath the sheet."
  @Test(
    "detents: medium then large by dragging up; undimmed at medium, the window behind takes touches"
  )
  func detents() throws {
    let root = root()
    var rootTaps = 0
    root.view.addGestureRecognizer(UITapGestureRecognizer { _ in rootTaps += 1 })
    let page = Modal("Page", log)
    let sheet = try #require(page.sheetPresentationController)
    let listener = PresentationListener(log)
    sheet.delegate = listener
    sheet.detents = [.medium(), .large()]
    sheet.largestUndimmedDetentIdentifier = .medium
    sheet.prefersGrabberVisible = true
    root.present(page, animated: false)
    #expect(sheet.presentedView?.frame == CGRect(x: 128, y: 325, width: 704, height: 315))
    #expect(sheet.grabber.isHidden == false && sheet.grabber.frame.width == 36)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: sheet) == 315)
    scene.fingers.tap(at: CGPoint(x: 40, y: 100))
    #expect(rootTaps == 1 && root.presentedViewController === page, "undimmed: the tap went behind")
    log.clear()
    scene.drag(from: CGPoint(x: 480, y: 400), to: CGPoint(x: 480, y: 100), hold: 0.2)
    scene.settle()
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(sheet.presentedView?.frame == CGRect(x: 128, y: 10, width: 704, height: 630))
    #expect(log.entries == ["shouldDismiss", "detent com.apple.UIKit.large"])
    scene.fingers.tap(at: CGPoint(x: 40, y: 100))
    scene.settle()
    #expect(
      rootTaps == 1 && root.presentedViewController == nil, "dimmed at large: the tap dismissed")
  }

  @Test("a scroll view in a sheet scrolls; scrolled to its top, a drag down moves the sheet")
  func scrollViewInSheet() throws {
    let root = root()
    let page = Modal("Page", log)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 704, height: 630))
    scroll.contentSize = CGSize(width: 704, height: 3000)
    page.view.addSubview(scroll)
    root.present(page, animated: false)
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    scene.drag(from: CGPoint(x: 480, y: 200), to: CGPoint(x: 480, y: 400), hold: 0.2)
    scene.settle()
    // 200 points less the first move of 20, the pan's slop, as for a scroll view anywhere.
    #expect(scroll.contentOffset.y == 320, "the content scrolled: \(scroll.contentOffset.y)")
    #expect(root.presentedViewController === page)
    scroll.contentOffset = .zero
    scene.drag(from: CGPoint(x: 480, y: 100), to: CGPoint(x: 480, y: 500), hold: 0.2)
    scene.settle()
    #expect(root.presentedViewController == nil && scroll.contentOffset.y == 0)
  }
}
