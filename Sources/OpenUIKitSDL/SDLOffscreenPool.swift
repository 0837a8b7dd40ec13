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

  /// A new frame: last frame's offscreens go back to the pool; now and then the long unused
  /// ones are freed.
  func startFrame(_ frame: Int) {
    for texture in drawn.values { release(texture) }
    drawn.removeAll(keepingCapacity: true)
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

  /// Gives `texture` back for reuse.
  func release(_ texture: OpaquePointer) {
    guard let size = sizes[texture] else { return }
    available[size, default: []].append(texture)
  }

  /// Frees every texture.
  func removeAll() {
    for texture in sizes.keys { SDL_DestroyTexture(texture) }
    (available, lastUsed, sizes, drawn) = ([:], [:], [:], [:])
  }

  private func forget(_ texture: OpaquePointer) {
    SDL_DestroyTexture(texture)
    lastUsed[texture] = nil
    sizes[texture] = nil
  }
}
