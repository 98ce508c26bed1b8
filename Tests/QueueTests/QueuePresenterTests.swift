import Domain
import Localization
import Queue
import TestSupport
import Testing

@Suite @MainActor struct QueuePresenterTests {
  @Test func theListMarksThePlayingEntryWithItsPlaceAndModes() async throws {
    let screen = try await QueueScreen(startingAt: 1)

    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.title == "Queue")
    #expect(shown.header == "Signed in as Ivan Petrov")
    #expect(
      shown.rows == [
        QueueRowViewModel(
          number: 1, title: "Группа крови", artist: "Кино", album: "Группа крови",
          duration: "4:46", isCurrent: false),
        QueueRowViewModel(
          number: 2, title: "Закрой за мной дверь", artist: "Кино", album: "Группа крови",
          duration: "4:14", isCurrent: true),
        QueueRowViewModel(
          number: 3, title: "Война", artist: "Кино", album: "Группа крови", duration: "4:24",
          isCurrent: false),
      ])
    #expect(shown.positionText == "2/3")
    #expect(shown.state == .idle, "track 2 has no preview")
    #expect(shown.stateText == "■ Stopped")
    #expect(shown.repeatText == "Repeat: off")
    #expect(shown.shuffleText == "Shuffle: off")
    #expect(shown.emptyText == nil)
    #expect(shown.document.current == 2)
    #expect(shown.document.length == 3)
    #expect(shown.document.entries.map(\.hasPreview) == [true, false, true])
  }

  @Test func theListFollowsThePlaybackAsItMovesOn() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()
    #expect(screen.view.titles == ["*Группа крови", "Закрой за мной дверь", "Война"])
    #expect(screen.view.last?.stateText == "▶ Playing")

    await screen.player.emit(.ended)

    #expect(await screen.view.waitUntil { $0.rows.last?.isCurrent == true && $0.state == .playing })
    #expect(screen.view.last?.positionText == "3/3", "the entry without a preview is skipped")
    #expect(screen.view.last?.state == .playing)
  }

  @Test func choosingAnEntryPlaysItAndOpensThePlayer() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didSelectEntry(number: 3)

    #expect(screen.view.titles == ["Группа крови", "Закрой за мной дверь", "*Война"])
    #expect(screen.view.last?.state == .playing)
    #expect(await screen.player.calls.last == .load("https://p/3.m4a"))
    #expect(screen.router.routes == ["player"])
  }

  @Test func removingAnEntrySaysWhichAndKeepsTheCurrentOne() async throws {
    let screen = try await QueueScreen(startingAt: 2)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRemoveEntry(number: 1)

    #expect(screen.view.titles == ["Закрой за мной дверь", "*Война"])
    #expect(screen.view.last?.message == "Removed from the queue: Группа крови")
    #expect(screen.view.last?.positionText == "2/2")
  }

  @Test func removingThePlayingEntryPlaysTheNext() async throws {
    let screen = try await QueueScreen(startingAt: 0)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRemoveEntry(number: 1)

    #expect(screen.view.titles == ["*Закрой за мной дверь", "Война"])
  }

  @Test func entriesMoveUpAndDownAndThePlayingOneStaysMarked() async throws {
    let screen = try await QueueScreen(startingAt: 0)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didMoveEntry(number: 3, to: 2)
    #expect(screen.view.titles == ["*Группа крови", "Война", "Закрой за мной дверь"])

    await screen.presenter.didMoveEntry(number: 1, to: 3)
    #expect(screen.view.titles == ["Война", "Закрой за мной дверь", "*Группа крови"])
    #expect(screen.view.last?.positionText == "3/3")
  }

  @Test func clearingEmptiesTheQueueAndStopsThePreview() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRequestClear()

    #expect(screen.view.last?.rows == [])
    #expect(screen.view.last?.emptyText == "The queue is empty")
    #expect(screen.view.last?.state == .idle)
    #expect(screen.view.last?.positionText == nil)
    #expect(await screen.player.calls.last == .stop)
  }

  @Test func anAlbumIsAddedAtTheEndInPlayingOrder() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didAddAlbum(id: twoDiscAlbum.id)

    #expect(
      screen.view.titles == [
        "*Группа крови", "Закрой за мной дверь", "Война", "First disc opener",
        "Second disc opener",
      ])
    #expect(screen.view.last?.message == "Added to the queue: 2 tracks")
    #expect(screen.view.last?.rows[3].artist == "Unknown artist")
    #expect(screen.view.last?.rows[4].artist == "Guest")
  }

  @Test func anAlbumAddedToAnEmptyQueuePlays() async throws {
    let screen = try await QueueScreen(queued: [])
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.emptyText == "The queue is empty")

    await screen.presenter.didAddAlbum(id: threeTrackAlbum.id)

    #expect(screen.view.titles == ["*Группа крови", "Закрой за мной дверь", "Война"])
    #expect(screen.view.last?.state == .playing)
  }

  @Test func anUnknownAlbumIsNotFound() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didAddAlbum(id: 404)

    #expect(screen.view.last?.failure?.code == "notFound")
    #expect(screen.view.last?.rows.count == 3)
  }

  @Test func aTrackIsAddedFromTheDiscAskedElseTheFirstThatHasIt() async throws {
    let screen = try await QueueScreen(queued: [])
    await screen.presenter.viewDidLoad()

    await screen.presenter.didAddTrack(albumID: twoDiscAlbum.id, number: 1, disc: 2)
    #expect(screen.view.titles == ["*Second disc opener"])
    #expect(screen.view.last?.message == "Added to the queue: Second disc opener")

    await screen.presenter.didAddTrack(albumID: twoDiscAlbum.id, number: 1, disc: nil)
    #expect(screen.view.titles == ["*Second disc opener", "First disc opener"])
  }

  @Test func aTrackTheAlbumDoesNotHaveIsNotFound() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didAddTrack(albumID: twoDiscAlbum.id, number: 5, disc: nil)
    #expect(screen.view.last?.failure?.message == "The album has no track 5")
    #expect(screen.view.last?.failure?.kind == .notFound)

    await screen.presenter.didAddTrack(albumID: twoDiscAlbum.id, number: 1, disc: 3)
    #expect(
      screen.view.last?.failure?.message
        == "The album has no track 3-1; that number is on disc 1")
    #expect(screen.view.last?.rows.count == 3)

    await screen.presenter.didToggleShuffle()
    #expect(screen.view.last?.failure == nil, "a failure is shown once")
  }

  @Test func repeatCyclesOffAllOneOff() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()
    var texts: [String] = []

    for _ in 0..<3 {
      await screen.presenter.didCycleRepeat()
      texts.append(screen.view.last?.repeatText ?? "")
    }

    #expect(texts == ["Repeat: all", "Repeat: one", "Repeat: off"])
    #expect(screen.view.last?.document.repeatMode == .off)
  }

  @Test func shuffleKeepsThePlayingEntryFirstAndTurnsOff() async throws {
    let screen = try await QueueScreen(startingAt: 2)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didToggleShuffle()
    #expect(screen.view.last?.shuffleText == "Shuffle: on")
    #expect(screen.view.last?.positionText == "1/3")
    #expect(screen.view.titles == ["Группа крови", "Закрой за мной дверь", "*Война"])

    await screen.presenter.didToggleShuffle()
    #expect(screen.view.last?.shuffleText == "Shuffle: off")
    #expect(screen.view.last?.positionText == "3/3")
  }

  @Test func numbersOutOfRangeNameTheNumbersThereAre() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didSelectEntry(number: 9)
    #expect(screen.view.last?.message == "There is no entry 9: the queue has entries 1 to 3")
    await screen.presenter.didRemoveEntry(number: 0)
    #expect(screen.view.last?.message == "There is no entry 0: the queue has entries 1 to 3")
    await screen.presenter.didMoveEntry(number: 1, to: 4)
    #expect(screen.view.last?.message == "There is no entry 4: the queue has entries 1 to 3")

    #expect(screen.view.titles == ["*Группа крови", "Закрой за мной дверь", "Война"])
    #expect(screen.router.routes.isEmpty)
    await screen.presenter.didRequestClear()
    await screen.presenter.didSelectEntry(number: 1)
    #expect(screen.view.last?.message == "The queue is empty")
  }

  @Test func nobodySignedInSeesTheFailureAndAddsNothing() async throws {
    let screen = try await QueueScreen(queued: [], signedIn: false)

    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.failure?.code == "notSignedIn")
    #expect(screen.view.last?.header == nil)

    await screen.presenter.didAddAlbum(id: threeTrackAlbum.id)
    #expect(screen.view.last?.failure?.code == "notSignedIn")
    #expect(await screen.playback.snapshot().queue.isEmpty)
  }

  @Test func theScreenSpeaksRussian() async throws {
    let screen = try await QueueScreen(language: .ru)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.title == "Очередь")
    #expect(screen.view.last?.stateText == "▶ Играет")

    await screen.presenter.didSelectEntry(number: 5)
    #expect(screen.view.last?.message == "В очереди нет записи 5: в ней записи с 1 по 3")
    await screen.presenter.didAddAlbum(id: twoDiscAlbum.id)
    #expect(screen.view.last?.message == "Добавлено в очередь: 2 трека")
  }

  @Test func aFailedPreviewIsShownAsAFailure() async throws {
    let screen = try await QueueScreen()
    await screen.presenter.viewDidLoad()

    await screen.player.emit(.failed(.loadFailed))

    #expect(await screen.view.waitUntil { $0.failure != nil })
    #expect(screen.view.last?.failure?.code == "previewUnavailable")
    #expect(screen.view.last?.state == .failed)
  }

  @Test func playerAndBackRoute() async throws {
    let screen = try await QueueScreen()
    screen.presenter.didRequestPlayer()
    screen.presenter.didRequestBack()
    #expect(screen.router.routes == ["player", "back"])
  }
}
