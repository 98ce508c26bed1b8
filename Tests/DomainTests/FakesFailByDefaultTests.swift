import Domain
import InMemoryPorts
import TestSupport
import Testing

@Suite struct FakesFailByDefaultTests {
  @Test func anUnconfiguredCatalogCallIsATestIssue() async throws {
    let catalog = FakeCatalog()
    await withKnownIssue("FakeCatalog.searchAlbums called but not configured") {
      _ = try await catalog.searchAlbums(term: "abc", limit: 5, country: "US")
    }
    await withKnownIssue("FakeCatalog.album called but not configured") {
      _ = try await catalog.album(id: 1, country: "US")
    }
    await withKnownIssue("FakeCatalog.searchTracks called but not configured") {
      _ = try await catalog.searchTracks(term: "abc", limit: 5, country: "US")
    }
  }

  @Test func aConfiguredCallOrAFailureIsNoIssue() async throws {
    let empty = FakeCatalog(summaries: [], albums: [], tracks: [])
    #expect(try await empty.searchAlbums(term: "abc", limit: 5, country: "US").albums.isEmpty)
    #expect(try await empty.album(id: 1, country: "US") == nil)
    #expect(try await empty.searchTracks(term: "abc", limit: 5, country: "US").isEmpty)
    let failing = FakeCatalog(failure: MusicLibraryError.rateLimited)
    await #expect(throws: MusicLibraryError.rateLimited) {
      try await failing.album(id: 1, country: "US")
    }
  }

  @Test func anUnallowedPlayerCallIsATestIssue() async {
    let player = FakePreviewPlayer()
    await withKnownIssue("FakePreviewPlayer.stop called but not allowed") {
      await player.stop()
    }
    let allowed = FakePreviewPlayer(allowingPlayback: true)
    await allowed.stop()
    #expect(await allowed.calls == [.stop])
  }

  @Test func anUnallowedHistoryCallIsATestIssue() async {
    let history = InMemorySearchHistory(allowingUse: false)
    await withKnownIssue("InMemorySearchHistory.entries called but not allowed") {
      _ = await history.entries(for: User.ID(rawValue: 1), limit: 5)
    }
    let allowed = InMemorySearchHistory(allowingUse: true)
    #expect(await allowed.entries(for: User.ID(rawValue: 1), limit: 5).isEmpty)
  }

  @Test func unallowedAccountAndAttemptCallsAreTestIssues() async throws {
    let accounts = InMemoryAccounts(allowingUse: false)
    await withKnownIssue("InMemoryAccounts.signedInUser called but not allowed") {
      _ = try? await accounts.signedInUser()
    }
    let attempts = InMemorySignInAttempts(allowingUse: false)
    await withKnownIssue("InMemorySignInAttempts.attempts called but not allowed") {
      _ = await attempts.attempts(for: "ivan@example.com")
    }
    let allowed = InMemoryAccounts(allowingUse: true)
    await #expect(throws: MusicLibraryError.notSignedIn) { try await allowed.signedInUser() }
  }
}
