import Domain
import Localization
import Presentation

/// Turns the person's intents into interactor calls and the album into `AlbumDetailViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class AlbumDetailPresenter {
  private let albumID: Int64
  private let interactor: any AlbumDetailInteracting
  private weak var view: (any AlbumDetailDisplaying)?
  private weak var router: (any AlbumDetailRouting)?
  private let localizer: Localizer
  private var viewModel = AlbumDetailViewModel()
  private var notice = OneShotNotice<AlbumDetailViewModel>()
  private var album: Album?
  private var otherAlbums: [AlbumSummary] = []

  /// Creates a presenter for the album `albumID` that speaks `language`.
  public init(
    albumID: Int64, interactor: any AlbumDetailInteracting, view: any AlbumDetailDisplaying,
    router: any AlbumDetailRouting, language: Language
  ) {
    self.albumID = albumID
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
  }

  private func show() {
    view?.display(notice.applied(to: viewModel))
  }

  private func showAlbum(_ answer: CatalogAnswer<Album>, otherAlbums: [AlbumSummary]) {
    let album = answer.value
    let age = answer.source.staleAge
    self.album = album
    self.otherAlbums = otherAlbums
    viewModel.isLoading = false
    viewModel.message = nil
    viewModel.album = content(of: album, otherAlbums: otherAlbums)
    viewModel.age = age.map(localizer.answerAge)
    viewModel.failure = nil
    var document = AlbumDetailDocument(album)
    document.mark(age)
    viewModel.document = document
    show()
  }

  private func showFailure(_ error: any Error) {
    let failure = MusicLibraryError.wrapping(error)
    album = nil
    viewModel.isLoading = false
    viewModel.message = nil
    viewModel.album = nil
    viewModel.age = nil
    viewModel.failure = FailureNotice(failure, localizer: localizer)
    viewModel.document = nil
    show()
  }

  /// A failed save or remove: said once, the album stays on screen.
  private func showLibraryFailure(_ error: any Error) {
    notice.set(\.failure, to: FailureNotice(.wrapping(error), localizer: localizer))
    show()
  }

  private func content(of album: Album, otherAlbums: [AlbumSummary])
    -> AlbumDetailContentViewModel
  {
    let knownDurations = album.tracks.compactMap(\.durationSeconds)
    let available = album.tracks.count
    var availability: String?
    var totalDuration =
      knownDurations.isEmpty
      ? localizer(AlbumDetailPhrase.unknownDuration)
      : ClockText.text(seconds: knownDurations.reduce(0, +))
    if let total = album.trackCount, available < total {
      // The catalog leaves out what is not a song (music videos most often): say so, and that
      // the time adds up only the tracks listed.
      availability = self.availability(
        available: available, total: total, musicVideos: album.musicVideoCount ?? 0)
      if !knownDurations.isEmpty {
        totalDuration = localizer(
          AlbumDetailPhrase.durationOfListed,
          ["duration": totalDuration, "count": String(available)])
      }
    }
    return AlbumDetailContentViewModel(
      artworkURL: album.artwork?.url(size: ArtworkReference.coverPixels),
      title: album.title,
      artist: album.artist ?? localizer(AlbumDetailPhrase.unknownArtist),
      year: album.year.map(String.init) ?? localizer(AlbumDetailPhrase.unknownYear),
      genre: album.genre ?? localizer(AlbumDetailPhrase.unknownGenre),
      trackCount: localizer.count(album.trackCount ?? available, CountPhrase.tracks),
      totalDuration: totalDuration,
      availability: availability,
      discs: discs(of: album),
      page: album.storeURL.map {
        AlbumDetailLinkViewModel(label: localizer(AlbumDetailPhrase.page), url: $0)
      },
      otherAlbums: OtherAlbumsViewModel(
        title: localizer(
          AlbumDetailPhrase.otherAlbums,
          ["artist": album.artist ?? localizer(AlbumDetailPhrase.unknownArtist)]),
        albums: otherAlbums))
  }

  /// "18 of 21 tracks available; 3 music videos not listed": the music videos the look-up
  /// returned explain as much of the gap as they can (no more than it), the generic wording the
  /// rest ("2 more not listed as songs").
  private func availability(available: Int, total: Int, musicVideos: Int) -> String {
    let missing = total - available
    let videos = min(musicVideos, missing)
    var parts = [
      localizer(
        AlbumDetailPhrase.partlyAvailable,
        [
          "available": String(available),
          "total": localizer.count(total, CountPhrase.tracksAfterOf),
        ])
    ]
    if videos > 0 {
      parts.append(
        localizer(
          AlbumDetailPhrase.musicVideosNotListed,
          ["videos": localizer.count(videos, AlbumDetailCountPhrase.musicVideos)]))
    }
    if missing > videos {
      parts.append(
        localizer(
          videos > 0 ? AlbumDetailPhrase.othersNotSongsBesideVideos : .othersNotSongs,
          ["missing": String(missing - videos)]))
    }
    return parts.joined(separator: "; ")
  }

  /// Consecutive tracks of the same disc form a section; headings only when there are several.
  private func discs(of album: Album) -> [AlbumDetailDiscViewModel] {
    var groups: [(disc: Int, tracks: [Track])] = []
    for track in album.tracks {
      if groups.last?.disc == track.disc {
        groups[groups.count - 1].tracks.append(track)
      } else {
        groups.append((track.disc, [track]))
      }
    }
    return groups.map { group in
      AlbumDetailDiscViewModel(
        heading: groups.count > 1
          ? localizer(AlbumDetailPhrase.disc, ["number": String(group.disc)]) : nil,
        tracks: group.tracks.map { row($0, of: album) })
    }
  }

  /// A row; the track's artist only when it is not the album's (as on a compilation).
  private func row(_ track: Track, of album: Album) -> AlbumDetailTrackViewModel {
    AlbumDetailTrackViewModel(
      number: track.number, title: track.title,
      duration: track.durationSeconds.map { ClockText.text(seconds: $0) }
        ?? localizer(AlbumDetailPhrase.unknownDuration),
      artist: track.artist == album.artist ? nil : track.artist,
      choice: album.choice(of: track).description)
  }
}

