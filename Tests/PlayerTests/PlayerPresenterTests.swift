import Domain
import InMemoryPorts
import Localization
import Playback
import Player
import TestSupport
import Testing

@Suite @MainActor struct PlayerPresenterTests {
  let view = SpyPlayerView()
  let router = SpyPlayerRouter()

  private func start(
    track: Int, disc: Int? = nil, album: Album = threeTrackAlbum,
    player: FakePreviewPlayer = FakePreviewPlayer(allowingPlayback: true), signedIn: Bool = true,
    language: Language = .en
  ) async throws -> any PlayerPresenting {
    let accounts =
      signedIn
      ? try await InMemoryAccounts.withSignedInUser().accounts : InMemoryAccounts(allowingUse: true)
    let presenter = PlayerModule.build(
      request: .album(id: album.id, track: track, disc: disc), view: view, router: router,
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: FakeCatalog(albums: [album]),
        playback: QueuedPlayback(player: player), language: language))
    view.presenter = presenter
    await presenter.viewDidLoad()
    return presenter
  }

  @Test func opensTheChosenTrackAndPlaysItsPreview() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    _ = try await start(track: 1, player: player)

    #expect(view.states.suffix(2) == [.loading, .playing])
    let shown = try #require(view.last)
    #expect(shown.header == "Signed in as Ivan Petrov")
    #expect(shown.track == "Группа крови")
    #expect(shown.artist == "Кино")
    #expect(shown.album == "Группа крови")
    #expect(shown.coverURL == "https://example.com/a/600x600bb.jpg")
    #expect(shown.trackPosition == "Track 1 of 3")
    #expect(shown.progress == "0:01 / 0:30")
    #expect(shown.stateText == "▶ Playing")
    #expect(
      shown.document
        == PlayerDocument(
          state: .playing, positionSeconds: 1.3, durationSeconds: 30, track: "Группа крови",
          artist: "Кино", queuePosition: 1, queueLength: 3))
    #expect(shown.queuePosition == "1/3")
    #expect(await player.calls == [.load("https://p/1.m4a")])
  }

  @Test func toggleClickPausesThenResumes() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 1, player: player)

    await presenter.didToggle()
    #expect(view.last?.state == .paused)
    #expect(view.last?.stateText == "⏸ Paused")
    await presenter.didToggle()
    #expect(view.last?.state == .playing)
    #expect(await player.calls == [.load("https://p/1.m4a"), .pause, .resume])
  }

  @Test func theEndOfTheLastPreviewEndsPlaybackAndToggleReplays() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 3, player: player)

    await player.emit(.ended)
    #expect(await view.waitUntil { $0.state == .ended })
    #expect(view.last?.progress == "0:30 / 0:30")

    await presenter.didToggle()
    #expect(view.last?.state == .playing)
    #expect(await player.calls.filter { $0 == .load("https://p/3.m4a") }.count == 2)
  }

  @Test func theEndOfAPreviewPlaysTheAlbumsNextTrackWithAPreview() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    _ = try await start(track: 1, player: player)

    await player.emit(.ended)
    #expect(await view.waitUntil { $0.track == "Война" && $0.state == .playing })
    #expect(view.last?.queuePosition == "3/3")
    #expect(await player.calls == [.load("https://p/1.m4a"), .load("https://p/3.m4a")])
  }

  @Test func pausesAndResumesReportedByThePlayerAreShown() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    _ = try await start(track: 1, player: player)

    await player.emit(.paused)
    #expect(await view.waitUntil { $0.state == .paused })
    await player.emit(.resumed)
    #expect(await view.waitUntil { $0.state == .playing })
  }

  @Test func aPauseThePlayerMakesAfterOurCommandsIsShown() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 3, player: player)
    await presenter.didToggle()
    await presenter.didToggle()
    #expect(view.last?.state == .playing)
    let before = view.states.count
    // The player echoes no command (the port's promise), so a pause it reports is its own.
    await player.emit(.paused)
    #expect(await view.waitUntil { $0.state == .paused })
    await player.emit(.ended)
    #expect(await view.waitUntil { $0.state == .ended })
    #expect(Array(view.states[before...]) == [.paused, .ended])
  }

  @Test func aFailureDuringPlaybackIsShownAndTheScreenStaysUsable() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 1, player: player)

    await player.emit(.failed(.playerFailed("mpv exited")))
    #expect(await view.waitUntil { $0.state == .failed })
    #expect(view.last?.failure?.message == "The player stopped working; try again")

    await presenter.didRequestNext()
    await presenter.didRequestNext()
    #expect(view.last?.state == .playing)
    #expect(view.last?.failure == nil)
  }

  @Test func aPreviewThatFailsToLoadSaysSoAndIsUnavailable() async throws {
    let player = FakePreviewPlayer(failures: ["https://p/1.m4a": .loadFailed])
    let presenter = try await start(track: 1, player: player)

    let shown = try #require(view.last)
    #expect(shown.state == .failed)
    #expect(shown.failure?.code == "previewUnavailable")
    #expect(shown.failure?.kind == .unavailable)
    #expect(shown.failure?.message.hasPrefix("The preview could not be loaded") == true)
    #expect(shown.document?.state == .failed)

    await presenter.didRequestNext()
    await presenter.didRequestNext()
    #expect(view.last?.state == .playing)
  }

  @Test func noPlayerInstalledShowsTheURLAndHowToInstallOne() async throws {
    let player = FakePreviewPlayer(
      failures: ["https://p/1.m4a": .playerMissing(installHint: "sudo apt install mpv")])
    _ = try await start(track: 1, player: player)

    let shown = try #require(view.last)
    #expect(shown.state == .idle)
    #expect(shown.failure == nil)
    #expect(
      shown.message
        == "Preview: https://p/1.m4a\nTo play previews here, install mpv: sudo apt install mpv")
  }

  @Test func aTrackWithoutAPreviewSaysSo() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    _ = try await start(track: 2, player: player, language: .ru)

    #expect(view.last?.state == .idle)
    #expect(view.last?.message == "У этого трека нет фрагмента для прослушивания")
    #expect(await player.calls.isEmpty, "nothing played, so nothing is loaded or stopped")
  }

  @Test func nextAndPreviousFollowThePlayingOrderAndStopAtTheEnds() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 1, player: player)

    await presenter.didRequestPrevious()
    #expect(view.last?.message == "This is the first track in the queue")
    #expect(view.last?.track == "Группа крови")
    #expect(view.last?.state == .playing)

    await presenter.didRequestNext()
    #expect(view.last?.track == "Закрой за мной дверь")
    await presenter.didRequestNext()
    #expect(view.last?.track == "Война")
    #expect(view.last?.trackPosition == "Track 3 of 3")
    await presenter.didRequestNext()
    #expect(view.last?.message == "This is the last track in the queue")
    #expect(view.last?.track == "Война")

    await presenter.didRequestPrevious()
    await presenter.didRequestPrevious()
    #expect(view.last?.track == "Группа крови")
    #expect(
      await player.calls.filter { if case .load = $0 { true } else { false } } == [
        .load("https://p/1.m4a"), .load("https://p/3.m4a"), .load("https://p/1.m4a"),
      ])
  }

  @Test func repeatAndShuffleAreSetOnTheRunsQueueAndSaidOnce() async throws {
    let presenter = try await start(track: 1)

    await presenter.didCycleRepeat()
    #expect(view.last?.repeatMode == .all)
    #expect(view.last?.message == "Repeat: all")
    await presenter.didToggleShuffle()
    #expect(view.last?.isShuffled == true)
    #expect(view.last?.message == "Shuffle: on")
    #expect(view.last?.queuePosition == "1/3", "the playing track leads the shuffled order")
  }

  @Test func stopReturnsToIdleAndToggleStartsAgain() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 1, player: player)

    await presenter.didRequestStop()
    #expect(view.last?.state == .idle)
    #expect(view.last?.stateText == "■ Stopped")
    #expect(view.last?.document?.positionSeconds == nil)
    await presenter.didToggle()
    #expect(view.last?.state == .playing)
  }

  @Test func backLeavesThePlayerAndThePreviewPlaysOn() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 1, player: player)

    await presenter.didRequestBack()
    #expect(router.calls == [.leavePlayer])
    #expect(await player.calls == [.load("https://p/1.m4a")])
  }

  @Test func theQueueIsOpenedWithoutStoppingThePreview() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 1, player: player)

    presenter.didRequestQueue()
    #expect(router.calls == [.openQueue])
    #expect(await player.calls == [.load("https://p/1.m4a")])
  }

  @Test func theDiscDecidesBetweenTracksWithTheSameNumber() async throws {
    _ = try await start(track: 1, disc: 2, album: twoDiscAlbum)
    #expect(view.last?.track == "Second disc opener")
    #expect(view.last?.artist == "Unknown artist")
  }

  @Test func withoutADiscTheFirstDiscIsMeant() async throws {
    _ = try await start(track: 1, album: twoDiscAlbum)
    #expect(view.last?.track == "First disc opener")
    #expect(view.last?.trackPosition == "Disc 1 · Track 1 of 1")
  }

  @Test func anUnknownTrackIsNotFound() async throws {
    _ = try await start(track: 9)
    #expect(view.last?.failure?.code == "trackNotFound")
    #expect(view.last?.failure?.kind == .notFound)
    #expect(view.last?.failure?.message == "The album has no track 9")
  }

  @Test func aTrackNumberOnlyOnAnotherDiscNamesThatDisc() async throws {
    _ = try await start(track: 1, disc: 3, album: twoDiscAlbum)
    #expect(view.last?.failure?.code == "trackNotFound")
    #expect(view.last?.failure?.message == "The album has no track 3-1; that number is on disc 1")
    #expect(view.last?.otherDisc == 1)
  }

  @Test(arguments: [
    (Language.en, "The album has no track 13; it has discs 1 (12 tracks), 2 (6 tracks)"),
    (Language.ru, "В альбоме нет трека 13; в нём диски 1 (12 треков), 2 (6 треков)"),
  ])
  func aNumberPastEveryDiscNamesTheDiscsAndTheirTracks(language: Language, message: String)
    async throws
  {
    let tracks =
      (1...12).map {
        Track(disc: 1, number: $0, title: "A\($0)", durationSeconds: 1, previewURL: nil)
      }
      + (1...6).map {
        Track(disc: 2, number: $0, title: "B\($0)", durationSeconds: 1, previewURL: nil)
      }
    let album = Album(
      id: 9, title: "Двойной", artist: nil, year: nil, genre: nil, artwork: nil, trackCount: 18,
      tracks: tracks)
    _ = try await start(track: 13, album: album, language: language)
    #expect(view.last?.failure?.code == "trackNotFound")
    #expect(view.last?.failure?.message == message)
    #expect(view.last?.discs == [1, 2])
    #expect(view.last?.otherDisc == nil)
  }

  @Test func aNumberPastTheOnlyDiscNamesNoDiscs() async throws {
    _ = try await start(track: 9)
    #expect(view.last?.discs == [])
  }

  @Test func noAudioOutputNamesTheSettingThatRunsWithoutSound() async throws {
    let player = FakePreviewPlayer(failures: ["https://p/1.m4a": .noAudioOutput])
    _ = try await start(track: 1, player: player, language: .ru)
    #expect(view.last?.failure?.code == "noAudioOutput")
    #expect(view.last?.failure?.message.hasSuffix("задайте MUSICLIB_MPV_ARGS=--ao=null") == true)
  }

  @Test func signedOutPeopleCannotOpenThePlayer() async throws {
    _ = try await start(track: 1, signedIn: false)
    #expect(view.last?.failure?.code == "notSignedIn")
  }

  @Test func progressIsReadAgainOnlyWhilePlaying() async throws {
    let presenter = try await start(track: 1)
    let before = view.shown.count
    await presenter.didRequestProgress()
    #expect(view.shown.count == before, "an unchanged progress is not shown again")

    await presenter.didRequestStop()
    let stopped = view.shown.count
    await presenter.didRequestProgress()
    #expect(view.shown.count == stopped)
  }

  @Test func theEndOfInputResumesAndWaitsForTheEnd() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let presenter = try await start(track: 3, player: player)
    await presenter.didToggle()

    let waiting = Task { await presenter.didReachEndOfInput() }
    #expect(await view.waitUntil { $0.state == .playing })
    await player.emit(.ended)
    await waiting.value
    #expect(view.last?.state == .ended)
    #expect(await player.calls.contains(.resume))
  }

  @Test func theEndOfInputReturnsAtOnceWhenNothingPlays() async throws {
    let presenter = try await start(track: 2)
    await presenter.didReachEndOfInput()
    #expect(view.last?.state == .idle)
  }
}
