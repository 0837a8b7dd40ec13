import Foundation
import DemoSupport
import OpenUIKit

/// Scene 12: Auto Layout. A form of stack views and anchors that reflows with the width it is
/// given, a label whose text grows and pushes its neighbours, a constraint constant animated
/// from a slider, and a deliberately conflicting pair of constraints (the diagnostic names both
/// and says which one was broken).
@MainActor
final class LayoutScene: GalleryScene {
  override var title: String { "Layout" }

  let form = UIStackView()
  /// The form's preferred width; the window's width caps it (the tour narrows it).
  private(set) var formWidth: NSLayoutConstraint!
  let growing = UILabel()
  let slider = UISlider()
  let box = UIView()
  private var boxLeading: NSLayoutConstraint!
  let conflicted = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.96, green: 0.97, blue: 0.99, alpha: 1)
    buildForm()
    buildGrowingRow()
    buildSliderRow()
    buildConflict()
    say("Type in the form, grow the label, or move the slider: constraints lay it all out.")
  }
  required init?(coder: NSCoder) { nil }

  private static func label(_ text: String, size: CGFloat = 14, bold: Bool = false) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    label.textColor = UIColor(white: 0.2, alpha: 1)
    return label
  }

  private func buildForm() {
    form.axis = .vertical
    form.spacing = 10
    form.isLayoutMarginsRelativeArrangement = true
    form.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 12, leading: 12, bottom: 12, trailing: 12)
    form.backgroundColor = .white
    form.layer.cornerRadius = 10
    form.layer.borderWidth = 1
    form.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
    form.translatesAutoresizingMaskIntoConstraints = false
    addSubview(form)
    form.addArrangedSubview(Self.label("A form of stack views", size: 15, bold: true))
    var titles: [UILabel] = []
    for (name, hint) in [
      ("Name", "Ada Lovelace"), ("Email", "ada@example.org"), ("Notes", "Anything else"),
    ] {
      let title = Self.label(name)
      title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      let field = UITextField()
      field.placeholder = hint
      field.borderStyle = .roundedRect
      let row = UIStackView(arrangedSubviews: [title, field])
      row.spacing = 12
      row.alignment = .firstBaseline
      form.addArrangedSubview(row)
      titles.append(title)
    }
    // The titles share one width, so the fields line up.
    for title in titles.dropFirst() {
      title.widthAnchor.constraint(equalTo: titles[0].widthAnchor).isActive = true
    }
    let cancel = UIButton(type: .system), save = UIButton(type: .system)
    cancel.setTitle("Cancel", for: .normal)
    save.setTitle("Save", for: .normal)
    save.addAction(
      UIAction { [weak self] _ in
        self?.say("Save: the buttons share the row equally (fillEqually).")
      }, for: .touchUpInside)
    let buttons = UIStackView(arrangedSubviews: [cancel, save])
    buttons.distribution = .fillEqually
    buttons.spacing = 12
    form.addArrangedSubview(buttons)
    formWidth = form.widthAnchor.constraint(equalToConstant: 460)
    formWidth.priority = .defaultHigh
    NSLayoutConstraint.activate([
      form.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      form.topAnchor.constraint(equalTo: topAnchor, constant: 60),
      form.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      formWidth,
    ])
  }

  private func buildGrowingRow() {
    growing.text = "Short"
    growing.backgroundColor = UIColor(red: 1, green: 0.95, blue: 0.8, alpha: 1)
    let badge = UIView()
    badge.backgroundColor = .systemOrange
    badge.layer.cornerRadius = 8
    badge.widthAnchor.constraint(equalToConstant: 16).isActive = true
    badge.heightAnchor.constraint(equalToConstant: 16).isActive = true
    let tail = Self.label("← pushed along")
    let grow = UIButton(type: .system)
    grow.setTitle("Grow the label", for: .normal)
    grow.addAction(UIAction { [weak self] _ in self?.growLabel() }, for: .touchUpInside)
    let row = UIStackView(arrangedSubviews: [growing, badge, tail])
    row.spacing = 8
    row.alignment = .center
    let column = UIStackView(arrangedSubviews: [
      Self.label("A label pushes its neighbours", size: 15, bold: true), row, grow,
    ])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 8
    column.translatesAutoresizingMaskIntoConstraints = false
    addSubview(column)
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: form.leadingAnchor),
      column.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 24),
    ])
  }

  func growLabel() {
    growing.text = (growing.text ?? "") + " and longer"
    UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    say(
      "The label is \(Int(growing.intrinsicContentSize.width)) points wide now; its neighbours moved."
    )
  }

  private func buildSliderRow() {
    let heading = Self.label("A constant animated from a slider", size: 15, bold: true)
    heading.translatesAutoresizingMaskIntoConstraints = false
    addSubview(heading)
    slider.translatesAutoresizingMaskIntoConstraints = false
    slider.maximumValue = 1
    slider.addAction(UIAction { [weak self] _ in self?.moveBox() }, for: .valueChanged)
    addSubview(slider)
    box.backgroundColor = .systemIndigo
    box.layer.cornerRadius = 6
    box.translatesAutoresizingMaskIntoConstraints = false
    addSubview(box)
    boxLeading = box.leadingAnchor.constraint(equalTo: slider.leadingAnchor)
    let anchorRow = form.trailingAnchor
    NSLayoutConstraint.activate([
      heading.leadingAnchor.constraint(equalTo: anchorRow, constant: 32),
      heading.topAnchor.constraint(equalTo: form.topAnchor),
      slider.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
      slider.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 8),
      slider.widthAnchor.constraint(equalToConstant: 240),
      boxLeading, box.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalTo: box.widthAnchor),
    ])
  }

  func moveBox() {
    boxLeading.constant = CGFloat(slider.value) * 200
    UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
    say("box.leading = slider.leading + \(Int(boxLeading.constant)): changed, then animated.")
  }

  private func buildConflict() {
    let heading = Self.label("A conflicting pair: 100 and 140 wide", size: 15, bold: true)
    heading.translatesAutoresizingMaskIntoConstraints = false
    addSubview(heading)
    conflicted.backgroundColor = .systemRed
    conflicted.accessibilityIdentifier = "conflicted"
    conflicted.translatesAutoresizingMaskIntoConstraints = false
    addSubview(conflicted)
    let narrow = conflicted.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let wide = conflicted.widthAnchor.constraint(equalToConstant: 140)
    wide.identifier = "wide"
    NSLayoutConstraint.activate([
      heading.leadingAnchor.constraint(equalTo: slider.leadingAnchor),
      heading.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 24),
      conflicted.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
      conflicted.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 8),
      conflicted.heightAnchor.constraint(equalToConstant: 24),
      narrow, wide,
    ])
  }

  override func tour(_ player: TourPlayer) {
    player.settleFrame()
    say(
      "The conflicting pair: 'wide' was broken, 'narrow' holds (\(Int(conflicted.frame.width)) wide)."
    )
    growLabel()
    growLabel()
    player.wait(0.4)
    slider.value = 0.75
    moveBox()
    player.wait(0.4)
    try? player.screenshot("scene-12-layout-wide")
    formWidth.constant = 300
    UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
    player.wait(0.4)
    try? player.screenshot("scene-12-layout-narrow")
    say("The form is \(Int(form.frame.width)) points wide; everything right of it followed.")
  }
}
