/// Which release of OpenUIKit this is: the newest entry in CHANGELOG.md.
///
/// (Not `OpenUIKitVersion`: the symbol-graph tool drops a `<Module>Version…` name, the
/// convention for a framework's generated version symbols, so DocC would never list it.)
public enum OpenUIKitRelease {
  /// `major.minor.patch` in semantic versioning, as the release's git tag names it (without a
  /// `v`). Until 1.0 a minor version may change the API; a patch never does.
  public static let version = "0.2.0"
}
