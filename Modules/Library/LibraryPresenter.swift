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

  func notice(for problem: LibraryArchiveProblem) -> FailureNotice {
    let message =
      switch problem {
      case .tooLarge(let limit):
        localizer(LibraryPhrase.fileTooLarge, ["limit": String(limit / 1024 / 1024)])
      case .notALibrary: localizer(LibraryPhrase.notALibrary, ["format": LibraryArchive.formatName])
      case .unsupportedVersion(let version):
        localizer(LibraryPhrase.unsupportedVersion, ["version": String(version)])
      case .tooManyAlbums(let limit):
        localizer(LibraryPhrase.tooManyAlbums, ["limit": String(limit)])
      case .invalidAlbum(let refusal):
        localizer(LibraryPhrase.invalidAlbum, Self.arguments(refusal))
      }
    return FailureNotice(code: "invalidLibraryFile", message: message, kind: .invalidInput)
  }

  /// What an import did, in one sentence: added, already there, repeated in the file, skipped.
  private func note(for report: LibraryImportReport) -> String {
    let brought = report.added.count + report.alreadySaved
    if report.added.isEmpty, brought > 0, report.repeatedInFile == 0, report.skipped.isEmpty {
      return localizer(LibraryPhrase.importedNothing)
    }
    var note = localizer(
      LibraryPhrase.imported,
      [
        "albums": localizer.count(report.added.count, CountPhrase.albums),
        "skipped": String(report.alreadySaved),
      ])
    if report.repeatedInFile > 0 {
      note += localizer(LibraryPhrase.repeatedInFile, ["count": String(report.repeatedInFile)])
    }
    if !report.skipped.isEmpty {
      note += localizer(
        LibraryPhrase.skippedOutOfBounds,
        ["albums": localizer.count(report.skipped.count, CountPhrase.albums)])
    }
    return note
  }

  /// The placeholders of a sentence about `refusal`, its title cut short.
  static func arguments(_ refusal: LibraryAlbumRefusal) -> [String: String] {
    [
      "number": String(refusal.number), "id": String(refusal.id),
      "title": Localizer.excerpt(refusal.title), "field": refusal.field,
    ]
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

  public func didRequestPlay(number: Int) {
    guard let chosen = album(number: number) else { return }
    router?.playAlbum(id: chosen.album.id)
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
      let outOfBounds = all.compactMap { saved in
        AlbumBounds.fieldOutOfBounds(in: saved.album).map { (saved.album, $0) }
      }
      let warning = outOfBounds.first.map { album, field in
        localizer(
          LibraryPhrase.exportedOutOfBounds,
          [
            "albums": localizer.count(outOfBounds.count, CountPhrase.albums),
            "id": String(album.id),
            "title": Localizer.excerpt(album.title), "field": field,
          ])
      }
      showAlbums(
        all,
        note: localizer(
          LibraryPhrase.exported, ["albums": localizer.count(all.count, CountPhrase.albums)])
          + (warning ?? ""))
    } catch {
      showFailure(error)
    }
  }

  public func didRequestImport(_ contents: Data, skippingInvalid: Bool) async {
    viewModel.imported = nil
    viewModel.refused = []
    viewModel.skipped = []
    let archive: LibraryArchive
    do {
      archive = try LibraryArchive(decoding: contents)
    } catch {
      showFailure(notice(for: error))
      return
    }
    let (incoming, refused, repeats) = archive.checked()
    if let first = refused.first, !skippingInvalid {
      viewModel.refused = refused
      showFailure(notice(for: .invalidAlbum(first)))
      return
    }
    do {
      let added = try await interactor.add(incoming)
      let report = LibraryImportReport(
        added: LibraryDocument(added).albums, alreadySaved: incoming.count - added.count,
        repeatedInFile: repeats, skipped: refused)
      viewModel.imported = report
      viewModel.refused = refused
      viewModel.skipped = refused.map { localizer(LibraryPhrase.skippedAlbum, Self.arguments($0)) }
      showAlbums(try await interactor.albums(), note: note(for: report))
    } catch {
      showFailure(error)
    }
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
