import Foundation

/// Why the SDL host could not start, with what to do about it.
public struct SDLHostError: Error, CustomStringConvertible, Sendable {
  /// What failed and how to fix it.
  public let description: String

  init(_ description: String) { self.description = description }
}
