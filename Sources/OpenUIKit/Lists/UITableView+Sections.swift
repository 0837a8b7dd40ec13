import Foundation

// Section headers and footers (titles and views, reused, measured when shown, pinned in plain
// tables) and the table's own header and footer views.
extension UITableView {
  /// Registers `aClass` (a ``UITableViewHeaderFooterView`` subclass) for `identifier`; nil
  /// removes the registration.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      registeredHeaderFooters[identifier] = nil
      return
    }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      reportData(
        "register: \(aClass) is not a UITableViewHeaderFooterView subclass; not registered")
      return
    }
    registeredHeaderFooters[identifier] = type
  }

  /// A header or footer view for `identifier`: one waiting for reuse, or a new one of the
  /// registered class; nil when none is registered.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if var spare = reusableHeaderFooters[identifier], let view = spare.popLast() {
      reusableHeaderFooters[identifier] = spare
      view.prepareForReuse()
      return view
    }
    return registeredHeaderFooters[identifier]?.init(registeredWithReuseIdentifier: identifier)
  }

  /// The header view of `section` while it is in view.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The footer view of `section` while it is in view.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleFooters[section] as? UITableViewHeaderFooterView
  }

  /// The rectangle of `section`: its header, rows and footer (zero for a section the table
  /// does not have).
  public func rect(forSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < listGeometry.sectionCount else { return .zero }
    let top = listGeometry.sectionTop(section)
    return CGRect(
      x: 0, y: top, width: bounds.width, height: listGeometry.sectionBottom(section) - top)
  }

  /// The rectangle of `section`'s header where it scrolls to (not where a plain table pins it).
  public func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < listGeometry.sectionCount else { return .zero }
    return CGRect(
      x: 0, y: listGeometry.sectionTop(section), width: bounds.width,
      height: listGeometry.headers.height(of: section))
  }

  /// The rectangle of `section`'s footer where it scrolls to.
  public func rectForFooter(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < listGeometry.sectionCount else { return .zero }
    return CGRect(
      x: 0, y: listGeometry.footerTop(section), width: bounds.width,
      height: listGeometry.footers.height(of: section))
  }

  // MARK: - Heights

  /// Every section's header and footer height, or an estimate for those measured when shown.
  func readSectionHeights() {
    let sections = listGeometry.sectionCount
    headersToMeasure.removeAll()
    footersToMeasure.removeAll()
    discardProbedViews()
    listGeometry.headers.reset(count: sections, estimate: 0)
    listGeometry.footers.reset(count: sections, estimate: 0)
    guard sections > 0 else { return }
    let delegate = tableDelegate
    let declared = (
      header: delegate.map { delegate in
        OptionalRequirement.answer("tableView(_:heightForHeaderInSection:)") {
          delegate.tableView(self, heightForHeaderInSection: 0)
        }.implemented
      } ?? false,
      footer: delegate.map { delegate in
        OptionalRequirement.answer("tableView(_:heightForFooterInSection:)") {
          delegate.tableView(self, heightForFooterInSection: 0)
        }.implemented
      } ?? false
    )
    // Whether the delegate gives views at all: asked for section 0's (kept for its showing).
    let views = (header: probeView(footer: false), footer: probeView(footer: true))
    for section in 0..<sections {
      let header = partHeight(section, footer: false, declared: declared.header, views.header)
      if header != 0 { listGeometry.headers.setHeight(header, of: section) }
      let footer = partHeight(section, footer: true, declared: declared.footer, views.footer)
      if footer != 0 { listGeometry.footers.setHeight(footer, of: section) }
    }
  }

  /// One header's (footer's) height: declared, or for ``automaticDimension`` an estimate
  /// measured when shown (a title or a view), or the style's gap when there is neither.
  private func partHeight(_ section: Int, footer: Bool, declared: Bool, _ views: Bool)
    -> CGFloat
  {
    let height: CGFloat
    if declared, let delegate = tableDelegate {
      height =
        footer
        ? delegate.tableView(self, heightForFooterInSection: section)
        : delegate.tableView(self, heightForHeaderInSection: section)
    } else {
      height = footer ? sectionFooterHeight : sectionHeaderHeight
    }
    if height.isFinite, height >= 0 { return height }
    let title = self.title(of: section, footer: footer)
    if views || title != nil {
      if footer { footersToMeasure.insert(section) } else { headersToMeasure.insert(section) }
      let estimate = footer ? estimatedSectionFooterHeight : estimatedSectionHeaderHeight
      return estimate > 0 ? estimate : title != nil && style != .plain ? 38 : 28
    }
    // Grouped sections are kept apart by a gap even without titles.
    return style == .plain ? 0 : footer ? 18 : section == 0 ? 35 : 18
  }

  private func title(of section: Int, footer: Bool) -> String? {
    let title =
      footer
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    return title?.isEmpty == false ? title : nil
  }

  // MARK: - Views

  /// Asks the delegate for section 0's header (footer) view and keeps it: whether it is
  /// implemented decides the other sections' estimates.
  private func probeView(footer: Bool) -> Bool {
    guard let delegate = tableDelegate else { return false }
    let (view, implemented) = OptionalRequirement.answer(
      footer ? "tableView(_:viewForFooterInSection:)" : "tableView(_:viewForHeaderInSection:)"
    ) {
      footer
        ? delegate.tableView(self, viewForFooterInSection: 0)
        : delegate.tableView(self, viewForHeaderInSection: 0)
    }
    if let view { probedViews[footer ? 1 : 0] = view }
    return implemented
  }

  /// Probed views not shown: reusable ones wait for reuse.
  private func discardProbedViews() {
    for view in probedViews.values {
      if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier,
        view.superview === self
      {
        view.isHidden = true
        reusableHeaderFooters[identifier, default: []].append(view)
      } else if view.superview === self {
        view.removeFromSuperview()
      }
    }
    probedViews.removeAll()
  }

  /// The view showing `section`'s header (footer): the delegate's, or a title view.
  private func makeView(of section: Int, footer: Bool) -> UIView? {
    if section == 0, let probed = probedViews.removeValue(forKey: footer ? 1 : 0) {
      return probed
    }
    let given =
      footer
      ? tableDelegate?.tableView(self, viewForFooterInSection: section)
      : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    if let given { return given }
    guard let title = title(of: section, footer: footer) else { return nil }
    let identifier = "OpenUIKit.title"
    let view =
      dequeueReusableHeaderFooterView(withIdentifier: identifier)
      ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
    view.textLabel?.text = title
    return view
  }

  /// The table's look on a header or footer view: the fonts and background of its style, text
  /// lined up with the rows'.
  private func styleHeaderFooter(_ view: UIView, footer: Bool) {
    guard let view = view as? UITableViewHeaderFooterView else { return }
    let look: UITableViewHeaderFooterView.Look =
      switch (style == .plain, footer) {
      case (true, false): .plainHeader
      case (true, true): .plainFooter
      case (false, false): .groupedHeader
      case (false, true): .groupedFooter
      }
    if view.look != look { view.look = look }
    let inset = style == .insetGrouped ? 16 + Self.groupInset : 16
    if view.textInset != inset { view.textInset = inset }
  }

  /// How far an inset-grouped table's groups are from its sides.
  static let groupInset: CGFloat = 16

  /// Measures the headers and footers of `section` that wait for it, before it is placed.
  func measureParts(of section: Int) {
    if headersToMeasure.remove(section) != nil {
      let view = visibleHeaders[section] ?? showPart(of: section, footer: false)
      listGeometry.headers.setHeight(
        view.map { ListSupplementary.fittingHeight(of: $0, width: bounds.width) } ?? 0,
        of: section)
    }
    if footersToMeasure.remove(section) != nil {
      let view = visibleFooters[section] ?? showPart(of: section, footer: true)
      listGeometry.footers.setHeight(
        view.map { ListSupplementary.fittingHeight(of: $0, width: bounds.width) } ?? 0,
        of: section)
    }
  }

  /// Makes and shows the header (footer) view of `section`, telling the delegate.
  private func showPart(of section: Int, footer: Bool) -> UIView? {
    guard let view = makeView(of: section, footer: footer) else { return nil }
    styleHeaderFooter(view, footer: footer)
    // Above the cells: a pinned header covers the rows scrolling under it.
    if view.superview !== self || subviews.last !== view { addSubview(view) }
    view.isHidden = false
    if footer {
      visibleFooters[section] = view
      tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    } else {
      visibleHeaders[section] = view
      tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    }
    return view
  }

  /// Takes `section`'s header (footer) view off the screen; reusable ones wait for reuse.
  func hideSupplementary(of section: Int, footer: Bool) {
    let removed =
      footer
      ? visibleFooters.removeValue(forKey: section)
      : visibleHeaders.removeValue(forKey: section)
    guard let view = removed else { return }
    if footer {
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    } else {
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
    if let reusable = view as? UITableViewHeaderFooterView, let id = reusable.reuseIdentifier {
      reusable.isHidden = true
      if reusableHeaderFooters[id, default: []].count < 4 {
        reusableHeaderFooters[id, default: []].append(reusable)
        return
      }
    }
    view.removeFromSuperview()
  }

  /// Shows the headers and footers of `sections` (those in view) where they belong, pinned to
  /// the top (bottom) of the view in a plain table while their section is in view, and takes
  /// the others off the screen.
  func placeParts(of sections: [Int], in view: CGRect) {
    let width = bounds.width
    let inset = adjustedContentInset
    let pinTop = view.minY + inset.top, pinBottom = view.maxY - inset.bottom
    var headers = Set<Int>(), footers = Set<Int>()
    for section in sections {
      let top = listGeometry.sectionTop(section)
      let height = listGeometry.headers.height(of: section)
      var y = top
      if style == .plain { y = max(top, min(pinTop, listGeometry.sectionBottom(section) - height)) }
      if height > 0, y < view.maxY, y + height > view.minY,
        let header = visibleHeaders[section] ?? showPart(of: section, footer: false)
      {
        header.frame = CGRect(x: 0, y: y, width: width, height: height)
        headers.insert(section)
      }
      let footerHeight = listGeometry.footers.height(of: section)
      var footerY = listGeometry.footerTop(section)
      if style == .plain {
        footerY = min(footerY, max(pinBottom - footerHeight, top + height))
      }
      if footerHeight > 0, footerY < view.maxY, footerY + footerHeight > view.minY,
        let footer = visibleFooters[section] ?? showPart(of: section, footer: true)
      {
        footer.frame = CGRect(x: 0, y: footerY, width: width, height: footerHeight)
        footers.insert(section)
      }
    }
    for section in Array(visibleHeaders.keys) where !headers.contains(section) {
      hideSupplementary(of: section, footer: false)
    }
    for section in Array(visibleFooters.keys) where !footers.contains(section) {
      hideSupplementary(of: section, footer: true)
    }
  }

  // MARK: - The table's header and footer views

  func replaceTableView(_ old: UIView?, with new: UIView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    setNeedsLayout()
  }

  /// Puts the table's header view above the first section and its footer view below the last,
  /// as wide as the table and as high as their frames.
  func placeTableViews() {
    let width = bounds.width
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
    }
    updateContentSize()
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: listGeometry.contentHeight - listGeometry.bottom, width: width,
        height: footer.frame.height)
    }
  }
}
