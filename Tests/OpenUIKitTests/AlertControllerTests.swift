import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite("UIAlertController: alerts and action sheets, by touch and by key", .debugSwitchesOff)
@MainActor
struct AlertControllerTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  /// A root controller in the window, to present from.
  private func root() -> UIViewController {
    let root = UIViewController()
    scene.window.rootViewController = root
    return root
  }

  private func key(_ code: UIKeyboardHIDUsage) {
    scene.send(.key(.down, "", code: Int(code.rawValue)))
    scene.send(.key(.up, "", code: Int(code.rawValue)))
  }

  private func button(_ alert: UIAlertController, _ title: String) throws -> UIButton {
    try #require(alert.alertView?.buttons.first { $0.action.title == title }?.button)
  }

  // Apple (UIAlertAction.init(title:style:handler:)): "handler: A block to execute when the
  // user selects the action." Apple (UIAlertController): "After configuring the alert
  // controller with the actions and style you want, present it using the
  // present(_:animated:completion:) method."
  @Test("an alert: two buttons side by side, Cancel on the left; a tap dismisses, then runs it")
  func alertButtons() throws {
    let root = root()
    var chosen: [String] = []
    var presentedDuringHandler: UIViewController?
    let alert = UIAlertController(
      title: "Delete the photo?", message: "It goes from every album.", preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { action in
        chosen.append(action.title ?? "")
        presentedDuringHandler = root.presentedViewController
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    root.present(alert, animated: true)
    scene.settle()
    scene.window.layoutIfNeeded()
    #expect(root.presentedViewController === alert && alert.view.frame == scene.window.bounds)
    let delete = try button(alert, "Delete"), cancel = try button(alert, "Cancel")
    #expect(cancel.frame.minX == 0 && delete.frame.minX == 135, "Cancel on the left")
    #expect(delete.tintColor == .systemRed)
    try scene.fingers.tap(on: delete)
    scene.settle()
    #expect(chosen == ["Delete"] && presentedDuringHandler == nil)
    #expect(alert.view.window == nil)
  }

  @Test("keys: Return chooses the preferred action, Escape Cancel; a field's Return too")
  func keys() throws {
    let root = root()
    var chosen: [String] = []
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.text = "Beach" }
    // Weakly, as apps must: the alert holds the action (a strong capture is a cycle in UIKit
    // too).
    let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in
      chosen.append("Save \(alert?.textFields?.first?.text ?? "")")
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    alert.addAction(save)
    alert.preferredAction = save
    root.present(alert, animated: false)
    scene.window.layoutIfNeeded()
    let field = try #require(alert.textFields?.first)
    #expect(field.isFirstResponder, "typing goes to the first field")
    scene.send(InputRecord(.text(" 2")))
    key(.keyboardReturnOrEnter)
    scene.settle()
    #expect(chosen == ["Save Beach 2"] && root.presentedViewController == nil)
    // Escape: the Cancel action, from an alert with no fields.
    let second = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
    second.addAction(UIAlertAction(title: "Leave", style: .default) { _ in chosen.append("Leave") })
    second.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in chosen.append("Stay") })
    root.present(second, animated: false)
    #expect(second.isFirstResponder)
    key(.keyboardEscape)
    scene.settle()
    #expect(chosen.last == "Stay")
    // Return chooses the only action that is not Cancel when none is preferred.
    root.present(second, animated: false)
    key(.keyboardReturnOrEnter)
    scene.settle()
    #expect(chosen.last == "Leave")
  }

  // The issue: "Tab moves through text fields and buttons" (focus stays in the alert).
  @Test(
    "Tab moves through the alert's field and buttons, never behind it; Return on a focused button chooses it"
  )
  func tabOrder() throws {
    let root = root()
    let behind = UIButton(configuration: .filled())
    behind.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
    root.view.addSubview(behind)
    var chosen: [String] = []
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField()
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in chosen.append("Save") })
    root.present(alert, animated: false)
    scene.window.layoutIfNeeded()
    let field = try #require(alert.textFields?.first)
    let cancel = try button(alert, "Cancel"), save = try button(alert, "Save")
    #expect(field.isFirstResponder)
    var visited: [UIView?] = []
    for _ in 0..<3 {
      key(.keyboardTab)
      visited.append(scene.window.focusedView)
    }
    #expect(visited[0] === cancel && visited[1] === save && visited[2] === field)
    #expect(!visited.contains { $0 === behind }, "focus never reaches the screen behind")
    key(.keyboardTab)
    key(.keyboardReturnOrEnter)
    scene.settle()
    #expect(chosen == ["Cancel"] && root.presentedViewController == nil)
  }

  @Test("an action sheet: rows at the bottom, Cancel on its own card; a tap outside cancels")
  func actionSheet() throws {
    let root = root()
    var chosen: [String] = []
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    for title in ["Share", "Duplicate"] {
      sheet.addAction(UIAlertAction(title: title, style: .default) { _ in chosen.append(title) })
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    root.present(sheet, animated: false)
    scene.window.layoutIfNeeded()
    let cancel = try button(sheet, "Cancel")
    #expect(cancel.convert(cancel.bounds, to: nil).maxY == CGFloat(472))
    let share = try button(sheet, "Share")
    #expect(share.convert(share.bounds, to: nil).maxY < cancel.convert(cancel.bounds, to: nil).minY)
    try scene.fingers.tap(on: share)
    scene.settle()
    #expect(chosen == ["Share"])
    root.present(sheet, animated: false)
    scene.window.layoutIfNeeded()
    scene.fingers.tap(at: CGPoint(x: 160, y: 40))
    scene.settle()
    #expect(chosen == ["Share", "Cancel"] && root.presentedViewController == nil)
  }

  @Test("bad input: a second Cancel, a field on a sheet, a disabled action; reported or ignored")
  func badInput() throws {
    // Reports made before the alert is in a window go to the current application: this one.
    let scene = TestScene()
    let root = UIViewController()
    scene.window.rootViewController = root
    func key(_ code: UIKeyboardHIDUsage) {
      scene.send(.key(.down, "", code: Int(code.rawValue)))
      scene.send(.key(.up, "", code: Int(code.rawValue)))
    }
    func button(_ alert: UIAlertController, _ title: String) throws -> UIButton {
      try #require(alert.alertView?.buttons.first { $0.action.title == title }?.button)
    }
    var chosen: [String] = []
    let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "No", style: .cancel))
    alert.addAction(UIAlertAction(title: "Also no", style: .cancel))
    let ok = UIAlertAction(title: "OK", style: .default) { _ in chosen.append("OK") }
    ok.isEnabled = false
    alert.addAction(ok)
    #expect(alert.actions.map(\.title) == ["No", "OK"])
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    #expect(scene.diagnostics.filter { $0.code == .invalidNavigation }.count == 2)
    root.present(alert, animated: false)
    scene.window.layoutIfNeeded()
    key(.keyboardReturnOrEnter)
    scene.settle()
    try scene.fingers.tap(on: button(alert, "OK"))
    scene.settle()
    #expect(chosen.isEmpty && root.presentedViewController === alert, "a disabled action waits")
    // Presented twice, or from a controller in no window: reported, nothing changes.
    root.present(alert, animated: false)
    UIViewController().present(
      UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: false)
    #expect(scene.diagnostics.filter { $0.code == .invalidNavigation }.count == 4)
    #expect(root.presentedViewController === alert)
    ok.isEnabled = true
    try scene.fingers.tap(on: button(alert, "OK"))
    scene.settle()
    #expect(chosen == ["OK"])
  }
}
