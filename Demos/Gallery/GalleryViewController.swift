import Foundation
import OpenUIKit

/// The Gallery's root: a tab bar over the current scene. Keys 1–9 and 0 switch to the first ten
/// scenes, ← → to any (the Desktop scene is left of the first);
/// D shows the hit-area overlay.
@MainActor
final class GalleryViewController: UIViewController {
  // Made on first use, after the host has installed fonts and the image decoder.
  lazy var scenes: [GalleryScene] = [
    HitTestLabScene(frame: .zero), DragScene(frame: .zero), MultiTouchScene(frame: .zero),
    ResponderChainScene(frame: .zero), TouchAreaScene(frame: .zero), GesturesScene(frame: .zero),
    ControlsScene(frame: .zero), DrawingScene(frame: .zero), ScrollingScene(frame: .zero),
    AnimationScene(frame: .zero), DesktopScene(frame: .zero), LayoutScene(frame: .zero),
    ListsScene(frame: .zero), SettingsScene(frame: .zero), TextScene(frame: .zero),
  ]
  private lazy var tabBar = TabBar(titles: scenes.map(\.title))
  private(set) var currentIndex = 0

  override func loadView() {
    view = GalleryRootView(frame: .zero)
  }

  override func viewDidLoad() {
    assert(scenes.count == GalleryCommand.sceneCount, "--scene's range must match the scenes")
    view.backgroundColor = .white
    view.addSubview(tabBar)
    tabBar.onSelect = { [weak self] index in self?.show(index) }
    show(0)
  }

  var currentScene: GalleryScene { scenes[currentIndex] }

  func show(_ index: Int) {
    guard scenes.indices.contains(index) else { return }
    currentScene.removeFromSuperview()
    currentIndex = index
    tabBar.select(index)
    view.insertSubview(currentScene, at: 0)
    view.setNeedsLayout()
  }

  func layout() {
    tabBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
    currentScene.frame = CGRect(
      x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
  }

  // With no first responder, key presses start at the root view controller (decision E12).
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
    if let digit = Int(key.charactersIgnoringModifiers), (0...9).contains(digit) {
      // 1–9 are the first nine scenes, 0 the tenth, as on a keyboard's number row.
      show(digit == 0 ? 9 : digit - 1)
    } else if key.charactersIgnoringModifiers == "d" {
      // D toggles the hit-area overlay: where touches can land, and the latest hit path.
      OpenUIKitDebug.showsHitAreas.toggle()
      view.window?.application?.setNeedsRedraw()
    } else if key.keyCode == .keyboardRightArrow {
      show((currentIndex + 1) % scenes.count)
    } else if key.keyCode == .keyboardLeftArrow {
      show((currentIndex + scenes.count - 1) % scenes.count)
    } else {
      super.pressesBegan(presses, with: event)
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderTrace.record("GalleryViewController")
    super.touchesBegan(touches, with: event)
  }
}

/// The controller's view: lays out the tab bar and scene.
@MainActor
final class GalleryRootView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    (next as? GalleryViewController)?.layout()
  }
}

/// The Gallery's window: notes touches that reach it, for the responder-chain scene.
@MainActor
final class GalleryWindow: UIWindow {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderTrace.record("UIWindow")
    super.touchesBegan(touches, with: event)
  }
}

/// The app delegate, a responder at the end of the chain (spec D5).
@MainActor
final class GalleryDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let controller = GalleryViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = GalleryWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderTrace.record("UIApplication › GalleryDelegate")
  }
}
