import Foundation

/// The X resource database the desktop publishes on the root window (what `xrdb -query`
/// prints), read through libX11, loaded when asked: GNOME, KDE and Xfce put their text scale
/// there as `Xft.dpi` (96 is 1×, 144 is 1.5×). OpenUIKit does not link libX11; without it, or
/// without an X display, there is nothing to read.
enum XResources {
  /// The resource database as text, or nil.
  static func managerString(display name: String? = ProcessInfo.processInfo.environment["DISPLAY"])
    -> String?
  {
    guard let name, !name.isEmpty,
      let library = dlopen("libX11.so.6", RTLD_LAZY | RTLD_LOCAL)
    else { return nil }
    defer { dlclose(library) }
    typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Resources = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    typealias Close = @convention(c) (OpaquePointer?) -> Int32
    guard let open = dlsym(library, "XOpenDisplay"),
      let resources = dlsym(library, "XResourceManagerString"),
      let close = dlsym(library, "XCloseDisplay")
    else { return nil }
    guard let display = unsafeBitCast(open, to: Open.self)(name) else { return nil }
    defer { _ = unsafeBitCast(close, to: Close.self)(display) }
    return unsafeBitCast(resources, to: Resources.self)(display).map { String(cString: $0) }
  }

  /// The scale `Xft.dpi` in `database` stands for (its value over 96), or nil when it names
  /// none (or nonsense).
  static func scale(fromDatabase database: String) -> CGFloat? {
    for line in database.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
        let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi.isFinite, dpi > 0
      else { continue }
      return CGFloat(dpi / 96)
    }
    return nil
  }
}
