import Testing

@testable import SQLiteStore

/// The data directory is found from the database path by plain string work.
@Suite struct DatabaseFileTests {
  @Test(arguments: [
    ("/home/anna/.local/share/musiclib/library.sqlite3", "/home/anna/.local/share/musiclib"),
    ("data/library.sqlite3", "data"),
    ("library.sqlite3", "."),
    ("/library.sqlite3", "/"),
    ("/srv/music/", "/srv"),
    ("/", "/"),
  ])
  func theDirectoryOfAPathIsEverythingBeforeItsLastName(path: String, directory: String) {
    #expect(DatabaseFile.parent(of: path) == directory)
  }
}
