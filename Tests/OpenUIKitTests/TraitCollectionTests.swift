import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that logs the scale it had before each trait change, and its own scale then.
@MainActor
final class TraitLoggingView: UIView {
  var log: EventLog?
  var name = ""
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log?.record(
      "\(name) \(previousTraitCollection?.displayScale ?? -1)→\(traitCollection.displayScale)")
  }
}

/// A view controller that logs trait changes.
@MainActor
final class TraitLoggingController: UIViewController {
  var log: EventLog?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log?.record("vc \(previousTraitCollection?.displayScale ?? -1)→\(traitCollection.displayScale)")
  }
}

@Suite(
  "UITraitCollection: the display scale and the desktop's traits (issue 13)", .serialized,
  .debugSwitchesOff)
@MainActor
struct TraitCollectionTests {
  @Test(
    "the environment is an iPad-like window: .pad, regular size classes, light, the screen's scale")
  func current() {
    let traits = UIView().traitCollection
    #expect(traits.userInterfaceIdiom == .pad && traits.userInterfaceStyle == .light)
    #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
    #expect(traits.displayScale == UIScreen.main.scale)
    #expect(traits == UIScreen.main.traitCollection)
    #expect(traits.containsTraits(in: UITraitCollection(displayScale: UIScreen.main.scale)))
    #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(traits.containsTraits(in: UITraitCollection()))
  }

  @Test("traitsFrom combines collections; a later specified trait wins")
  func combining() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(displayScale: 3), UITraitCollection(),
    ])
    #expect(combined.displayScale == 3 && combined.userInterfaceStyle == .dark)
    #expect(combined.userInterfaceIdiom == .unspecified)
    #expect(
      combined.hasDifferentColorAppearance(
        comparedTo: UITraitCollection(userInterfaceStyle: .light)))
  }

  @Test("a new screen scale tells views and their controllers, parents first, with the old traits")
  func scaleChange() {
    let scene = TestScene()
    defer { scene.app.setScreenScale(1) }
    let controller = TraitLoggingController()
    controller.log = scene.log
    let root = TraitLoggingView(frame: CGRect(0, 0, 100, 100))
    root.name = "root"
    root.log = scene.log
    controller.view = root
    let child = TraitLoggingView(frame: CGRect(0, 0, 10, 10))
    child.name = "child"
    child.log = scene.log
    root.addSubview(child)
    scene.window.rootViewController = controller
    scene.app.setScreenScale(1)
    #expect(scene.log.entries.isEmpty, "the same scale changes nothing")
    scene.app.setScreenScale(2)
    #expect(scene.log.entries == ["root 1.0→2.0", "vc 1.0→2.0", "child 1.0→2.0"])
    let screen = scene.window.screen
    #expect(screen.nativeBounds.width == screen.bounds.width * 2)
    scene.app.setScreenScale(.nan)
    #expect(screen.scale == 2 && scene.diagnosticCodes.contains(.invalidValue))
  }
}
