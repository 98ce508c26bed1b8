/// What `--version` says about the build.
enum BuildInfo {
  /// The commit the binary was built from: set by `Tools/install`, which writes the gitignored
  /// `BuildCommit.generated.swift` and builds with `-DMUSICLIB_BUILD_COMMIT`; nil in a plain
  /// `swift build`.
  static var commit: String? {
    #if MUSICLIB_BUILD_COMMIT
      buildCommit
    #else
      nil
    #endif
  }

  /// The `--version` line: `musiclib 0.1.0`, with `(commit abc1234)` when it is known.
  static func versionLine(_ version: String, commit: String? = BuildInfo.commit) -> String {
    guard let commit, !commit.isEmpty else { return "musiclib \(version)" }
    return "musiclib \(version) (commit \(commit))"
  }
}
