import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing

/// Context menus (issue 13): a secondary click or a long press opens the menu at the pointer;
/// it is chosen from with the mouse, a finger or the keyboard; a click outside closes it and
/// reaches nothing else.
@MainActor
@Suite("Context menus: UIContextMenuInteraction, UIMenu, UIAction (issue 13)", .debugSwitchesOff)
struct ContextMenuTests {
  private final class Fixture: UIContextMenuInteractionDelegate {
    let scene = TestScene(size: CGSize(width: 400, height: 300))
    let mouse: TouchSequence
    let card: LoggingView
    let beneath: LoggingView
    private(set) var interaction: UIContextMenuInteraction!
    var chosen: [String] = []
    var senders: [AnyObject?] = []
    var offersMenu = true
    /// What `location(in:)` answered while the delegate was asked, in the card.
    var locationWhileAsked: CGPoint?

    init() {
      mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
      beneath = scene.loggingView("beneath", CGRect(0, 0, 400, 300))
      card = scene.loggingView("card", CGRect(20, 20, 100, 60))
      interaction = UIContextMenuInteraction(delegate: self)
      card.addInteraction(interaction)
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      locationWhileAsked = interaction.location(in: card)
      guard offersMenu else { return nil }
      return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
        func action(_ title: String, _ attributes: UIMenuElement.Attributes = []) -> UIAction {
          UIAction(title: title, attributes: attributes) { [unowned self] action in
            self.chosen.append(action.title)
            self.senders.append(action.sender as AnyObject?)
          }
        }
        return UIMenu(children: [
          action("Copy"), action("Unavailable", .disabled), action("Secret", .hidden),
          UIMenu(options: .displayInline, children: [action("Share"), action("Rename")]),
          UIMenu(title: "More", children: [action("Info"), action("Archive")]),
          action("Delete", .destructive),
        ])
      })
    }

    var menuWindow: ContextMenuWindow? {
      scene.app.windows.lazy.compactMap { $0 as? ContextMenuWindow }.first { !$0.isHidden }
    }

    /// The screen point of row `index` of panel `panel`.
    func row(_ index: Int, panel: Int = 0) -> CGPoint {
      guard let view = menuWindow?.panels[panel] else { return .zero }
      let y = MenuPanelView.padding + (CGFloat(index) + 0.5) * MenuPanelView.rowHeight
      return view.convert(CGPoint(x: 30, y: y), to: nil)
    }

    func key(_ code: UIKeyboardHIDUsage) {
      scene.send(.key(.down, "", code: Int(code.rawValue)))
      scene.send(.key(.up, "", code: Int(code.rawValue)))
    }
  }

  @Test(
    "a right click opens the menu at the pointer; a click on a row runs its action and closes it")
  func rightClickAndChoose() throws {
    let f = Fixture()
    f.mouse.tap(at: CGPoint(50, 40), button: .secondary)
    let window = try #require(f.menuWindow)
    #expect(f.scene.app.keyWindow === window, "the menu takes the keyboard")
    let panel = try #require(window.panels.first)
    #expect(
      panel.elements.map(\.title) == ["Copy", "Unavailable", "Share", "Rename", "More", "Delete"])
    #expect(abs(panel.frame.minX - 50) < 1 && abs(panel.frame.minY - 40) < 1)
    #expect(approx(f.interaction.location(in: f.card), CGPoint(30, 20)))
    #expect(f.locationWhileAsked.map { approx($0, CGPoint(30, 20)) } == true, "issue 30")
    f.mouse.tap(at: f.row(0))
    #expect(f.chosen == ["Copy"] && f.senders.first! === f.interaction)
    #expect(f.menuWindow == nil && f.scene.app.keyWindow === f.scene.window)
  }

  @Test("a disabled row cannot be chosen; a click outside closes the menu and reaches nothing")
  func disabledAndOutside() {
    let f = Fixture()
    f.mouse.tap(at: CGPoint(50, 40), button: .secondary)
    let logged = f.scene.log.entries.count
    f.mouse.tap(at: f.row(1))
    #expect(f.chosen.isEmpty && f.menuWindow != nil)
    f.mouse.tap(at: CGPoint(380, 280))
    #expect(f.menuWindow == nil && f.chosen.isEmpty)
    #expect(f.scene.log.entries.count == logged, "the dismissing click is the menu's alone")
  }

  @Test("arrows skip disabled rows, Return chooses; Right opens a submenu, Left closes it; Escape")
  func keyboard() throws {
    let f = Fixture()
    f.mouse.tap(at: CGPoint(50, 40), button: .secondary)
    f.key(.keyboardDownArrow)
    f.key(.keyboardDownArrow)
    #expect(f.menuWindow?.panels.first?.highlighted == 2, "Copy, then Share: Unavailable skipped")
    f.key(.keyboardUpArrow)
    f.key(.keyboardUpArrow)
    #expect(f.menuWindow?.panels.first?.highlighted == 5, "wrapped round to Delete")
    f.key(.keyboardUpArrow)
    f.key(.keyboardRightArrow)
    #expect(f.menuWindow?.panels.count == 2)
    #expect(f.menuWindow?.panels.last?.highlighted == 0, "the submenu opens on its first row")
    f.key(.keyboardLeftArrow)
    #expect(f.menuWindow?.panels.count == 1)
    f.key(.keyboardRightArrow)
    f.key(.keyboardDownArrow)
    f.key(.keyboardReturnOrEnter)
    #expect(f.chosen == ["Archive"] && f.menuWindow == nil)
    f.mouse.tap(at: CGPoint(50, 40), button: .secondary)
    f.key(.keyboardEscape)
    #expect(f.menuWindow == nil && f.chosen == ["Archive"])
  }

  @Test("hovering a submenu row opens it; its rows are chosen with a click")
  func hoverSubmenu() {
    let f = Fixture()
    f.mouse.tap(at: CGPoint(50, 40), button: .secondary)
    f.scene.send(.pointer(.hover, id: PointerID(device: 1, index: 0), kind: .mouse, at: f.row(4)))
    #expect(f.menuWindow?.panels.count == 2)
    f.mouse.tap(at: f.row(0, panel: 1))
    #expect(f.chosen == ["Info"])
  }

  @Test("a finger held half a second opens the menu; a delegate returning nil opens none")
  func longPressAndNoMenu() {
    let f = Fixture()
    f.scene.fingers.press(at: CGPoint(50, 40)).wait(0.6)
    #expect(f.menuWindow != nil)
    f.scene.fingers.release()
    f.key(.keyboardEscape)
    f.offersMenu = false
    f.mouse.tap(at: CGPoint(50, 40), button: .secondary)
    #expect(f.menuWindow == nil)
    f.card.removeInteraction(f.interaction)
    f.offersMenu = true
    f.mouse.tap(at: CGPoint(50, 40), button: .secondary)
    #expect(f.menuWindow == nil, "removed, the interaction's recognizers are gone too")
    #expect(f.card.gestureRecognizers?.isEmpty ?? true)
  }
}
