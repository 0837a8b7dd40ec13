import Foundation
import OpenUIKit

// Text and EditableText: a label's or field's content, caret and selection, and edits.
extension ATSPIServer {
  static let textMethods: [String: ATSPIMethod] = [
    "GetText": answer("ii") { server, object, arguments in
      [
        .string(
          ATSPIModel.slice(server.text(object), Int(arguments[0].int32!), Int(arguments[1].int32!)))
      ]
    },
    "GetStringAtOffset": ATSPIMethod(signature: "iu") { server, object, arguments in
      server.textUnit(
        object, arguments, unit: ATSPIModel.TextUnit(granularity: arguments[1].uint32!), step: 0)
    },
    "GetTextAtOffset": ATSPIMethod(signature: "iu") { server, object, arguments in
      server.textUnit(
        object, arguments, unit: ATSPIModel.TextUnit(boundary: arguments[1].uint32!), step: 0)
    },
    "GetTextBeforeOffset": ATSPIMethod(signature: "iu") { server, object, arguments in
      server.textUnit(
        object, arguments, unit: ATSPIModel.TextUnit(boundary: arguments[1].uint32!), step: -1)
    },
    "GetTextAfterOffset": ATSPIMethod(signature: "iu") { server, object, arguments in
      server.textUnit(
        object, arguments, unit: ATSPIModel.TextUnit(boundary: arguments[1].uint32!), step: 1)
    },
    "GetCharacterAtOffset": answer("i") { server, object, arguments in
      let scalar = ATSPIModel.slice(
        server.text(object), Int(arguments[0].int32!), Int(arguments[0].int32!) + 1)
      return [.int32(Int32(scalar.unicodeScalars.first?.value ?? 0))]
    },
    "SetCaretOffset": answer("i") { server, object, arguments in
      let offset = Int(arguments[0].int32!)
      guard let object, offset >= 0 else { return [.boolean(false)] }
      return [.boolean(server.model.select(offset..<offset, in: object))]
    },
    "GetNSelections": answer { server, object in
      .int32(object.flatMap(server.model.selectedRange(of:)) == nil ? 0 : 1)
    },
    "GetSelection": answer("i") { server, object, arguments in
      guard arguments[0].int32 == 0, let range = object.flatMap(server.model.selectedRange(of:))
      else {
        return [.int32(0), .int32(0)]
      }
      return [.int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))]
    },
    "AddSelection": answer("ii") { server, object, arguments in
      [.boolean(server.selectText(object, arguments[0], arguments[1]))]
    },
    "SetSelection": answer("iii") { server, object, arguments in
      [.boolean(arguments[0].int32 == 0 && server.selectText(object, arguments[1], arguments[2]))]
    },
    "RemoveSelection": answer("i") { server, object, arguments in
      guard let object, arguments[0].int32 == 0 else { return [.boolean(false)] }
      let caret = server.model.caretOffset(of: object)
      return [.boolean(server.model.select(caret..<caret, in: object))]
    },
    "GetAttributes": answer("i") { server, object, arguments in
      let count = Int32(server.text(object).unicodeScalars.count)
      return [DBusValue.dictionary([:], valueSignature: "s"), .int32(0), .int32(count)]
    },
    "GetAttributeRun": answer("ib") { server, object, _ in
      let count = Int32(server.text(object).unicodeScalars.count)
      return [DBusValue.dictionary([:], valueSignature: "s"), .int32(0), .int32(count)]
    },
    "GetAttributeValue": answer("is") { _, _, _ in [.string("")] },
    "GetDefaultAttributes": answer { _, _ in DBusValue.dictionary([:], valueSignature: "s") },
    "GetDefaultAttributeSet": answer { _, _ in DBusValue.dictionary([:], valueSignature: "s") },
    "GetCharacterExtents": answer("iu") { server, object, arguments in
      let offset = Int(arguments[0].int32!)
      return server.textExtents(object, offset..<(offset + 1), arguments[1].uint32!)
    },
    "GetRangeExtents": answer("iiu") { server, object, arguments in
      let start = Int(arguments[0].int32!), end = Int(arguments[1].int32!)
      return server.textExtents(object, min(start, end)..<max(start, end), arguments[2].uint32!)
    },
    "GetOffsetAtPoint": answer("iiu") { server, object, arguments in
      guard let object, let window = server.model.window(of: object) else { return [.int32(-1)] }
      let point = server.model.windowPoint(
        x: arguments[0].int32!, y: arguments[1].int32!, coordinates: arguments[2].uint32!,
        in: window, from: object)
      return [.int32(Int32(clamping: server.model.textOffset(at: point, in: object)))]
    },
    "GetBoundedRanges": answer("iiiiuuu") { _, _, _ in [.array(element: "(iisv)", [])] },
    "ScrollSubstringTo": answer("iiu") { _, _, _ in [.boolean(false)] },
    "ScrollSubstringToPoint": answer("iiuii") { _, _, _ in [.boolean(false)] },
  ]

  static let editableTextMethods: [String: ATSPIMethod] = [
    "SetTextContents": answer("s") { server, object, arguments in
      guard let object else { return [.boolean(false)] }
      let count = server.text(object).unicodeScalars.count
      return [.boolean(server.model.replace(0..<count, with: arguments[0].string!, in: object))]
    },
    "InsertText": answer("isi") { server, object, arguments in
      guard let object else { return [.boolean(false)] }
      let text = arguments[1].string!
      // The length counts the text's characters to insert (the whole text when larger).
      let length = Int(arguments[2].int32!)
      let inserted = length >= 0 ? String(text.unicodeScalars.prefix(length)) : text
      let at = max(0, Int(arguments[0].int32!))
      return [.boolean(server.model.replace(at..<at, with: inserted, in: object))]
    },
    "DeleteText": answer("ii") { server, object, arguments in
      guard let object else { return [.boolean(false)] }
      let range = server.clampedRange(object, arguments[0], arguments[1])
      return [.boolean(server.model.replace(range, with: "", in: object))]
    },
    "CutText": answer("ii") { server, object, arguments in
      [.boolean(server.edit(object, arguments[0], arguments[1], .cut))]
    },
    "CopyText": answer("ii") { server, object, arguments in
      _ = server.edit(object, arguments[0], arguments[1], .copy)
      return []
    },
    "PasteText": answer("i") { server, object, arguments in
      [.boolean(server.edit(object, arguments[0], arguments[0], .paste))]
    },
  ]

  /// The text of `object` ("" when it has none).
  func text(_ object: AnyObject?) -> String {
    object.flatMap(model.textContent(of:)) ?? ""
  }

  /// A text unit's reply `(sii)`, or an error for an unknown granularity.
  private func textUnit(
    _ object: AnyObject?, _ arguments: [DBusValue], unit: ATSPIModel.TextUnit?, step: Int
  )
    -> ATSPIReply
  {
    guard let unit else { return .invalidArgs("unknown text granularity \(arguments[1])") }
    let (text, start, end) = ATSPIModel.unit(
      of: self.text(object), unit, at: Int(arguments[0].int32!), step: step)
    return .values([.string(text), .int32(Int32(start)), .int32(Int32(end))])
  }

  /// `start..<end` within the text, in order.
  private func clampedRange(_ object: AnyObject, _ start: DBusValue, _ end: DBusValue) -> Range<Int>
  {
    let count = text(object).unicodeScalars.count
    let a = max(0, min(Int(start.int32 ?? 0), count))
    let b = Int(end.int32 ?? 0)
    let upper = b < 0 ? count : max(0, min(b, count))
    return min(a, upper)..<max(a, upper)
  }

  private func selectText(_ object: AnyObject?, _ start: DBusValue, _ end: DBusValue) -> Bool {
    guard let object else { return false }
    return model.select(clampedRange(object, start, end), in: object)
  }

  /// Selects a range and sends an editing action (cut, copy, paste) to the field.
  private func edit(_ object: AnyObject?, _ start: DBusValue, _ end: DBusValue, _ action: Selector)
    -> Bool
  {
    guard let field = object as? any AccessibleTextEditing,
      field.acceptsAccessibilityEdits || action == .copy
    else { return false }
    if !field.isFirstResponder { _ = field.becomeFirstResponder() }
    _ = model.select(clampedRange(field, start, end), in: field)
    guard let handler = field.action(for: action) else { return false }
    let before = field.accessibilityCharacters
    handler(field, nil)
    return field.accessibilityCharacters != before || action == .copy
  }

  private func textExtents(_ object: AnyObject?, _ range: Range<Int>, _ coordinates: UInt32)
    -> [DBusValue]
  {
    guard let object, let window = model.window(of: object) else {
      return [.int32(0), .int32(0), .int32(0), .int32(0)]
    }
    var frame = model.textFrame(range, of: object)
    if coordinates == 0 {
      let origin = model.windowOrigin(window)
      let s = model.windowScale(window)
      frame = CGRect(
        x: origin.x + frame.minX * s, y: origin.y + frame.minY * s, width: frame.width * s,
        height: frame.height * s)
    }
    return [
      .int32(Self.clamped(frame.minX)), .int32(Self.clamped(frame.minY)),
      .int32(Self.clamped(frame.width)), .int32(Self.clamped(frame.height)),
    ]
  }
}
