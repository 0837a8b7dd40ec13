import Foundation

/// The window the on-screen keyboard is shown in: above every window of the app (alerts too),
/// along the bottom of the screen; never the key window, so the first responder stays where
/// it is. It holds the first responder's `inputAccessoryView` on top and, below, its
/// `inputView` or the keys.
@MainActor
final class KeyboardWindow: UIWindow {
  static let level = UIWindow.Level(10_000_000)
  /// The keys' area, as iOS's on a phone: 216 points, taller on a big screen.
  static func keysHeight(for screen: CGSize) -> CGFloat {
    min(300, max(216, (screen.height * 0.32).rounded()))
  }

  private(set) var keys: [KeyboardKey] = []
  private var rows: [[KeyboardKey]] = []
  private(set) var accessory: UIView?
  private(set) var input: UIView?
  /// The heights the accessory and input views came with (layout then sizes them to the
  /// window, so their own frames no longer say).
  private var accessoryHeight: CGFloat = 0
  private var inputHeight: CGFloat?
  private let keysArea = UIView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    windowLevel = Self.level
    backgroundColor = UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
    keysArea.accessibilityLabel = "Keyboard"
    keysArea.shouldGroupAccessibilityChildren = true
    addSubview(keysArea)
  }
  required init?(coder: NSCoder) { nil }

  /// Shows `rows` of keys (or `inputView` instead) under `accessory`.
  func show(
    rows specs: [[KeyboardKeySpec]], keyboard: OnScreenKeyboard, inputView: UIView?,
    accessory: UIView?
  ) {
    if self.accessory !== accessory {
      self.accessory?.removeFromSuperview()
      self.accessory = accessory
      accessoryHeight = accessory.map { max(0, $0.frame.height) } ?? 0
      if let accessory { addSubview(accessory) }
    }
    if input !== inputView {
      input?.removeFromSuperview()
      input = inputView
      inputHeight = inputView.map { $0.frame.height }.flatMap { $0 > 0 ? $0 : nil }
      if let inputView { addSubview(inputView) }
    }
    keysArea.isHidden = inputView != nil
    let current = rows.map { $0.map(\.spec) }
    if current != specs {
      for key in keys { key.removeFromSuperview() }
      rows = specs.map { row in row.map { KeyboardKey($0, keyboard: keyboard) } }
      keys = rows.flatMap { $0 }
      for key in keys { keysArea.addSubview(key) }
    }
    setNeedsLayout()
    // Laid out now: a page switched by one tap is typed on by the next at once.
    layoutIfNeeded()
  }

  /// The height of what is shown: the accessory bar and the keys (or the input view).
  func contentHeight(for screen: CGSize) -> CGFloat {
    let below = input == nil ? nil : inputHeight
    return accessoryHeight + (below ?? Self.keysHeight(for: screen))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    accessory?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: accessoryHeight)
    let area = CGRect(
      x: 0, y: accessoryHeight, width: bounds.width, height: max(0, bounds.height - accessoryHeight)
    )
    input?.frame = area
    keysArea.frame = area
    layoutKeys(in: CGRect(origin: .zero, size: area.size))
  }

  /// Rows of equal height; in each row, keys share the width by their units, 6 points apart.
  private func layoutKeys(in area: CGRect) {
    guard !rows.isEmpty else { return }
    let gap: CGFloat = 6
    let rowHeight = (area.height - gap * CGFloat(rows.count + 1)) / CGFloat(rows.count)
    // The letters set the unit, so shorter rows sit centred, as on iOS.
    let widest = rows.map { $0.reduce(0) { $0 + $1.spec.width } }.max() ?? 1
    let unit = (area.width - gap * (widest + 1)) / widest
    for (r, row) in rows.enumerated() {
      let units = row.reduce(0) { $0 + $1.spec.width }
      let rowWidth = units * unit + gap * CGFloat(row.count - 1)
      var x = (area.width - rowWidth) / 2
      let y = gap + CGFloat(r) * (rowHeight + gap)
      for key in row {
        let width = key.spec.width * unit + gap * (key.spec.width - 1)
        key.frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, rowHeight))
        x += width + gap
      }
    }
  }
}
