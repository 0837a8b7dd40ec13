import Foundation
import OpenUIKit

/// A drop target for files and text dragged from the desktop: it lists what was dropped and
/// flashes green while taking it.
@MainActor
final class DropTargetView: NamedView, UIDropInteractionDelegate {
  var onDrop: ((String) -> Void)?
  private let list = UILabel()

  convenience init(frame: CGRect) {
    self.init(
      "Drop files or text here", frame: frame,
      color: UIColor(red: 0.55, green: 0.45, blue: 0.7, alpha: 1))
    list.frame = CGRect(x: 6, y: 26, width: frame.width - 12, height: frame.height - 32)
    list.font = .systemFont(ofSize: 12)
    list.textColor = .white
    list.numberOfLines = 0
    addSubview(list)
    addInteraction(UIDropInteraction(delegate: self))
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession)
    -> Bool
  {
    session.canLoadObjects(ofClass: URL.self) || session.canLoadObjects(ofClass: String.self)
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal {
    UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    var names: [String] = []
    session.loadObjects(ofClass: URL.self) { urls in names += urls.map(\.lastPathComponent) }
    session.loadObjects(ofClass: String.self) { texts in names += texts.map { "“\($0)”" } }
    let point = session.location(in: self)
    list.text = names.joined(separator: "\n")
    // A label centres its lines vertically: as tall as the lines, they start at the top.
    list.frame.size.height = min(bounds.height - 32, CGFloat(names.count) * 16)
    onDrop?("dropped \(names.joined(separator: ", ")) at (\(Int(point.x)), \(Int(point.y)))")
  }
}
