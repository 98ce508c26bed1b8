import Domain
import Foundation
import InMemoryPorts
import Localization
import Search
import TestSupport
import Testing

@Suite struct SearchInteractorTests {
  private func interactor(
    _ catalog: FakeCatalog, language: Language = .en, accounts: InMemoryAccounts? = nil,
    options: SearchOptions = SearchOptions()
  ) async throws -> SearchInteractor {
    let signedIn = try await InMemoryAccounts.withSignedInUser().accounts
    return SearchInteractor(
      dependencies: SearchDependencies(
        currentUser: accounts ?? signedIn, catalog: catalog,
        history: InMemorySearchHistory(allowingUse: true),
        clock: FixedClock(Date(timeIntervalSince1970: 0)), language: language, options: options))
  }

  private func titles(
    _ titles: [String], in language: Language
  ) async throws -> [String] {
    let catalog = FakeCatalog(
      summaries: titles.enumerated().map { SearchFixtures.album(Int64($0), $1) })
    return try await interactor(catalog, language: language)
      .searchAlbums(SearchQuery("any"))
      .value.map(\.title)
  }

  @Test func loadsTheSignedInUserFromTheStores() async throws {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    let found = try await interactor(FakeCatalog(), accounts: accounts).signedInUser()
    #expect(found == user)
  }

  @Test func nobodySignedInIsNotSignedIn() async throws {
    let sut = try await interactor(FakeCatalog(), accounts: InMemoryAccounts(allowingUse: true))
    await #expect(throws: MusicLibraryError.notSignedIn) { try await sut.signedInUser() }
    await #expect(throws: MusicLibraryError.notSignedIn) {
      try await sut.searchAlbums(SearchQuery("abc"))
    }
  }

  @Test func aSessionForAMissingUserIsNotSignedIn() async throws {
    let accounts = InMemoryAccounts(allowingUse: true)
    await accounts.begin(for: User.ID(rawValue: 42))
    let sut = try await interactor(FakeCatalog(), accounts: accounts)
    await #expect(throws: MusicLibraryError.notSignedIn) { try await sut.signedInUser() }
  }

  @Test func asksTheCatalogWithTheTrimmedTextAndTheOptions() async throws {
    let catalog = FakeCatalog(summaries: [])
    let sut = try await interactor(catalog, options: SearchOptions(limit: 7, country: "de"))
    _ = try await sut.searchAlbums(SearchQuery("  Abbey Road "))
    #expect(catalog.calls == [.searchAlbums(term: "Abbey Road", limit: 7, country: "DE")])
  }

  @Test func catalogFailuresPassThrough() async throws {
    let sut = try await interactor(FakeCatalog(failure: MusicLibraryError.rateLimited))
    await #expect(throws: MusicLibraryError.rateLimited) {
      try await sut.searchAlbums(SearchQuery("abc"))
    }
  }

  @Test func russianPutsCyrillicFirstIgnoringCaseWithNumbersByValue() async throws {
    let sorted = try await titles(
      ["Zebra", "яблоко", "apple", "Album 10", "Банан", "Album 2", "ёлка", "Елена"], in: .ru)
    #expect(
      sorted == ["Банан", "Елена", "ёлка", "яблоко", "Album 2", "Album 10", "apple", "Zebra"])
  }

  @Test func englishPutsLatinFirstIgnoringCaseWithNumbersByValue() async throws {
    let sorted = try await titles(
      ["Zebra", "яблоко", "apple", "Album 10", "Банан", "Album 2", "ёлка", "Елена"], in: .en)
    #expect(
      sorted == ["Album 2", "Album 10", "apple", "Zebra", "Банан", "Елена", "ёлка", "яблоко"])
  }

  @Test func equalTitlesAreOrderedByArtistThenYearUnknownsLast() async throws {
    let catalog = FakeCatalog(summaries: [
      SearchFixtures.album(1, "Greatest Hits", artist: nil, year: 1990),
      SearchFixtures.album(2, "greatest hits", artist: "Queen", year: nil),
      SearchFixtures.album(3, "Greatest Hits", artist: "Queen", year: 2001),
      SearchFixtures.album(4, "Greatest Hits", artist: "ABBA", year: 2010),
      SearchFixtures.album(5, "Greatest Hits", artist: "queen", year: 1981),
    ])
    let sorted = try await interactor(catalog).searchAlbums(SearchQuery("greatest"))
    #expect(sorted.value.map(\.id) == [4, 5, 3, 2, 1])
  }

  @Test func signOutEndsTheSession() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    try await interactor(FakeCatalog(), accounts: accounts).signOut()
    #expect(await accounts.currentUserID() == nil)
  }
}
