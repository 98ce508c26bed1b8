import AdapterPorts
import Domain
import Foundation
import InMemoryPorts
import Playback
import TestSupport
import Testing

@testable import Composition

/// Who is signed in, as the screen factory tells the front ends and `doctor`: nobody is an
/// answer, a store that cannot say is a failure of its own.
@MainActor @Suite struct ScreenFactorySignedInUserTests {
  private func screens(session: any SessionStore, users: any UserStore) -> ScreenFactory {
    let services = LiveServices(
      users: users, session: session, hasher: PlainTextHasher(),
      clock: FixedClock(Date(timeIntervalSince1970: 1_800_000_000)),
      attempts: InMemorySignInAttempts(allowingUse: true), catalog: FakeCatalog(),
      history: InMemorySearchHistory(allowingUse: true), transport: FakeHTTPTransport(answers: [:]),
      tightenedPermissions: [], savedAlbums: InMemorySavedAlbums(allowingUse: true),
      mediaFilters: InMemoryMediaFilters())
    let configuration = AppConfiguration(
      language: .en, dataDirectory: "/nonexistent", colorAllowed: false, json: false,
      phoneRegion: .by, apiURL: AppConfiguration.defaultAPIURL, timeoutSeconds: 15,
      busyTimeoutMilliseconds: 5000)
    return ScreenFactory(
      services: services, configuration: configuration,
      playback: QueuedPlayback(player: FakePreviewPlayer(allowingPlayback: true)))
  }

  @Test func nobodySignedInIsNil() async throws {
    let accounts = InMemoryAccounts(allowingUse: true)
    #expect(try await screens(session: accounts, users: accounts).signedInUser() == nil)
  }

  @Test func theSignedInUserIsTold() async throws {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    #expect(try await screens(session: accounts, users: accounts).signedInUser() == user)
  }

  @Test func aStoreThatCannotSayIsItsStorageFailure() async {
    let failure = MusicLibraryError.storage(.corrupt(path: "/data/library.sqlite3"))
    let accounts = InMemoryAccounts(allowingUse: true)
    await #expect(throws: failure) {
      _ = try await screens(session: FailingSessionStore(failure), users: accounts)
        .signedInUser()
    }
  }

  @Test func theStorageWarningsPhrasesAreComplete() {
    PhraseCatalog.expectComplete(StorageWarningPhrase.self)
  }
}
