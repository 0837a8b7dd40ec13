import Foundation
import DemoSupport
import OpenUIKit
import OpenUIKitSDL

/// Scene 15: text for every script. Labels in eight scripts (each drawn with the font
/// fontconfig offers for it, shaped, right-to-left where it should be), a read-only text view
/// of mixed scripts with a link, an editable text view, and a field for the on-screen keyboard.
/// The tour types, selects and follows the link, and checks the pixels: every label's glyphs
/// differ from the missing-glyph box, and Arabic runs right to left.
@MainActor
final class TextScene: GalleryScene, UITextViewDelegate {
  override var title: String { "Text" }

  /// The samples, by script: what each label says.
  static let samples: [(script: String, text: String)] = [
    ("Chinese", "中文：你好，世界！"), ("Japanese", "日本語：こんにちは、世界。"),
    ("Korean", "한국어: 안녕하세요, 세계"), ("Arabic", "العربية: مرحبا بالعالم"),
    ("Hebrew", "עברית: שלום עולם"), ("Hindi", "हिन्दी: नमस्ते दुनिया"),
    ("Thai", "ไทย: สวัสดีชาวโลก"), ("Emoji", "Emoji: 👋🏽 🎉 👩‍💻 🇫🇷 🍣"),
  ]

  private(set) var labels: [UILabel] = []
  let reader = UITextView(frame: .zero)
  let notes = UITextView(frame: .zero)
  let field = UITextField(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.97, green: 0.96, blue: 0.94, alpha: 1)
    for (script, text) in Self.samples {
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = .systemFont(ofSize: 20)
      label.accessibilityIdentifier = script
      labels.append(label)
      addSubview(label)
    }
    field.placeholder = "Touch to type on the screen"
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 17)
    addSubview(field)

    reader.attributedText = Self.readerText()
    reader.isEditable = false
    reader.delegate = self
    reader.accessibilityIdentifier = "reader"
    notes.font = .systemFont(ofSize: 17)
    notes.text = "Notes: type here. Return starts a line; ↑ ↓ keep the column."
    notes.accessibilityIdentifier = "notes"
    notes.delegate = self
    for textView in [reader, notes] {
      textView.layer.cornerRadius = 8
      textView.layer.borderWidth = 1
      textView.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
      textView.textContainerInset = UIEdgeInsets(top: 10, left: 8, bottom: 10, right: 8)
      addSubview(textView)
    }
  }
  required init?(coder: NSCoder) { nil }

  /// Paragraphs in four scripts, a link, and emoji that stay whole.
  private static func readerText() -> NSAttributedString {
    // Justified, as a reader's page: full lines reach both edges (Chinese spreads between its
    // characters), each paragraph's last line and the Arabic keep their natural side.
    let justified = NSMutableParagraphStyle()
    justified.alignment = .justified
    let body: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.darkGray,
      .paragraphStyle: justified,
    ]
    let text = NSMutableAttributedString(
      string: "A read-only text view: select with the mouse or a finger, scroll, and ",
      attributes: body)
    var link = body
    link[.link] = URL(string: "https://example.org/openuikit")!
    link[.foregroundColor] = nil
    text.append(NSAttributedString(string: "follow this link", attributes: link))
    text.append(
      NSAttributedString(
        string: ".\n长文本在汉字之间换行，标点符号不会出现在行首。日本語も同じです。\n"
          + "النص العربي يُكتب من اليمين إلى اليسار.\n"
          + "ภาษาไทยไม่มีช่องว่างระหว่างคำ บรรทัดจึงตัดตามพจนานุกรมของภาษาไทย\n"
          + "Whole characters: 👩🏽‍💻 🇯🇵 é.",
        attributes: body))
    return text
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, label) in labels.enumerated() {
      label.frame = CGRect(x: 24, y: 16 + CGFloat(index) * 40, width: 420, height: 34)
    }
    field.frame = CGRect(x: 24, y: 16 + CGFloat(labels.count) * 40 + 8, width: 420, height: 40)
    let right = max(480, bounds.width - 480)
    reader.frame = CGRect(x: right, y: 16, width: bounds.width - right - 24, height: 230)
    notes.frame = CGRect(
      x: right, y: 262, width: bounds.width - right - 24, height: max(80, bounds.height - 350))
  }

  // MARK: - UITextViewDelegate

  func textViewDidChange(_ textView: UITextView) {
    guard textView === notes else { return }
    let last = textView.text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    say("notes end with '\(last.suffix(12))'")
  }

  func textViewDidChangeSelection(_ textView: UITextView) {
    guard textView === notes else { return }
    if let marked = textView.markedTextRange {
      // An input method's composition, shown marked until it commits.
      say("notes composing '\(textView.text(in: marked) ?? "")'")
    } else if textView.selectedRange.length > 0 {
      say("notes selected '\(selected(textView))'")
    }
  }

  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    say("link tapped: \(URL.absoluteString)")
    // The demo does not start a browser.
    return false
  }

  // MARK: - The tour

  override func tour(_ player: TourPlayer) {
    checkPixels(player)
    // The mouse: a click at the end of the notes, typing, Return, a double click on a word.
    let end = notes.convert(notes.caretRect(for: notes.endOfDocument), to: self)
    player.tap(CGPoint(x: end.maxX + 2, y: end.midY), in: self)
    player.type(" 你好 👋🏽")
    player.key(.keyboardReturnOrEnter)
    player.type("A second line, typed by the tour.")
    let lines = notes.selectionRects(
      for: notes.textRange(from: notes.beginningOfDocument, to: notes.endOfDocument)!
    ).count
    let word = notes.convert(
      notes.firstRect(
        for: notes.textRange(
          from: notes.position(from: notes.beginningOfDocument, offset: 1)!,
          to: notes.position(from: notes.beginningOfDocument, offset: 2)!)!), to: self)
    player.doubleTap(CGPoint(x: word.midX, y: word.midY), in: self)
    say("notes: \(lines) lines; a double click selected '\(selected(notes))'")
    // A finger on the link: the delegate is asked (and says no: no browser in a demo).
    if let range = linkRange(), let rect = reader.selectionRects(for: range).first?.rect {
      let point = reader.convert(CGPoint(x: rect.midX, y: rect.midY), to: self)
      player.landFinger(0, at: point, in: self)
      player.liftFinger(0, at: point, in: self)
    }
    // A finger on the field: the on-screen keyboard comes up and types.
    window?.application?.onScreenKeyboardMode = .automatic
    let centre = CGPoint(x: field.frame.midX, y: field.frame.midY)
    player.landFinger(0, at: centre, in: self)
    player.liftFinger(0, at: centre, in: self)
    player.wait(0.3)
    for label in ["H", "i", "space", "123", "2", "ABC", "u"] { tapKey(label, player) }
    say("on-screen keyboard typed: \(field.text ?? "")")
    try? player.screenshot("scene-15-keyboard")
    tapKey("hide keyboard", player)
    player.wait(0.3)
    window?.application?.onScreenKeyboardMode = .never
    endEditing(true)
  }

  private func selected(_ textView: UITextView) -> String {
    textView.selectedTextRange.flatMap { textView.text(in: $0) } ?? ""
  }

  private func linkRange() -> UITextRange? {
    let text = reader.attributedText!
    var found: NSRange?
    text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length)) {
      value, range, _ in
      if value != nil { found = range }
    }
    guard let found,
      let start = reader.position(from: reader.beginningOfDocument, offset: found.location),
      let end = reader.position(from: start, offset: found.length)
    else { return nil }
    return reader.textRange(from: start, to: end)
  }

  private func tapKey(_ label: String, _ player: TourPlayer) {
    if !tapOnScreenKey(label, player) { say("no key \(label) on the on-screen keyboard") }
  }

  // MARK: - Pixels

  /// Checks what was drawn: each label's pixels differ from the same number of missing-glyph
  /// boxes, and an Arabic pair of letters is drawn right to left.
  private func checkPixels(_ player: TourPlayer) {
    var drawn: [String] = []
    var boxes: [String] = []
    for (label, sample) in zip(labels, Self.samples) {
      let real = pixels(of: label, player)
      // The same text with the script's characters (not the ASCII name before them) as
      // characters no font has: what a missing font would draw.
      label.text = Self.missingGlyphs(for: sample.text)
      let missing = pixels(of: label, player)
      label.text = sample.text
      if TextPixels.differ(real, missing) {
        drawn.append(sample.script)
      } else {
        boxes.append(sample.script)
      }
    }
    say(
      "scripts drawn as glyphs, not boxes: \(drawn.joined(separator: ", "))"
        + (boxes.isEmpty ? "" : "; boxes: \(boxes.joined(separator: ", "))"))
    // Meem then beh, apart: right to left puts meem on the right.
    let probe = labels[3]
    probe.textAlignment = .left
    probe.text = "م ب"
    let pair = pixels(of: probe, player)
    probe.text = "م"
    let meem = pixels(of: probe, player)
    probe.text = "ب"
    let beh = pixels(of: probe, player)
    probe.text = Self.samples[3].text
    probe.textAlignment = .natural
    say(
      "Arabic drawn right to left: \(TextPixels.isRightToLeft(pair: pair, first: meem, second: beh))"
    )
    player.settleFrame()
  }

  /// `text` with each character of its script (each scalar, as a font without them draws a
  /// box for each) as U+0378, which no font has; ASCII stays, joiners and selectors go.
  static func missingGlyphs(for text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.append(scalar)
      } else if !scalar.properties.isDefaultIgnorableCodePoint
        && scalar.properties.generalCategory != .nonspacingMark
      {
        result.append("\u{0378}")
      }
    }
    return String(result)
  }

  private func pixels(of view: UIView, _ player: TourPlayer) -> TextPixels {
    player.settleFrame()
    guard let frame = try? player.host.readPixels() else { return TextPixels(rows: []) }
    let rect = view.convert(view.bounds, to: nil)
    return TextPixels(frame: frame, rect: rect, scale: player.host.application.screen.scale)
  }
}
