import Foundation
import OpenUIKit

/// A drop target whose delegate runs app code while it decides and when it performs, and
/// proposes a copy or a cancel at random.
@MainActor
final class FuzzDropTarget: UIDropInteractionDelegate {
  weak var scene: FuzzScene?

  init(scene: FuzzScene) {
    self.scene = scene
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal {
    scene?.appCode(at: "drop.update", event: nil)
    return UIDropProposal(operation: scene?.codeChance(0.7) == true ? .copy : .cancel)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    session.loadObjects(ofClass: URL.self) { _ in }
    session.loadObjects(ofClass: String.self) { _ in }
    _ = interaction.view.map(session.location(in:))
    scene?.appCode(at: "drop.perform", event: nil)
  }
}
