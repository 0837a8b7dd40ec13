import OpenUIKit
import Testing

// The ported files (Ported/) behave as their authors meant: touches, controls, recognizers,
// responder-chain actions and key commands.
@Suite("Ported UIKit code: touches, controls and actions")
@MainActor
struct PortedTouchTests {
  @Test("an enlarged hit area takes taps outside the button's bounds; a 44-pt minimum target too")
  func enlargedHitArea() {
    let scene = PortScene()
    let button = EnlargedHitAreaButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    let icon = MinimumTargetButton(frame: CGRect(x: 300, y: 300, width: 10, height: 10))
    scene.window.addSubview(button)
    scene.window.addSubview(icon)
    scene.record(button, .touchUpInside, as: "button")
    scene.record(icon, .touchUpInside, as: "icon")
    scene.fingers.tap(at: CGPoint(x: 85, y: 85))
    scene.fingers.wait(1).tap(at: CGPoint(x: 76, y: 100))
    scene.fingers.wait(1).tap(at: CGPoint(x: 290, y: 305))
    #expect(scene.log == ["button", "icon"], "15 pt out is inside the insets, 24 pt is not")
    #expect(button.point(inside: CGPoint(x: -19, y: 39), with: nil))
    button.isHidden = true
    #expect(!button.point(inside: CGPoint(x: -5, y: -5), with: nil), "hidden: the plain test")
  }

  @Test("a pass-through overlay lets touches reach the view behind, except on its own subviews")
  func passThrough() {
    let scene = PortScene()
    let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let overlay = PassThroughView(frame: scene.window.bounds)
    let onOverlay = UIButton(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    overlay.addSubview(onOverlay)
    scene.window.addSubview(behind)
    scene.window.addSubview(overlay)
    scene.record(behind, .touchUpInside, as: "behind")
    scene.record(onOverlay, .touchUpInside, as: "overlay button")
    scene.fingers.tap(at: CGPoint(x: 200, y: 200))
    scene.fingers.wait(1).tap(at: CGPoint(x: 20, y: 20))
    #expect(scene.log == ["behind", "overlay button"])

    let listed = PassThroughWindowOverlay(frame: scene.window.bounds)
    let chip = UIButton(frame: CGRect(x: 300, y: 300, width: 40, height: 40))
    listed.addSubview(chip)
    listed.interactiveViews = [chip]
    scene.window.addSubview(listed)
    scene.record(chip, .touchUpInside, as: "chip")
    scene.fingers.wait(1).tap(at: CGPoint(x: 310, y: 310))
    scene.fingers.wait(1).tap(at: CGPoint(x: 250, y: 250))
    #expect(scene.log == ["behind", "overlay button", "chip", "behind"])
  }

  @Test("a dragged card comes to the front and follows the finger")
  func draggableView() {
    let scene = PortScene()
    let back = DraggableView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let front = DraggableView(frame: CGRect(x: 120, y: 120, width: 100, height: 100))
    scene.window.addSubview(back)
    scene.window.addSubview(front)
    scene.fingers.press(at: CGPoint(x: 60, y: 60)).drag(to: CGPoint(x: 160, y: 90), steps: 10)
      .release()
    #expect(scene.window.subviews.last === back, "touching brought it to the front")
    #expect(back.panCount > 2)
    #expect(back.center == CGPoint(x: 200, y: 130), "moved by the whole translation")
    #expect(front.center == CGPoint(x: 170, y: 170))
  }

  @Test("the star rating follows taps and drags and sends valueChanged once per change")
  func starRating() {
    let scene = PortScene()
    let stars = StarRatingControl(frame: CGRect(x: 0, y: 0, width: 250, height: 50))
    scene.window.addSubview(stars)
    scene.record(stars, .valueChanged, as: "changed")
    scene.fingers.tap(at: CGPoint(x: 120, y: 25))
    #expect(stars.rating == 3)
    scene.fingers.wait(1).press(at: CGPoint(x: 20, y: 25)).drag(
      to: CGPoint(x: 240, y: 25), steps: 11
    )
    .release()
    #expect(stars.rating == 5)
    #expect(scene.log.count == 1 + 1 + 4, "3, then 1, then 2…5")
    let image = scene.render(stars)
    let filled = image.pixel(25, 25),
      empty = { () -> (UInt8, UInt8, UInt8, UInt8) in
        stars.rating = 1
        let p = scene.render(stars).pixel(125, 25)
        return (p.r, p.g, p.b, p.a)
      }()
    #expect(filled.r == 255 && filled.b < 60, "a filled star is gold")
    #expect(empty.0 == empty.2 && empty.0 > 150, "an empty star is light grey")
  }

  @Test("the rotary knob turns with a circular drag and keeps its value within range")
  func rotaryKnob() {
    let scene = PortScene()
    let knob = RotaryKnob(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    scene.window.addSubview(knob)
    scene.app.layoutIfNeeded()
    scene.record(knob, .valueChanged, as: "value")
    #expect(knob.layer.sublayers?.count == 1, "the track layer, holding the pointer layer")
    // A quarter turn clockwise around the centre (150, 150), from the top to the right.
    let points = (0...8).map { i -> CGPoint in
      let a = -CGFloat.pi / 2 + CGFloat(i) / 8 * .pi / 2
      return CGPoint(x: 150 + 40 * cos(a), y: 150 + 40 * sin(a))
    }
    var sequence = scene.fingers.press(at: points[0])
    for point in points.dropFirst() { sequence = sequence.move(to: point) }
    sequence.release()
    #expect(abs(knob.value - 1.0 / 3.0) < 0.02, "a quarter of the 3/2 π range")
    #expect(scene.log.count >= 7)
  }

  @Test("pinch, rotate and pan work together on an image view made with init(image:)")
  func transformableImageView() {
    let scene = PortScene()
    let image = UIImage(pixelWidth: 2, pixelHeight: 2, rgba: [UInt8](repeating: 200, count: 16))
    let view = TransformableImageView(image: image)
    view.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
    scene.window.addSubview(view)
    #expect(view.isUserInteractionEnabled && view.image === image)
    scene.fingers.together {
      $0.press(0, at: CGPoint(x: 160, y: 200)).press(1, at: CGPoint(x: 240, y: 200))
    }
    for step in 1...10 {
      let spread = 40 + CGFloat(step) * 4
      scene.fingers.together {
        $0.move(0, to: CGPoint(x: 200 - spread, y: 200)).move(
          1, to: CGPoint(x: 200 + spread, y: 200))
      }
    }
    scene.fingers.together { $0.release(0).release(1) }
    #expect(view.transform.a > 1.5, "scaled up with the fingers: \(view.transform)")
  }

  @Test("a custom recognizer subclass recognizes a checkmark and fails a straight line")
  func checkmark() {
    let scene = PortScene()
    let canvas = UIView(frame: scene.window.bounds)
    scene.window.addSubview(canvas)
    let checkmark = CheckmarkGestureRecognizer()
    canvas.addGestureRecognizer(checkmark)
    scene.record(checkmark, as: "check")
    scene.fingers.press(at: CGPoint(x: 100, y: 100)).drag(to: CGPoint(x: 140, y: 160), steps: 6)
      .drag(to: CGPoint(x: 220, y: 60), steps: 8).release()
    #expect(scene.log == ["check.ended"])
    scene.fingers.wait(1).press(at: CGPoint(x: 100, y: 100)).drag(
      to: CGPoint(x: 50, y: 100), steps: 5
    )
    .release()
    #expect(scene.log == ["check.ended"], "moving left first fails")
  }
}
