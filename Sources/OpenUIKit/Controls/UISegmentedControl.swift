import Foundation

/// A row of segments, one of them selected, as UIKit's: titles or images (or `UIAction`s), a
/// white thumb under the selected one on a grey track. Touching down on a segment highlights
/// it; lifting the finger on it selects it, sends `.valueChanged` and performs its action (a
/// segment made from a `UIAction`). ``isMomentary`` segments light up only while touched.
/// Setting ``selectedSegmentIndex`` from code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// Accessibility: the control is a container of one button element per segment (selected
  /// when it is), as UIKit's.
  override var defaultAccessibility: AccessibilityAttributes { AccessibilityAttributes() }
  override var defaultAccessibilityElements: [Any]? { segmentElements() }
  /// The segments' elements, kept so that a client holding one holds the same object.
  var segmentElementCache: [UIAccessibilityElement] = []
  /// The index of no segment.
  public static let noSegment = -1

  /// What one segment shows and does.
  struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    /// A fixed width; 0 lets the control size it.
    var width: CGFloat = 0
  }

  private var segments: [Segment] = []
  private var labels: [UIView] = []
  private var separators: [UIView] = []
  private let thumb = UIView(frame: .zero)
  /// The segment under a touch, highlighted while it is.
  private var touchedSegment: Int?

  /// The selected segment, or ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if !segments.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = UISegmentedControl.noSegment
      }
      if selectedSegmentIndex != oldValue { setNeedsLayout() }
    }
  }
  /// Whether a segment lights up only while touched and is not kept selected.
  open var isMomentary = false
  /// Whether segments are as wide as their content rather than all equal.
  open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }
  /// The colour of the selected segment's thumb (white when nil).
  open var selectedSegmentTintColor: UIColor? { didSet { updateLook() } }
  private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// A control with a segment for each item: a `String` (a title) or a `UIImage`.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    setUp()
    for item in items ?? [] {
      if let image = item as? UIImage {
        segments.append(Segment(image: image))
      } else {
        segments.append(Segment(title: "\(item)"))
      }
    }
    rebuild()
  }

  /// A control with a segment for each action: its title and image, and it is performed when
  /// the segment is chosen.
  public init(frame: CGRect, actions: [UIAction]) {
    super.init(frame: frame)
    setUp()
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    rebuild()
  }

  /// A control without segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) { nil }

  private func setUp() {
    backgroundColor = UIColor(white: 0.46, alpha: 0.12)
    layer.cornerRadius = 8
    thumb.isUserInteractionEnabled = false
    thumb.layer.cornerRadius = 7
    thumb.layer.shadowOpacity = 0.12
    thumb.layer.shadowRadius = 4
    thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    addSubview(thumb)
    updateLook()
  }

  // MARK: - Segments

  /// Adds a segment titled `title` at `segment` (clamped to the ends).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }
  /// Adds a segment showing `image` at `segment`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }
  /// Adds a segment for `action` at `segment`.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }
  /// Removes the segment at `segment` (nothing when there is none).
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = UISegmentedControl.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    rebuild()
  }
  /// Removes every segment.
  open func removeAllSegments() {
    segments = []
    selectedSegmentIndex = UISegmentedControl.noSegment
    rebuild()
  }

  private func insert(_ segment: Segment, at index: Int) {
    let at = min(max(index, 0), segments.count)
    segments.insert(segment, at: at)
    if selectedSegmentIndex >= at { selectedSegmentIndex += 1 }
    rebuild()
  }

  /// Sets a segment's title (it then shows no image).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    update(segment) {
      $0.title = title
      $0.image = nil
    }
  }
  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }
  /// Sets a segment's image (it then shows no title).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    update(segment) {
      $0.image = image
      $0.title = nil
    }
  }
  /// A segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }
  /// Enables or disables one segment (a disabled one cannot be chosen, and is dimmed).
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    update(segment) { $0.isEnabled = enabled }
  }
  /// Whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }
  /// Gives a segment a fixed width (0: sized by the control).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    update(segment) { $0.width = width.isFinite ? max(0, width) : 0 }
  }
  /// A segment's fixed width (0 when the control sizes it).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }
  /// The action of a segment made from one.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }
  /// The index of the segment whose action has `identifier`, or ``noSegment``.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == identifier } ?? UISegmentedControl.noSegment
  }
  /// Replaces a segment's action (and its title and image).
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    update(segment) {
      $0.action = action
      $0.title = action.title
      $0.image = action.image
    }
  }
  /// Sets the title attributes for a state (the font and colour are used).
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    textAttributes[state.rawValue] = attributes
    rebuild()
  }
  /// The title attributes set for a state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    textAttributes[state.rawValue]
  }

  private func update(_ index: Int, _ change: (inout Segment) -> Void) {
    guard segments.indices.contains(index) else { return }
    change(&segments[index])
    rebuild()
  }

  // MARK: - Look

  private func rebuild() {
    for view in labels + separators { view.removeFromSuperview() }
    labels = segments.map { segment in
      if let image = segment.image {
        let view = UIImageView(image: image)
        view.contentMode = .center
        return view
      }
      let label = UILabel(frame: .zero)
      label.text = segment.title
      label.textAlignment = .center
      return label
    }
    separators = segments.dropFirst().map { _ in
      let line = UIView(frame: .zero)
      line.backgroundColor = UIColor(white: 0.55, alpha: 0.35)
      line.isUserInteractionEnabled = false
      return line
    }
    for view in separators + labels {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    updateLook()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func updateLook() {
    thumb.backgroundColor = selectedSegmentTintColor ?? .white
    for (index, view) in labels.enumerated() {
      let segment = segments[index]
      let selected = index == selectedSegmentIndex || (isMomentary && index == touchedSegment)
      let attributes = textAttributes[selected ? UIControl.State.selected.rawValue : 0]
      let enabled = isEnabled && segment.isEnabled
      let color = (attributes?[.foregroundColor] as? UIColor) ?? .label
      if let label = view as? UILabel {
        label.font =
          (attributes?[.font] as? UIFont)
          ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
        label.textColor = color
      } else {
        view.tintColor = color
      }
      view.alpha = enabled ? (index == touchedSegment && !selected ? 0.6 : 1) : 0.35
    }
  }

  open override func stateDidChange() {
    super.stateDidChange()
    updateLook()
  }

  /// The segments' widths across `width`: fixed ones as set, the others equal (or by content).
  private func segmentWidths(in width: CGFloat) -> [CGFloat] {
    let fixed = segments.reduce(0) { $0 + $1.width }
    let free = segments.filter { $0.width == 0 }.count
    let left = max(0, width - fixed)
    if apportionsSegmentWidthsByContent, free > 0 {
      let contents = labels.enumerated().map { index, view in
        segments[index].width > 0 ? 0 : view.intrinsicContentSize.width + 16
      }
      let total = max(1, contents.reduce(0, +))
      return segments.indices.map { index in
        segments[index].width > 0 ? segments[index].width : left * contents[index] / total
      }
    }
    let each = free > 0 ? left / CGFloat(free) : 0
    return segments.map { $0.width > 0 ? $0.width : each }
  }

  /// The frames of the segments in the control.
  func segmentFrames() -> [CGRect] {
    var x: CGFloat = 0
    return segmentWidths(in: bounds.width).map { width in
      defer { x += width }
      return CGRect(x: x, y: 0, width: width, height: bounds.height)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = segmentFrames()
    for (index, frame) in frames.enumerated() {
      labels[index].frame = frame.insetBy(dx: 4, dy: 0)
      if index > 0 {
        let hidden = [index, index - 1].contains(selectedSegmentIndex)
        separators[index - 1].frame = CGRect(
          x: frame.minX - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
        separators[index - 1].alpha = hidden ? 0 : 1
      }
    }
    let shown = isMomentary ? touchedSegment : selectedSegmentIndex
    if let shown, frames.indices.contains(shown) {
      thumb.isHidden = false
      thumb.frame = frames[shown].insetBy(dx: 2, dy: 2)
    } else {
      thumb.isHidden = true
    }
    updateLook()
  }

  /// Each segment as wide as its widest content plus padding, 32 points high.
  open override var intrinsicContentSize: CGSize {
    let widest = labels.enumerated().map { index, view in
      segments[index].width > 0 ? segments[index].width : view.intrinsicContentSize.width + 24
    }
    let width =
      apportionsSegmentWidthsByContent
      ? widest.reduce(0, +) : (widest.max() ?? 0) * CGFloat(segments.count)
    return CGSize(width: width, height: 32)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  // MARK: - Touches

  private func segment(at point: CGPoint) -> Int? {
    segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    touchedSegment = segment(at: touch.location(in: self))
    setNeedsLayout()
    updateLook()
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    let now = isInTrackingArea(point) ? segment(at: point) : nil
    if now != touchedSegment {
      touchedSegment = now
      setNeedsLayout()
      updateLook()
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    let chosen = touchedSegment
    touchedSegment = nil
    defer {
      setNeedsLayout()
      updateLook()
    }
    guard let chosen, segments.indices.contains(chosen), segments[chosen].isEnabled,
      let touch, isInTrackingArea(touch.location(in: self))
    else { return }
    if !isMomentary {
      guard chosen != selectedSegmentIndex else { return }
      selectedSegmentIndex = chosen
    }
    // The segment's own action first, then the control's .valueChanged targets, as UIKit.
    if let action = segments[chosen].action { sendAction(action) }
    sendActions(for: .valueChanged, with: event)
  }

  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    touchedSegment = nil
    setNeedsLayout()
    updateLook()
  }

  /// Refuses an ancestor's single tap and an ancestor's horizontal pan (spec H18/H19).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !isCancellingAncestorTap(gestureRecognizer) && !movesAlongHorizontalTrack(gestureRecognizer)
  }
}
