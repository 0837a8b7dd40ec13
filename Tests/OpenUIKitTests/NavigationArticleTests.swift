import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

// The Navigation article's example, as written there (scripts/check-docs checks each line).
final class Inbox: UITableViewController {
  let messages = ["Welcome", "Your order shipped", "Lunch?"]
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.textLabel?.text = messages[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let message = UIViewController()
    message.title = messages[indexPath.row]
    navigationController?.pushViewController(message, animated: true)
  }
}

@Suite("The Navigation article's example runs as it says", .debugSwitchesOff)
@MainActor
struct NavigationArticleTests {
  @Test("the inbox: a tap on a message pushes it; the back button brings the inbox back")
  func inbox() throws {
    let scene = TestScene()
    let window = scene.window
    window.rootViewController = UINavigationController(rootViewController: Inbox(style: .plain))
    window.layoutIfNeeded()
    let nav = try #require(window.rootViewController as? UINavigationController)
    let inbox = try #require(nav.topViewController as? Inbox)
    #expect(nav.navigationBar.topItem?.title == "Inbox")
    try scene.fingers.tap(on: #require(inbox.tableView.cellForRow(at: [0, 1])))
    scene.settle()
    #expect(nav.topViewController?.title == "Your order shipped")
    #expect(nav.navigationBar.content?.backButton?.title(for: .normal) == "Inbox")
    window.layoutIfNeeded()
    try scene.fingers.tap(on: #require(nav.navigationBar.content?.backButton))
    scene.settle()
    #expect(nav.topViewController === inbox && inbox.tableView.indexPathForSelectedRow == nil)
  }
}
