import CSDL2
import Foundation
import OpenUIKit

/// Target textures for the offscreens of a display list (pictures in perspective), kept by
/// size from frame to frame: a card turning in an animation asks for a similar offscreen every
/// frame, and making one costs an allocation and a clear. A texture unused for 120 frames is
/// freed.
@MainActor
final class SDLOffscreenPool {
  private struct Size: Hashable {
    let width: Int32
    let height: Int32
  }

  private var available: [Size: [OpaquePointer]] = [:]
  private var lastUsed: [OpaquePointer: Int] = [:]
  private var sizes: [OpaquePointer: Size] = [:]
  /// This frame's drawn offscreens, by id: their texture items may come in any later area.
  var drawn: [Int: OpaquePointer] = [:]
  /// Offscreens kept with their pixels, by content key, and the frame each was last used in.
  private var keptByKey: [Int: (texture: OpaquePointer, frame: Int)] = [:]
  private var keptTextures: Set<OpaquePointer> = []
  /// How many offscreens were drawn (not kept) since the pool was made, for tests.
  private(set) var drawCount = 0

  /// A hash of what an offscreen holds: its size and its items up to its end. Two offscreens
  /// with one key draw the same pixels.
  static func contentKey(of items: [DisplayItem], offscreenAt start: Int) -> Int {
    var hasher = Hasher()
    var depth = 0
    for item in items[start...] {
      hasher.combine(item)
      if case .beginOffscreen = item { depth += 1 }
      if case .endOffscreen = item { depth -= 1 }
      if depth == 0 { break }
    }
    return hasher.finalize()
  }

  /// A new frame: last frame's offscreens go back to the pool, unless kept for their content
  /// and used in the last two frames; now and then the long unused ones are freed.
  func startFrame(_ frame: Int) {
    for texture in drawn.values where !keptTextures.contains(texture) { release(texture) }
    drawn.removeAll(keepingCapacity: true)
    for (key, kept) in keptByKey where frame - kept.frame > 2 {
      keptByKey[key] = nil
      keptTextures.remove(kept.texture)
      release(kept.texture)
    }
    guard frame % 32 == 0 else { return }
    for (size, textures) in available {
      let kept = textures.filter { texture in
        guard frame - (lastUsed[texture] ?? 0) > 120 else { return true }
        forget(texture)
        return false
      }
      available[size] = kept.isEmpty ? nil : kept
    }
  }

  /// A transparent-blending target of `size` pixels (at least one), or nil when SDL cannot
  /// make one.
  func acquire(_ renderer: OpaquePointer, _ size: CGSize, frame: Int) -> OpaquePointer? {
    let key = Size(
      width: Int32(max(1, min(size.width, 16384))), height: Int32(max(1, min(size.height, 16384))))
    let texture: OpaquePointer
    if let reused = available[key]?.popLast() {
      texture = reused
    } else {
      guard
        let made = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
          key.width, key.height)
      else { return nil }
      SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
      // A projected picture is resampled: linear filtering where the renderer offers it.
      SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear)
      sizes[made] = key
      texture = made
    }
    lastUsed[texture] = frame
    return texture
  }

  /// The texture drawn last with content `key`, if it is still kept.
  func kept(_ key: Int, frame: Int) -> OpaquePointer? {
    guard let kept = keptByKey[key] else { return nil }
    keptByKey[key]?.frame = frame
    lastUsed[kept.texture] = frame
    return kept.texture
  }

  /// Keeps `texture`, just drawn with content `key`, for the frames that draw the same.
  func keep(_ texture: OpaquePointer, as key: Int, frame: Int) {
    drawCount += 1
    if let old = keptByKey[key], old.texture != texture {
      keptTextures.remove(old.texture)
      if !drawn.values.contains(old.texture) { release(old.texture) }
    }
    keptByKey[key] = (texture, frame)
    keptTextures.insert(texture)
  }

  /// Stops keeping pixels (the renderer's targets were lost): every offscreen is drawn anew.
  func forgetKeptPixels() {
    for (_, kept) in keptByKey { release(kept.texture) }
    keptByKey = [:]
    keptTextures = []
  }

  /// Gives `texture` back for reuse.
  func release(_ texture: OpaquePointer) {
    guard let size = sizes[texture] else { return }
    available[size, default: []].append(texture)
  }

  /// Frees every texture.
  func removeAll() {
    for texture in sizes.keys { SDL_DestroyTexture(texture) }
    (available, lastUsed, sizes, drawn, keptByKey) = ([:], [:], [:], [:], [:])
    keptTextures = []
  }

  private func forget(_ texture: OpaquePointer) {
    SDL_DestroyTexture(texture)
    lastUsed[texture] = nil
    sizes[texture] = nil
  }
}
