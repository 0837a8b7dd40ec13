import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite("UIButton.Configuration and button menus (issue 33)", .debugSwitchesOff)
@MainActor
struct ButtonConfigurationTests {
  let scene = TestScene(size: CGSize(width: 400, height: 300))

  private func place(_ button: UIButton, _ frame: CGRect) -> UIButton {
    button.frame = frame
    scene.window.addSubview(button)
    scene.window.layoutIfNeeded()
    return button
  }

  private var menuWindow: ContextMenuWindow? {
    scene.app.windows.lazy.compactMap { $0 as? ContextMenuWindow }.first { !$0.isHidden }
  }

  // Apple (UIButton.Configuration): "plain(), tinted(), gray(), filled()" styles whose colors
  // derive from the button's tint color.
  @Test(
    "the styles: plain has no background, tinted a wash, gray a grey, filled the tint with white")
  func styles() {
    let tint = UIColor.systemBlue
    let plain = place(UIButton(configuration: .plain()), CGRect(x: 0, y: 0, width: 100, height: 40))
    let tinted = place(
      UIButton(configuration: .tinted()), CGRect(x: 0, y: 50, width: 100, height: 40))
    let gray = place(UIButton(configuration: .gray()), CGRect(x: 0, y: 100, width: 100, height: 40))
    var filledConfiguration = UIButton.Configuration.filled()
    filledConfiguration.title = "Save"
    let filled = place(
      UIButton(configuration: filledConfiguration), CGRect(x: 0, y: 150, width: 100, height: 40))
    #expect(plain.backgroundColor == nil)
    #expect(tinted.backgroundColor == tint.withAlphaComponent(0.15))
    #expect(gray.backgroundColor == UIColor(white: 0.46, alpha: 0.12))
    #expect(filled.backgroundColor == tint && filled.titleLabel?.textColor == .white)
    #expect(UIButton.Configuration.borderedProminent().tinting.isFilled)
    var colored = UIButton.Configuration.filled()
    colored.baseBackgroundColor = .systemRed
    colored.background.backgroundColor = .systemGreen
    #expect(place(UIButton(configuration: colored), .zero).backgroundColor == .systemGreen)
  }

  // Apple (UIButton.Configuration.imagePlacement, imagePadding, subtitle, titlePadding,
  // contentInsets).
  @Test(
    "the content: the image on its side with the padding, the subtitle under the title, the insets around"
  )
  func layout() throws {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Download"
    configuration.image = UIImage(systemName: "plus")
    configuration.imagePadding = 8
    let button = place(
      UIButton(configuration: configuration), CGRect(x: 0, y: 0, width: 200, height: 44))
    let image = try #require(button.imageView?.frame),
      title = try #require(button.titleLabel?.frame)
    #expect(title.minX - image.maxX == 8, "leading image, 8 points before the title")
    let size = button.intrinsicContentSize
    #expect(size.width == image.width + 8 + title.width + 24, "12-point insets a side (medium)")
    configuration.imagePlacement = .trailing
    button.configuration = configuration
    button.layoutIfNeeded()
    #expect(button.imageView!.frame.minX - button.titleLabel!.frame.maxX == 8)
    configuration.imagePlacement = .top
    configuration.subtitle = "12 MB"
    configuration.titlePadding = 2
    button.configuration = configuration
    button.frame.size = button.intrinsicContentSize
    button.layoutIfNeeded()
    let img = button.imageView!.frame, ttl = button.titleLabel!.frame,
      sub = button.subtitleLabel.frame
    #expect(ttl.minY - img.maxY == 8 && sub.minY - ttl.maxY == 2, "image, title, subtitle downward")
    #expect(button.subtitleLabel.text == "12 MB" && button.subtitleLabel.textAlignment == .center)
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    configuration.buttonSize = .large
    button.configuration = configuration
    #expect(button.configuration?.contentInsets.leading == 2, "set insets survive a size change")
  }

  @Test(
    "corner styles: dynamic follows the size, capsule is half the height, fixed the background's")
  func corners() {
    var configuration = UIButton.Configuration.filled()
    let button = place(
      UIButton(configuration: configuration), CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(button.layer.cornerRadius == 8)
    configuration.cornerStyle = .capsule
    button.configuration = configuration
    button.layoutIfNeeded()
    #expect(button.layer.cornerRadius == 20)
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 3
    button.configuration = configuration
    button.layoutIfNeeded()
    #expect(button.layer.cornerRadius == 3)
  }

  // Apple (UIButton.configurationUpdateHandler): "A closure that executes when the button
  // state changes."
  @Test("the update handler runs as the state changes; a spinner replaces the image while busy")
  func updateHandlerAndSpinner() throws {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Send"
    configuration.image = UIImage(systemName: "checkmark")
    let button = place(
      UIButton(configuration: configuration), CGRect(x: 100, y: 100, width: 120, height: 40))
    var states: [Bool] = []
    button.configurationUpdateHandler = { button in
      states.append(button.isHighlighted)
      button.configuration?.showsActivityIndicator = button.isSelected
    }
    scene.fingers.press(0, at: CGPoint(x: 160, y: 120))
    #expect(states.last == true)
    scene.fingers.release(0)
    #expect(states.last == false)
    button.isSelected = true
    let spinner = try #require(button.activityIndicator)
    #expect(
      spinner.isAnimating && spinner.superview === button && button.imageView?.isHidden == true)
    button.isSelected = false
    #expect(button.activityIndicator == nil && button.imageView?.isHidden == false)
  }

  // Apple (UIButton.showsMenuAsPrimaryAction): "A Boolean value that determines whether the
  // menu is the button's primary action." Apple (changesSelectionAsPrimaryAction): "the button
  // tracks a selection, either through the menu or through the button's title."
  @Test("a menu as the primary action opens on a tap; a pop-up button shows and marks its choice")
  func menus() throws {
    var chosen: [String] = []
    var events: [String] = []
    let actions = ["Newest", "Oldest", "Name"].map { title in
      UIAction(title: title) { _ in chosen.append(title) }
    }
    let button = place(UIButton(type: .system), CGRect(x: 20, y: 20, width: 120, height: 40))
    button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
    button.menu = UIMenu(title: "", children: actions)
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    #expect(button.currentTitle == "Newest" && actions[0].state == .on, "the first is marked")
    scene.fingers.tap(at: CGPoint(x: 80, y: 40))
    let window = try #require(menuWindow)
    #expect(events == ["menu"], "no primary action: the menu is it")
    let panel = try #require(window.panels.first)
    let y = MenuPanelView.padding + 1.5 * MenuPanelView.rowHeight
    scene.fingers.tap(at: panel.convert(CGPoint(x: 30, y: y), to: nil))
    #expect(chosen == ["Oldest"] && menuWindow == nil)
    #expect(button.currentTitle == "Oldest" && actions[1].state == .on && actions[0].state == .off)
    // Without showsMenuAsPrimaryAction a tap is the primary action, and a hold opens the menu.
    button.changesSelectionAsPrimaryAction = false
    button.showsMenuAsPrimaryAction = false
    scene.fingers.tap(at: CGPoint(x: 80, y: 40))
    #expect(events == ["menu", "primary"] && menuWindow == nil)
    scene.fingers.press(0, at: CGPoint(x: 80, y: 40))
    scene.runFrames(for: 0.6)
    #expect(menuWindow != nil && events.last == "menu")
    scene.fingers.release(0)
  }
}
