import Foundation

// How a button made from a configuration looks and lays out: the background for the style,
// the image on its side of the title and subtitle with the paddings, the content inset by
// the content insets, a spinner instead of the image; and the button's menu.
extension UIButton {
  func applyConfigurationLook(_ configuration: Configuration, dim: Bool) {
    let foreground =
      configuration.baseForegroundColor
      ?? (configuration.tinting.isFilled ? .white : tintColor ?? .systemBlue)
    let background = configuration.backgroundColor(tint: tintColor ?? .systemBlue)
    backgroundColor = background.map { dim ? UIColor($0.displayColor.multiplyingAlpha(0.6)) : $0 }
    layer.borderWidth = configuration.background.strokeWidth
    layer.borderColor = configuration.background.strokeColor?.cgColor
    titleLabel?.font = configuration.titleFont
    imageView?.tintColor = foreground
    // The subtitle's label is made the first time there is a subtitle (a plain button has
    // none, as in UIKit).
    if configuration.subtitle != nil || hasSubtitleLabel {
      hasSubtitleLabel = true
      subtitleLabel.text = configuration.subtitle
      subtitleLabel.isHidden = configuration.subtitle == nil
      subtitleLabel.font = configuration.subtitleFont
      subtitleLabel.textColor = foreground.withAlphaComponent(dim ? 0.3 : 0.8)
    }
    let alignment: NSTextAlignment =
      switch configuration.titleAlignment {
      case .leading: .left
      case .trailing: .right
      case .center: .center
      case .automatic:
        configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
          || configuration.subtitle == nil ? .center : .left
      }
    titleLabel?.textAlignment = alignment
    if hasSubtitleLabel { subtitleLabel.textAlignment = alignment }
    if configuration.showsActivityIndicator {
      let spinner = activityIndicator ?? UIActivityIndicatorView(style: .medium)
      activityIndicator = spinner
      if spinner.superview !== self { addSubview(spinner) }
      spinner.color = foreground
      spinner.startAnimating()
      imageView?.isHidden = true
    } else if let spinner = activityIndicator {
      spinner.stopAnimating()
      spinner.removeFromSuperview()
      activityIndicator = nil
      imageView?.isHidden = false
    }
  }

  /// The sizes of the image (or spinner) and of the text block (title over subtitle).
  private func contentParts(_ configuration: Configuration) -> (image: CGSize, text: CGSize) {
    let image: CGSize =
      configuration.showsActivityIndicator
      ? CGSize(width: 20, height: 20) : (imageView?.image?.size ?? .zero)
    let title =
      (titleLabel?.text?.isEmpty ?? true) ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
    let subtitle =
      !hasSubtitleLabel || subtitleLabel.isHidden ? .zero : subtitleLabel.intrinsicContentSize
    let gap = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
    let text = CGSize(
      width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    return (image, text)
  }

  private func isVertical(_ configuration: Configuration) -> Bool {
    configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
  }

  /// The content's size with the insets.
  func configuredSize(_ configuration: Configuration) -> CGSize {
    let (image, text) = contentParts(configuration)
    let both = image.width > 0 && text.width > 0
    let pad = both ? configuration.imagePadding : 0
    let insets = configuration.contentInsets
    let content =
      isVertical(configuration)
      ? CGSize(width: max(image.width, text.width), height: image.height + pad + text.height)
      : CGSize(width: image.width + pad + text.width, height: max(image.height, text.height))
    return CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
  }

  func layoutConfiguredContent(_ configuration: Configuration) {
    layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
    let insets = configuration.contentInsets
    let area = CGRect(
      x: insets.leading, y: insets.top,
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
    let (image, text) = contentParts(configuration)
    let both = image.width > 0 && text.width > 0
    let pad = both ? configuration.imagePadding : 0
    var imageFrame = CGRect(origin: .zero, size: image)
    var textFrame = CGRect(
      origin: .zero, size: CGSize(width: min(text.width, area.width), height: text.height))
    if isVertical(configuration) {
      let height = image.height + pad + text.height
      let top = area.midY - height / 2
      let imageFirst = configuration.imagePlacement == .top
      imageFrame.origin = CGPoint(
        x: area.midX - image.width / 2, y: imageFirst ? top : top + text.height + pad)
      textFrame.origin = CGPoint(
        x: area.midX - textFrame.width / 2, y: imageFirst ? top + image.height + pad : top)
    } else {
      let width = image.width + pad + textFrame.width
      let left = area.midX - width / 2
      let imageFirst = configuration.imagePlacement != .trailing
      imageFrame.origin = CGPoint(
        x: imageFirst ? left : left + textFrame.width + pad, y: area.midY - image.height / 2)
      textFrame.origin = CGPoint(
        x: imageFirst ? left + image.width + pad : left, y: area.midY - text.height / 2)
    }
    imageView?.frame = imageFrame
    activityIndicator?.frame = imageFrame
    let titleHeight =
      (titleLabel?.text?.isEmpty ?? true) ? 0 : (titleLabel?.intrinsicContentSize.height ?? 0)
    titleLabel?.frame = CGRect(
      x: textFrame.minX, y: textFrame.minY, width: textFrame.width, height: titleHeight)
    guard hasSubtitleLabel else { return }
    let gap = titleHeight > 0 && !subtitleLabel.isHidden ? configuration.titlePadding : 0
    subtitleLabel.frame = CGRect(
      x: textFrame.minX, y: textFrame.minY + titleHeight + gap, width: textFrame.width,
      height: max(0, textFrame.height - titleHeight - gap))
  }

  // MARK: - Menu

  func menuDidChange() {
    if menu != nil, menuHold == nil {
      let hold = UILongPressGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .began, !self.showsMenuAsPrimaryAction else { return }
        self.openMenu()
        self.sendActions(for: .menuActionTriggered, with: nil)
      }
      addGestureRecognizer(hold)
      menuHold = hold
    }
    menuHold?.isEnabled = menu != nil
    showSelection()
  }

  /// Opens the menu under the button.
  func openMenu() {
    guard let menu else { return }
    AnchoredMenu.open(menu, below: self) { [weak self] action in
      self?.chose(action)
    }
  }

  /// A pop-up button marks the chosen action and shows its title.
  private func chose(_ action: UIAction) {
    guard changesSelectionAsPrimaryAction, let menu else { return }
    for element in menu.allActions { element.state = element === action ? .on : .off }
    showSelection()
  }

  /// A pop-up button's title: its marked action's (the first one, marked, when none is).
  func showSelection() {
    guard changesSelectionAsPrimaryAction, let menu else { return }
    let actions = menu.allActions
    guard let chosen = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
    if chosen.state != .on { chosen.state = .on }
    if var configuration {
      configuration.title = chosen.title
      // The pop-up indicator, trailing, as UIKit draws it (unless the app gave an image).
      if configuration.image == nil {
        configuration.image = UIImage(systemName: "chevron.up.chevron.down")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 4
      }
      self.configuration = configuration
    } else {
      setTitle(chosen.title, for: .normal)
    }
  }
}

extension UIButton.Configuration.Tinting {
  /// Whether the style fills the background with the tint colour.
  var isFilled: Bool {
    if case .background(let alpha) = self { return alpha >= 1 }
    return false
  }
}

extension UIMenu {
  /// Every action in the menu and its submenus, in order.
  var allActions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let action = element as? UIAction { return [action] }
      if let menu = element as? UIMenu { return menu.allActions }
      return []
    }
  }
}
