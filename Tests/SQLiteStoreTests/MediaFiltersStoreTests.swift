import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct MediaFiltersStoreTests {
  @Test func nothingIsSavedUntilTheUserSetsFiltersThenTheyOutliveTheProcess() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let movies = try MediaFilters(media: .movie, explicit: false, country: "RU", limit: 30)
    let userID: User.ID
    do {
      let database = try SQLiteDatabase(path: location.databasePath)
      userID = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
        .create(AccountFixtures.account()).id
      let store = SQLiteMediaFiltersStore(database: database)
      #expect(try await store.filters(for: userID) == nil)
      try await store.save(MediaFilters.defaults, for: userID)
      try await store.save(movies, for: userID)
    }

    let reopened = SQLiteMediaFiltersStore(
      database: try SQLiteDatabase(path: location.databasePath))

    #expect(try await reopened.filters(for: userID) == movies)
  }

  @Test func eachUserHasTheirOwn() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let ivan = try await users.create(AccountFixtures.account(email: "ivan@example.com")).id
    let anna = try await users.create(AccountFixtures.account(email: "anna@example.com")).id
    let store = SQLiteMediaFiltersStore(database: database)
    let books = try MediaFilters(media: .ebook, explicit: true, country: "US", limit: 200)

    try await store.save(books, for: ivan)

    #expect(try await store.filters(for: ivan) == books)
    #expect(try await store.filters(for: anna) == nil)
  }

  @Test func aDamagedRowIsAStorageFailureNotAGuess() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let userID = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      .create(AccountFixtures.account()).id
    try database.write {
      try $0.execute(
        "INSERT INTO media_filters VALUES (?, 'movie', 1, '1!', 30)", [.integer(userID.rawValue)])
    }

    await #expect(throws: MusicLibraryError.storage(.corrupt(path: location.databasePath))) {
      _ = try await SQLiteMediaFiltersStore(database: database).filters(for: userID)
    }
  }
}

@Suite struct MediaFiltersSchemaTests {
  @Test func aDatabaseFromBeforeTheFiltersUpgradesKeepingItsUsers() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let before = try #require(
      LibrarySchema.migrations.map(\.summary).firstIndex(of: "media filters"))
    let userID: User.ID
    do {
      let old = try SQLiteDatabase(
        path: location.databasePath, migrations: Array(LibrarySchema.migrations.prefix(before)))
      userID = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account()).id
    }

    let upgraded = try SQLiteDatabase(path: location.databasePath)
    let store = SQLiteMediaFiltersStore(database: upgraded)
    try await store.save(.defaults, for: userID)

    #expect(try upgraded.schemaVersion() == LibrarySchema.latestVersion)
    #expect(try await store.filters(for: userID) == .defaults)
  }
}
