/// The version of OpenUIKit: the newest release in CHANGELOG.md, in semantic versioning.
/// Until 1.0 a minor version may change the API; a patch never does.
public enum OpenUIKitVersion {
  /// `major.minor.patch`, as the release's git tag names it (without a `v`).
  public static let string = "0.2.0"
}
