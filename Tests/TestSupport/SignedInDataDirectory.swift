import Foundation

/// A data directory in which Anna is signed up and signed in, made once per test process and
/// copied for each test that starts from it: a copy of two files costs far less than the two
/// runs and two password hashes of signing up and in.
public enum SignedInDataDirectory {
  /// The files signing up and in leaves, copied; SQLite makes its companions again, and the
  /// integrity stamp, which names the file's inode, is made again for the copy.
  private static let files = ["library.sqlite3", "session-token"]

  /// Fills `directory` (which must not exist yet) with a copy of the signed-in template.
  public static func copy(to directory: URL) async throws {
    let template = try await madeOnce.value.get()
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    for file in files {
      let contents = try Data(contentsOf: template.appending(path: file))
      guard
        FileManager.default.createFile(
          atPath: directory.appending(path: file).path, contents: contents,
          attributes: [.posixPermissions: 0o600])
      else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file]) }
    }
  }

  private static let madeOnce = Task { () -> Result<URL, any Error> in
    do {
      let app = MusiclibProcess(
        dataDirectory: try TestScratch.directory(named: "signed-in").appending(path: "data"))
      try await SignUpArguments.signUpAndIn(app)
      return .success(app.dataDirectory)
    } catch {
      return .failure(error)
    }
  }
}
