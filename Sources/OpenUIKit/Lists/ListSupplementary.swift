import Foundation

/// Measuring the views a list shows besides its cells (section headers and footers, the
/// table's header and footer views) at the list's width.
@MainActor enum ListSupplementary {
  /// The height `view` needs at `width`: a header-footer view's text or constraints, another
  /// view's constraints when its subtree has some, otherwise its own frame's height.
  static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    if let view = view as? UITableViewHeaderFooterView { return view.fittingHeight(width: width) }
    view.frame.size.width = width
    if !view.constraints.isEmpty || view.subviews.contains(where: { !$0.constraints.isEmpty }) {
      return constraintHeight(of: view, width: width)
    }
    return view.frame.height
  }

  /// The height `view`'s constraints give it at `width`, measured free of its frame (its frame
  /// would otherwise be an equation fighting the content), then kept as its frame.
  static func constraintHeight(of view: UIView, width: CGFloat) -> CGFloat {
    let translates = view.translatesAutoresizingMaskIntoConstraints
    view.translatesAutoresizingMaskIntoConstraints = false
    let fitted = view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    view.translatesAutoresizingMaskIntoConstraints = translates
    let height = fitted.height.isFinite && fitted.height > 0 ? fitted.height : view.frame.height
    view.frame.size = CGSize(width: width, height: height)
    return height
  }
}
