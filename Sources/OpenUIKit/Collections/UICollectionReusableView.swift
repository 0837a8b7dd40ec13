import Foundation

/// A view a collection view reuses: its cells and its headers and footers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The reuse identifier it was registered under (set when the collection view makes it).
  public internal(set) var reuseIdentifier: String?

  /// A view `frame` large. Subclasses override it as in UIKit (`override init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// How a collection view makes a registered class: ``init(frame:)``, through your override of
  /// it if you have one. Swift cannot make an object from a class value through a non-`required`
  /// initialiser, hence this one (as `UITableViewCell`'s `init(registeredWithReuseIdentifier:)`).
  public required convenience init(registeredWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Called before the view is reused for another element: reset what the last one set.
  open func prepareForReuse() {}

  /// Called with the layout's attributes before the view is shown.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view wants for an estimated item: by default the same width and the
  /// height its content needs at that width (its content configuration's, or its constraints').
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let fitted = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
    fitted.frame = layoutAttributes.frame
    fitted.frame.size.height = fittingHeight(width: layoutAttributes.frame.width)
    return fitted
  }

  /// The height the view's content needs at `width`.
  func fittingHeight(width: CGFloat) -> CGFloat {
    frame.size.width = width
    return ListSupplementary.fittingHeight(of: self, width: width)
  }
}

/// One item of a collection view: a ``contentView`` for its content, a background and a
/// selected background, highlighted and selected states.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add content to.
  public let contentView = UIView()
  /// The collection view the cell shows an item of.
  weak var collection: UICollectionView?
  private var selectedState = false, highlightedState = false

  // One element read as its labels' texts (a container when it holds an enabled control).
  override var defaultAccessibility: AccessibilityAttributes {
    cellAccessibility(selected: isSelected)
  }

  /// Activating a cell selects its item as a tap does (the delegate is asked and told).
  open override func accessibilityActivate() -> Bool {
    guard let collection, collection.allowsSelection, let item = collection.indexPath(for: self)
    else { return false }
    collection.userTapped(item)
    return true
  }

  /// A cell `frame` large.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Shown behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// Shown behind the content while the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateBackground()
    }
  }

  /// Whether the cell is selected.
  open var isSelected: Bool {
    get { selectedState }
    set {
      selectedState = newValue
      updateBackground()
    }
  }

  /// Whether a finger is on the cell.
  open var isHighlighted: Bool {
    get { highlightedState }
    set {
      highlightedState = newValue
      updateBackground()
    }
  }

  /// The cell's content as a configuration: its view fills ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configurationView = UITableViewCell.install(
        contentConfiguration, replacing: configurationView, in: contentView)
    }
  }
  private var configurationView: (any UIView & UIContentView)?

  override func fittingHeight(width: CGFloat) -> CGFloat {
    frame.size.width = width
    // A list cell's accessories take room from the content; its content sets the height. The
    // width is worked out, not read from the content view, which may not be laid out yet.
    let contentWidth = max(0, min(width, self.contentWidth(forCellWidth: width)))
    if let view = configurationView {
      return max(44, view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height)
    }
    if !contentView.constraints.isEmpty
      || contentView.subviews.contains(where: { !$0.constraints.isEmpty })
    {
      return ListSupplementary.constraintHeight(of: contentView, width: contentWidth)
    }
    return frame.height
  }

  /// The content view's width in a cell `width` wide (a list cell's accessories take some).
  func contentWidth(forCellWidth width: CGFloat) -> CGFloat { width }

  /// A list-cell configuration to fill and assign to ``contentConfiguration``.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
    isSelected = false
  }

  private func updateBackground() {
    guard let view = selectedBackgroundView else { return }
    if selectedState || highlightedState {
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
    } else {
      view.removeFromSuperview()
    }
  }

  // MARK: - Touches (selection)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if collection?.cellTouchBegan(self) != true { super.touchesBegan(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    if collection?.cellTouchEnded(self, inside: inside) != true {
      super.touchesEnded(touches, with: event)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if collection?.cellTouchCancelled(self) != true {
      super.touchesCancelled(touches, with: event)
    }
  }
}
