import Domain
import Foundation
import PlaybackModel
import Synchronization
import TestSupport
import Testing

@testable import Composition

/// The real player is made on the first call that needs one, once, and a run that never played
/// has nothing to make or shut down.
@Suite struct OnDemandPreviewPlayerTests {
  /// Counts the players `make` hands out.
  private final class Maker: Sendable {
    let made = Mutex(0)
    let player: FakePreviewPlayer

    init(_ player: FakePreviewPlayer) { self.player = player }

    func make() -> any PreviewPlayer {
      made.withLock { $0 += 1 }
      return player
    }
  }

  @Test func aRunThatNeverPlaysMakesNoPlayerAndShutsNothingDown() async {
    // Not allowed to be used: any call on the fake records an issue.
    let maker = Maker(FakePreviewPlayer())
    let player = OnDemandPreviewPlayer(make: maker.make)

    await player.shutdown()

    #expect(maker.made.withLock { $0 } == 0)
    #expect(!player.isMade)
  }

  @Test func theFirstUseMakesThePlayerOnceAndEveryCallReachesIt() async throws {
    let fake = FakePreviewPlayer(allowingPlayback: true)
    let maker = Maker(fake)
    let player = OnDemandPreviewPlayer(make: maker.make)
    let url = try #require(URL(string: "https://example.com/preview.m4a"))

    try await player.load(url)
    try await player.pause()
    try await player.resume()
    await player.stop()

    #expect(maker.made.withLock { $0 } == 1)
    #expect(player.isMade)
    #expect(await fake.calls == [.load(url.absoluteString), .pause, .resume, .stop])
  }
}
