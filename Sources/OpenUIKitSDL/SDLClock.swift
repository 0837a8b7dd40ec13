import CSDL2
import Foundation
import OpenUIKit

/// The application's clock under SDL: seconds since SDL started, from SDL's 64-bit tick
/// counter, the same counter SDL stamps its events with (32-bit, wrapping; see
/// `SDLHost.timestamp(of:)`).
@MainActor
public final class SDLClock: MonotonicClock {
  /// Creates the clock.
  public init() {}

  /// Seconds since SDL was initialised.
  public var now: TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }
}
