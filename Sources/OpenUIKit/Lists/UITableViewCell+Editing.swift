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
      // The symbol is drawn when the style changes, not on every layout (drawing one is not
      // free). Not in a static: an image that lives forever, held weakly by the renderer's
      // texture cache, shows up as a leak under LeakSanitizer.
      if editingControls.shown != style {
        editingControls.shown = style
        let symbol = style == .delete ? "minus.circle.fill" : "plus.circle.fill"
        control.setImage(UIImage(systemName: symbol), for: .normal)
      }
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
    let handle = UIImageView(image: UIImage(systemName: "line.3.horizontal"))
    handle.tintColor = .systemGray2
    handle.isUserInteractionEnabled = false
    addSubview(handle)
    editingControls.reorder = handle
    return handle
  }
}
