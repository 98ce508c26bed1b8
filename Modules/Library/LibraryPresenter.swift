import Domain
import Foundation
import Localization

/// Turns the person's intents into interactor calls and the saved albums into
/// `LibraryViewModel`s. Holds the interactor strongly and the view and router weakly (the front
/// end owns the presenter).
@MainActor public final class LibraryPresenter {
  private let interactor: any LibraryInteracting
  private weak var view: (any LibraryDisplaying)?
  private weak var router: (any LibraryRouting)?
  private let clock: any WallClock
  private let language: Language
  private let localizer: Localizer
  private var viewModel: LibraryViewModel
  /// Every saved album, sorted; `shown` is the part that matches the filter.
  private var albums: [SavedAlbum] = []
  private var shown: [SavedAlbum] = []

  /// Creates a presenter that speaks `language` and tells times against `clock`.
  public init(
    interactor: any LibraryInteracting, view: any LibraryDisplaying, router: any LibraryRouting,
    clock: any WallClock, language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    self.clock = clock
    self.language = language
    localizer = Localizer(language: language)
    viewModel = LibraryViewModel(title: localizer(LibraryPhrase.title))
  }

  private func show() {
    view?.display(viewModel)
  }

  /// Keeps `loaded` and shows the part matching the filter, with `note` when given.
  private func showAlbums(_ loaded: [SavedAlbum], note: String? = nil) {
    albums = loaded
    let filter = viewModel.filter ?? ""
    shown = filter.isEmpty ? loaded : loaded.filter { matches($0.album, filter) }
    let now = clock.now()
    viewModel.rows = shown.enumerated().map { index, saved in row(index + 1, saved, now: now) }
    viewModel.message = note ?? summary(filter: filter)
    viewModel.failure = nil
    viewModel.document = LibraryDocument(shown)
    show()
  }

  private func summary(filter: String) -> String? {
    if albums.isEmpty { return localizer(LibraryPhrase.empty) }
    if filter.isEmpty { return nil }
    if shown.isEmpty { return localizer(LibraryPhrase.noMatch, ["filter": filter]) }
    return localizer(
      LibraryPhrase.filtered,
      [
        "albums": String(shown.count), "total": localizer.count(albums.count, CountPhrase.albums),
        "filter": filter,
      ])
  }

  private func matches(_ album: Album, _ filter: String) -> Bool {
    [album.title, album.artist ?? ""].contains {
      $0.range(
        of: filter, options: [.caseInsensitive, .diacriticInsensitive], locale: language.locale)
        != nil
    }
  }

  private func row(_ number: Int, _ saved: SavedAlbum, now: Date) -> LibraryRowViewModel {
    let album = saved.album
    return LibraryRowViewModel(
      number: number, id: album.id, title: album.title,
      artist: album.artist ?? localizer(LibraryPhrase.unknownArtist),
      year: album.year.map(String.init) ?? localizer(LibraryPhrase.unknownYear),
      tracks: (album.trackCount ?? (album.tracks.isEmpty ? nil : album.tracks.count))
        .map { localizer.count($0, CountPhrase.tracks) }
        ?? localizer(LibraryPhrase.unknownTrackCount),
      savedAt: localizer.relativeTime(saved.savedAt, now: now, timeZone: clock.timeZone))
  }

  private func showFailure(_ notice: FailureNotice) {
    viewModel.message = nil
    viewModel.failure = notice
    viewModel.archive = nil
    show()
  }

  private func showFailure(_ error: any Error) {
    albums = []
    shown = []
    viewModel.rows = []
    viewModel.document = nil
    showFailure(FailureNotice(.wrapping(error), localizer: localizer))
  }

  /// The album numbered `number` on screen; when there is none, says so and returns nil.
  private func album(number: Int) -> SavedAlbum? {
    if shown.indices.contains(number - 1) { return shown[number - 1] }
    viewModel.message =
      shown.isEmpty
      ? summary(filter: viewModel.filter ?? "")
      : localizer(
        LibraryPhrase.noSuchNumber, ["number": String(number), "count": String(shown.count)])
    show()
    return nil
  }

  private func notice(for problem: LibraryArchiveProblem) -> FailureNotice {
    let message =
      switch problem {
      case .tooLarge(let limit):
        localizer(LibraryPhrase.fileTooLarge, ["limit": String(limit / 1024 / 1024)])
      case .notALibrary: localizer(LibraryPhrase.notALibrary, ["format": LibraryArchive.formatName])
      case .unsupportedVersion(let version):
        localizer(LibraryPhrase.unsupportedVersion, ["version": String(version)])
      case .tooManyAlbums(let limit):
        localizer(LibraryPhrase.tooManyAlbums, ["limit": String(limit)])
      case .invalidAlbum(let number):
        localizer(LibraryPhrase.invalidAlbum, ["number": String(number)])
      }
    return FailureNotice(code: "invalidLibraryFile", message: message, kind: .invalidInput)
  }
}

// MARK: - LibraryPresenting

extension LibraryPresenter: LibraryPresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
      showAlbums(try await interactor.albums())
    } catch {
      viewModel.header = nil
      showFailure(error)
    }
  }

  public func didChangeFilter(_ text: String) {
    let filter = text.trimmedOfWhitespace
    viewModel.filter = filter.isEmpty ? nil : filter
    showAlbums(albums)
  }

  public func didSelectAlbum(number: Int) {
    guard let chosen = album(number: number) else { return }
    router?.openAlbum(id: chosen.album.id)
  }

  public func didRequestRemove(number: Int) async {
    guard let chosen = album(number: number) else { return }
    await didRequestRemove(albumID: chosen.album.id)
  }

  public func didRequestRemove(albumID: Int64) async {
    do {
      let removed = try await interactor.remove(albumID: albumID)
      viewModel.removed = removed != nil
      let note =
        removed.map { localizer(LibraryPhrase.removed, ["title": $0.album.title]) }
        ?? localizer(LibraryPhrase.notSaved, ["id": String(albumID)])
      showAlbums(try await interactor.albums(), note: note)
    } catch {
      showFailure(error)
    }
  }

  public func didRequestExport() async {
    do {
      let all = try await interactor.albums()
      viewModel.archive = LibraryArchive(all)
      showAlbums(
        all,
        note: localizer(
          LibraryPhrase.exported, ["albums": localizer.count(all.count, CountPhrase.albums)]))
    } catch {
      showFailure(error)
    }
  }

  public func didRequestImport(_ contents: Data) async {
    let archive: LibraryArchive
    do {
      archive = try LibraryArchive(decoding: contents)
    } catch {
      showFailure(notice(for: error))
      return
    }
    do {
      let incoming = archive.savedAlbums
      let added = try await interactor.add(incoming)
      let note =
        added.isEmpty && !incoming.isEmpty
        ? localizer(LibraryPhrase.importedNothing)
        : localizer(
          LibraryPhrase.imported,
          [
            "albums": localizer.count(added.count, CountPhrase.albums),
            "skipped": String(incoming.count - added.count),
          ])
      viewModel.imported = LibraryImportReport(
        added: LibraryDocument(added).albums, alreadySaved: incoming.count - added.count)
      showAlbums(try await interactor.albums(), note: note)
    } catch {
      showFailure(error)
    }
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
