import CSDL2
import Foundation
import OpenUIKit

extension SDLInputTranslator {
  /// Files and text dropped from other applications. SDL brackets one drop's items with
  /// `SDL_DROPBEGIN` and `SDL_DROPCOMPLETE`; they become one record at the pointer's place when
  /// it completes. An item outside a bracket (older SDLs) is a drop of its own. The host frees
  /// SDL's strings after translating.
  mutating func drop(_ e: SDL_DropEvent, kind: SDL_EventType, at time: TimeInterval)
    -> [InputRecord]
  {
    switch kind {
    case SDL_DROPBEGIN:
      pendingDrop = []
      return []
    case SDL_DROPFILE, SDL_DROPTEXT:
      guard let string = e.file else { return [] }
      let value = String(
        decoding: UnsafeRawBufferPointer(start: string, count: strlen(string)), as: UTF8.self)
      let item: DropInput.Item = kind == SDL_DROPFILE ? .file(value) : .text(value)
      guard pendingDrop != nil else { return [dropRecord([item], at: time)] }
      pendingDrop?.append(item)
      return []
    default:
      guard let items = pendingDrop else { return [] }
      pendingDrop = nil
      return items.isEmpty ? [] : [dropRecord(items, at: time)]
    }
  }

  private func dropRecord(_ items: [DropInput.Item], at time: TimeInterval) -> InputRecord {
    InputRecord(
      .drop(DropInput(items: items, location: pointerLocationNow() ?? mouseLocation)),
      timestamp: time)
  }
}
