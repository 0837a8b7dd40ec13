import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The cursor over each kind of view (issue 13): pointer interactions and their delegates'
/// regions and styles, the I-beam over text fields, the hand over buttons that ask for it, the
/// arrow elsewhere; worked out afresh, so a view moving under a still pointer changes it.
@MainActor
@Suite("Pointer interactions and the cursor (issue 13)", .debugSwitchesOff)
struct PointerCursorTests {
  private func scene() -> (TestScene, TouchSequence) {
    let scene = TestScene(size: CGSize(width: 300, height: 200))
    return (scene, TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse))
  }

  private func hover(_ scene: TestScene, _ point: CGPoint) {
    scene.send(.pointer(.hover, id: PointerID(device: 1, index: 0), kind: .mouse, at: point))
  }

  @Test(
    "the arrow over plain views, the I-beam over a text field, the hand over a button that asks")
  func defaults() {
    let (scene, _) = scene()
    let field = UITextField(frame: CGRect(0, 0, 100, 30))
    let button = UIButton(type: .system)
    button.frame = CGRect(0, 50, 100, 30)
    let plain = UIButton(type: .system)
    plain.frame = CGRect(0, 100, 100, 30)
    button.isPointerInteractionEnabled = true
    for view in [field, button, plain] { scene.window.addSubview(view) }
    #expect(scene.app.pointerCursor == nil, "no pointer yet")
    hover(scene, CGPoint(10, 10))
    #expect(scene.app.pointerCursor == .iBeam)
    hover(scene, CGPoint(10, 60))
    #expect(scene.app.pointerCursor == .hand)
    hover(scene, CGPoint(10, 110))
    #expect(scene.app.pointerCursor == .arrow, "a button that did not ask keeps the arrow")
    field.isEnabled = false
    hover(scene, CGPoint(10, 10))
    #expect(scene.app.pointerCursor == .arrow, "a disabled field is not for typing")
  }

  @Test(
    "a pointer interaction's delegate chooses the region and the style; an ancestor's applies below"
  )
  func interactionRegionsAndStyles() {
    let (scene, _) = scene()
    let canvas = UIView(frame: CGRect(0, 0, 200, 200))
    let child = UIView(frame: CGRect(0, 0, 50, 50))
    canvas.addSubview(child)
    scene.window.addSubview(canvas)
    let delegate = Regions()
    let interaction = UIPointerInteraction(delegate: delegate)
    canvas.addInteraction(interaction)
    #expect(canvas.interactions.count == 1 && interaction.view === canvas)
    hover(scene, CGPoint(20, 20))
    #expect(scene.app.pointerCursor == .crosshair, "over the child, the canvas's left half")
    hover(scene, CGPoint(150, 20))
    #expect(scene.app.pointerCursor == .resizeLeftRight)
    hover(scene, CGPoint(150, 150))
    #expect(scene.app.pointerCursor == .arrow, "no region there")
    interaction.isEnabled = false
    hover(scene, CGPoint(20, 20))
    #expect(scene.app.pointerCursor == .arrow)
    interaction.isEnabled = true
    canvas.removeInteraction(interaction)
    #expect(canvas.interactions.isEmpty && interaction.view == nil)
    hover(scene, CGPoint(20, 20))
    #expect(scene.app.pointerCursor == .arrow)
  }

  @Test("without a delegate an interaction shows the hand; hidden hides the pointer")
  func noDelegateAndHidden() {
    let (scene, _) = scene()
    let view = UIView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(view)
    view.addInteraction(UIPointerInteraction(delegate: nil))
    hover(scene, CGPoint(10, 10))
    #expect(scene.app.pointerCursor == .hand)
    let hiding = Regions()
    hiding.hides = true
    view.interactions = [UIPointerInteraction(delegate: hiding)]
    #expect(view.interactions.count == 1)
    #expect(scene.app.pointerCursor == .hidden)
  }

  @Test(
    "a view moving under a still pointer changes the cursor; outside every window there is none")
  func followsTheTree() {
    let (scene, _) = scene()
    let field = UITextField(frame: CGRect(200, 0, 100, 30))
    scene.window.addSubview(field)
    hover(scene, CGPoint(10, 10))
    #expect(scene.app.pointerCursor == .arrow)
    field.frame.origin.x = 0
    #expect(scene.app.pointerCursor == .iBeam)
    field.isHidden = true
    #expect(scene.app.pointerCursor == .arrow)
    hover(scene, CGPoint(500, 10))
    #expect(scene.app.pointerCursor == nil)
  }
}

/// Crosshair on the left half, resize arrows on the right half's top, nothing below; or hidden.
private final class Regions: UIPointerInteractionDelegate {
  var hides = false
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? {
    if hides { return defaultRegion }
    let bounds = defaultRegion.rect
    if request.location.x < bounds.midX {
      return UIPointerRegion(rect: CGRect(0, 0, bounds.midX, bounds.height), identifier: "left")
    }
    if request.location.y < bounds.midY {
      return UIPointerRegion(
        rect: CGRect(bounds.midX, 0, bounds.midX, bounds.midY), identifier: "right")
    }
    return nil
  }

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  {
    if hides { return .hidden() }
    return region.identifier == AnyHashable("left")
      ? UIPointerStyle(cursor: .crosshair) : UIPointerStyle(cursor: .resizeLeftRight)
  }
}
