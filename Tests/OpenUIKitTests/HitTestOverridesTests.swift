import Foundation
import OpenUIKit
import Testing

@MainActor private class EnlargedArea: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
}
@MainActor private final class InheritsEnlargedArea: EnlargedArea {}
@MainActor private final class PassThrough: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
/// Overrides plenty, but not hit testing.
@MainActor private final class BusyButDefault: UIView {
  var count = 0
  override var isHidden: Bool { didSet { count += 1 } }
  override func layoutSubviews() { count += 1 }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { count += 1 }
}
@MainActor private final class GenericView<Value>: UIView { var value: Value? }

@Suite("Which view classes keep the default hit test (issue 12)", .debugSwitchesOff)
@MainActor
struct HitTestOverridesTests {
  @Test("overrides of hitTest or point(inside:) are found, inherited ones too; others are not")
  func classification() {
    #expect(OpenUIKitDebug.detectsHitTestOverrides, "the vtable layout was confirmed")
    #expect(OpenUIKitDebug.usesDefaultHitTesting(UIView.self))
    #expect(OpenUIKitDebug.usesDefaultHitTesting(PlainSubclass.self))
    #expect(OpenUIKitDebug.usesDefaultHitTesting(BusyButDefault.self))
    #expect(OpenUIKitDebug.usesDefaultHitTesting(GenericView<Int>.self))
    #expect(OpenUIKitDebug.usesDefaultHitTesting(UILabel.self))
    #expect(OpenUIKitDebug.usesDefaultHitTesting(UIButton.self))
    #expect(OpenUIKitDebug.usesDefaultHitTesting(UIScrollView.self))
    #expect(!OpenUIKitDebug.usesDefaultHitTesting(EnlargedArea.self))
    #expect(!OpenUIKitDebug.usesDefaultHitTesting(InheritsEnlargedArea.self))
    #expect(!OpenUIKitDebug.usesDefaultHitTesting(PassThrough.self))
  }
}