// MARK: - AlbumDetailPresenting

extension AlbumDetailPresenter: AlbumDetailPresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
    } catch {
      viewModel.header = nil
      showFailure(error)
      return
    }
    viewModel.isLoading = true
    viewModel.message = localizer(AlbumDetailPhrase.loading)
    viewModel.failure = nil
    show()
    do {
      let answer = try await interactor.album(id: albumID)
      // The artist's other albums are an extra: the album is shown even when they cannot be had,
      // and not asked for when the album itself came stale because the catalog could not answer.
      let others =
        answer.source.staleAge == nil
        ? (try? await interactor.otherAlbums(of: answer.value)) ?? [] : []
      showAlbum(answer, otherAlbums: others)
    } catch {
      showFailure(error)
      router?.albumDidNotOpen()
    }
  }

  public func didSelectOtherAlbum(number: Int) {
    guard otherAlbums.indices.contains(number - 1) else {
      notice.set(
        \.message,
        to: localizer(AlbumDetailPhrase.noSuchOtherAlbum, ["number": String(number)]))
      show()
      return
    }
    router?.openAlbum(id: otherAlbums[number - 1].id)
  }

  public func didRequestBack() {
    router?.backToResults()
  }

  public func didSelectTrack(_ choice: TrackChoice) {
    guard let album else { return }
    switch album.track(chosen: choice) {
    case .track(let index):
      let track = album.tracks[index]
      router?.openPlayer(albumID: album.id, trackNumber: track.number, disc: track.disc)
    case .onOtherDisc(let index):
      let track = album.tracks[index]
      notice.set(
        \.message,
        to: localizer(
          AlbumDetailPhrase.trackOnOtherDisc,
          ["number": String(track.number), "disc": String(track.disc)]))
      notice.set(\.otherDiscChoice, to: album.choice(of: track).description)
      show()
    case .missing:
      notice.set(
        \.message, to: localizer(AlbumDetailPhrase.noSuchTrack, ["number": choice.description]))
      show()
    }
  }

  public func didRequestPlayAlbum() {
    guard let album, let first = album.tracks.first else { return }
    router?.openPlayer(albumID: album.id, trackNumber: first.number, disc: first.disc)
  }

  public func didRequestProfile() {
    router?.openProfile()
  }

  public func didRequestHistory() {
    router?.openHistory()
  }

  public func didRequestSave() async {
    guard let album else { return }
    do {
      let isNew = try await interactor.save(album)
      viewModel.libraryChange = isNew ? .saved : .alreadySaved
      notice.set(
        \.message,
        to: localizer(
          isNew ? AlbumDetailPhrase.saved : AlbumDetailPhrase.alreadySaved, ["title": album.title]
        ))
      show()
    } catch {
      showLibraryFailure(error)
    }
  }

  public func didRequestRemove() async {
    guard let album else { return }
    do {
      let wasSaved = try await interactor.remove(albumID: album.id)
      viewModel.libraryChange = wasSaved ? .removed : .notSaved
      notice.set(
        \.message,
        to: localizer(
          wasSaved ? AlbumDetailPhrase.removed : AlbumDetailPhrase.notSaved,
          ["title": album.title]))
      show()
    } catch {
      showLibraryFailure(error)
    }
  }

  public func didRequestSignOut() async {
    do {
      try await interactor.signOut()
      router?.didSignOut()
    } catch {
      showFailure(error)
    }
  }
}
