import Domain
import Foundation
import InMemoryPorts
import Testing

/// The observer each in-memory port is given hears every call by its method's name.
@Suite struct CallObserverTests {
  /// The method names an observer heard, in order.
  final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    var methods: [String] { lock.withLock { names } }
    func note(_ method: String) { lock.withLock { names.append(method) } }
  }

  @Test func theStoresTellTheirObserverOfEveryCall() async throws {
    let heard = Heard()
    let user = User.ID(rawValue: 1)
    let accounts = InMemoryAccounts(observingCalls: heard.note)
    await accounts.begin(for: user)
    _ = try? await accounts.signedInUser()
    let history = InMemorySearchHistory(observingCalls: heard.note)
    await history.record("kino", kind: .album, for: user, at: Date(timeIntervalSince1970: 0))
    _ = await history.entries(for: user, limit: 1)
    let library = InMemorySavedAlbums(observingCalls: heard.note)
    _ = await library.savedAlbums(for: user)
    let attempts = InMemorySignInAttempts(observingCalls: heard.note)
    await attempts.reset(for: "ada@example.com")
    #expect(
      heard.methods == ["begin", "signedInUser", "record", "entries", "savedAlbums", "reset"])
  }

  @Test func theCatalogTellsOnlyTheCallsItHasNoScriptFor() async throws {
    let heard = Heard()
    let catalog = FakeCatalog(summaries: [], unscripted: heard.note)
    #expect(try await catalog.searchAlbums(term: "kino", limit: 5, country: "US").albums.isEmpty)
    #expect(try await catalog.album(id: 1, country: "US") == nil)
    #expect(try await catalog.searchTracks(term: "kino", limit: 5, country: "US").isEmpty)
    #expect(heard.methods == ["album", "searchTracks"])
    #expect(catalog.calls.count == 3)
  }
}
