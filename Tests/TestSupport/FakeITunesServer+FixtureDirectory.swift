import Foundation

extension FakeITunesServer {
  /// A new temporary fixture directory holding only the canned empty and HTTP 400 bodies, for a
  /// suite that writes its own catalog into it (`--fixtures`); the suite removes it.
  public static func makeFixtureDirectory(named prefix: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in ["empty-lookup-resultcount-0.json", "error-400-lookup-invalid-id.json"] {
      try FileManager.default.copyItem(
        at: fixturesDirectory.appending(path: name), to: directory.appending(path: name))
    }
    return directory
  }
}
