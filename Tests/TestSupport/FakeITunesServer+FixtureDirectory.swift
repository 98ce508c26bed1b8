import Foundation

extension FakeITunesServer {
  /// A new fixture directory holding only the canned empty and HTTP 400 bodies, for a suite
  /// that writes its own catalog into it (`--fixtures`), kept until the test process ends.
  public static func makeFixtureDirectory(named prefix: String) throws -> URL {
    let directory = try TestScratch.directory(named: prefix)
    for name in ["empty-lookup-resultcount-0.json", "error-400-lookup-invalid-id.json"] {
      try FileManager.default.copyItem(
        at: fixturesDirectory.appending(path: name), to: directory.appending(path: name))
    }
    return directory
  }
}
