import Foundation
import OpenUIKit

// Accessibility: app code changes views' accessibility (labels, traits, elements, hidden and
// modal containers, lists of elements naming views inside, elements whose container is gone), then walks the tree as a screen reader does and acts on what it finds — activating,
// incrementing and decrementing run the controls' actions, whose app code may remove the very
// views the walk returned (as an assistive-technology client holding them would see).
extension FuzzScene {
  /// Between steps, an AT-SPI client (a screen reader, UI automation) asks and acts over the
  /// bridge's server, holding the paths it was given while app code removes their views. Its
  /// own random source, so each stream's input and app code stay what they were.
  func clientStep() {
    guard let client = atspiClient, clientRandom.chance(0.3) else { return }
    for _ in 0..<clientRandom.int(1...3) {
      client.act(using: &clientRandom) { ledger.trace($0) }
    }
  }

  func accessibilityCode(using r: inout FuzzRandom) {
    guard let view = randomView(using: &r) else { return }
    ledger.trace("accessibility code on \(probeName(view))")
    switch r.int(0...6) {
    case 0: view.accessibilityLabel = r.chance(0.5) ? "Label \(r.int(0...9))" : nil
    case 1: view.isAccessibilityElement = r.chance(0.5)
    case 2: view.accessibilityTraits = UIAccessibilityTraits(rawValue: UInt64(r.int(0...0xFFFF)))
    case 3: view.accessibilityElementsHidden = r.chance(0.5)
    case 4: view.accessibilityViewIsModal = r.chance(0.5)
    case 5:
      // Elements naming views inside this one (as apps list their own subviews; app code may
      // remove them later, and the list keeps them), and elements whose container is gone.
      var listed: [Any] = []
      let inside = liveViews.filter { $0 !== view && $0.isDescendant(of: view) }
      if !inside.isEmpty { listed.append(r.pick(inside)) }
      let element = UIAccessibilityElement(accessibilityContainer: r.chance(0.5) ? view : UIView())
      element.accessibilityFrameInContainerSpace = CGRect(
        x: r.double(-1e6...1e6), y: r.double(-100...100), width: r.double(0...1e9), height: 10)
      listed.append(element)
      if r.chance(0.2) { listed.append("not an element") }
      view.accessibilityElements = r.chance(0.8) ? listed : nil
    default:
      view.accessibilityCustomActions = [
        UIAccessibilityCustomAction(name: "Act") { [weak self] _ in
          self?.appCode(at: "custom action", event: nil)
          return true
        }
      ]
    }
    // A screen reader walks the tree and acts on a few elements.
    guard let window = view.window else { return }
    let found = window.accessibleElements()
    for object in found.prefix(3) {
      if let element = object as? UIView {
        _ = (element.accessibilityLabel, element.accessibilityValue, element.accessibilityFrame)
        switch r.int(0...3) {
        case 0: _ = element.accessibilityActivate()
        case 1: element.accessibilityIncrement()
        case 2: element.accessibilityDecrement()
        default:
          _ = element.accessibilityCustomActions?.first?.actionHandler?(
            UIAccessibilityCustomAction(name: "x") { _ in true })
        }
      } else if let element = object as? UIAccessibilityElement {
        _ = (element.accessibilityFrame, element.accessibilityActivate())
      }
    }
  }
}
