import Foundation

extension UIApplication {
  /// Delivers a drop from another application: the view under the drop point and its
  /// ancestors are asked in turn, and the first enabled ``UIDropInteraction`` whose delegate
  /// can handle the session takes it. A drop nowhere, or that no target wants, changes nothing.
  func dispatchDrop(_ input: DropInput) {
    guard !input.items.isEmpty else { return }
    guard input.location.x.isFinite, input.location.y.isFinite else {
      report(.invalidValue, "a drop reported a non-finite location; ignored")
      return
    }
    // The pointer is where the drop is: the one answer under it decides.
    pointer.move(to: input.location)
    guard let answer = answerUnderPointer() else { return }
    let items = input.items.compactMap { item -> UIDragItem? in
      switch item {
      case .file(let path):
        guard !path.isEmpty else { return nil }
        return NSItemProvider(contentsOf: URL(fileURLWithPath: path)).map(UIDragItem.init)
      case .text(let text): return UIDragItem(itemProvider: NSItemProvider(object: text))
      }
    }
    guard !items.isEmpty else { return }
    let session = DropSession(items: items, at: answer.locationInWindow, in: answer.window)
    var next: UIView? = answer.view
    while let view = next {
      // The list is copied: a delegate may add or remove interactions while it decides.
      for case let interaction as UIDropInteraction in view.interactions
      where interaction.offer(session) {
        return
      }
      next = view.superview
    }
  }
}
