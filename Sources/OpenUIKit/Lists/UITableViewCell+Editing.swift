import Foundation

// A cell in editing mode: the red minus (or green plus) on its leading side, the content moved
// aside, and the reorder control (three lines) on its trailing side.
extension UITableViewCell {
  /// What the table decides about this row's editing: its control's style and whether it may
  /// be reordered.
  func applyEditing(_ editing: Bool, style: EditingStyle, reorder: Bool, animated: Bool) {
    if editingState.style != style || editingState.reorder != reorder {
      editingState.style = style
      editingState.reorder = reorder
      setNeedsLayout()
    }
    if editingState.editing != editing { setEditing(editing, animated: animated) }
  }

  /// Places the editing controls; returns where the content starts.
  func layoutEditingControls() -> CGFloat {
    let b = bounds
    let (editing, style, reorder) = editingState
    let showsControl = editing && style != .none
    if showsControl {
      let control = editingControls.edit ?? makeEditingControl()
      // The symbols are drawn once for every cell (layout runs often; drawing one is not free).
      let image = style == .delete ? Self.minusSymbol : Self.plusSymbol
      if control.image(for: .normal) !== image { control.setImage(image, for: .normal) }
      control.tintColor = style == .delete ? .systemRed : .systemGreen
      control.isHidden = false
      control.frame = CGRect(x: 4, y: (b.height - 44) / 2, width: 44, height: 44)
    } else {
      editingControls.edit?.isHidden = true
    }
    if editing, reorder {
      let handle = editingControls.reorder ?? makeReorderControl()
      handle.isHidden = false
      handle.frame = CGRect(x: b.maxX - 38, y: (b.height - 20) / 2, width: 22, height: 20)
    } else {
      editingControls.reorder?.isHidden = true
    }
    return showsControl && shouldIndentWhileEditing ? 38 : 0
  }

  /// Whether `point` (in the cell) is on the reorder control.
  func isOnReorderControl(_ point: CGPoint) -> Bool {
    editingState.editing && editingState.reorder && point.x >= bounds.maxX - 44
      && point.x <= bounds.maxX && point.y >= 0 && point.y <= bounds.height
  }

  private static let minusSymbol = UIImage(systemName: "minus.circle.fill")
  private static let plusSymbol = UIImage(systemName: "plus.circle.fill")
  private static let reorderSymbol = UIImage(systemName: "line.3.horizontal")

  private func makeEditingControl() -> UIButton {
    let control = UIButton(type: .custom)
    control.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.table?.editingControlTapped(in: self)
      }, for: .touchUpInside)
    addSubview(control)
    editingControls.edit = control
    return control
  }

  private func makeReorderControl() -> UIImageView {
    let handle = UIImageView(image: Self.reorderSymbol)
    handle.tintColor = .systemGray2
    handle.isUserInteractionEnabled = false
    addSubview(handle)
    editingControls.reorder = handle
    return handle
  }
}
