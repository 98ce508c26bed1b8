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
  /// The page shown: the albums of the list from `offset` on (at most `limit` of them).
  private var shown: [SavedAlbumListing] = []
  private var offset = 0
  private var limit: Int?
  /// How many albums the library holds, and how many of them the filter lets through.
  private var total = 0
  private var matching = 0

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

  /// Reads the page asked for and shows it, with `note` when given; `backingUp` shows the last
  /// page instead when this one is now past the end (a removal emptied it).
  private func showPage(note: String? = nil, backingUp: Bool = false) async throws {
    var page = try await interactor.page(filter: viewModel.filter, offset: offset, limit: limit)
    if backingUp, page.albums.isEmpty, offset > 0, page.matching > 0 {
      offset = max(0, page.matching - (limit ?? page.matching))
      page = try await interactor.page(filter: viewModel.filter, offset: offset, limit: limit)
    }
    shown = page.albums
    total = page.total
    matching = page.matching
    let now = clock.now()
    viewModel.rows = shown.enumerated().map { index, listing in
      row(offset + index + 1, listing, now: now)
    }
    viewModel.listed = matching
    if let note { tell(note) } else { summarize() }
    viewModel.failure = nil
    viewModel.document = LibraryDocument(shown)
    show()
  }

  /// Says what the list holds: the library is empty, nothing matches, how many do.
  private func summarize() {
    viewModel.message = summary(filter: viewModel.filter ?? "")
    viewModel.isEmpty = total == 0
  }

  /// Shows a note in place of the list's summary.
  private func tell(_ note: String?) {
    viewModel.message = note
    viewModel.isEmpty = false
  }

  private func summary(filter: String) -> String? {
    if total == 0 { return localizer(LibraryPhrase.empty) }
    if filter.isEmpty { return nil }
    if matching == 0 { return localizer(LibraryPhrase.noMatch, ["filter": filter]) }
    return localizer(
      LibraryPhrase.filtered,
      [
        "albums": String(matching), "total": localizer.count(total, CountPhrase.albums),
        "filter": filter,
      ])
  }

  private func row(_ number: Int, _ listing: SavedAlbumListing, now: Date) -> LibraryRowViewModel {
    LibraryRowViewModel(
      number: number, id: listing.id, title: listing.title,
      artist: listing.artist ?? localizer(LibraryPhrase.unknownArtist),
      year: listing.year.map(String.init) ?? localizer(LibraryPhrase.unknownYear),
      tracks: (listing.trackCount ?? (listing.storedTracks == 0 ? nil : listing.storedTracks))
        .map { localizer.count($0, CountPhrase.tracks) }
        ?? localizer(LibraryPhrase.unknownTrackCount),
      savedAt: localizer.relativeTime(listing.savedAt, now: now, timeZone: clock.timeZone))
  }

  private func setFilter(_ text: String) {
    let filter = text.trimmedOfWhitespace
    viewModel.filter = filter.isEmpty ? nil : filter
  }

  private func showFailure(_ notice: FailureNotice) {
    tell(nil)
    viewModel.failure = notice
    viewModel.archive = nil
    show()
  }

  private func showFailure(_ error: any Error) {
    if let problem = error as? LibraryArchiveProblem {
      showFailure(notice(for: problem))
      return
    }
    shown = []
    total = 0
    matching = 0
    viewModel.listed = nil
    viewModel.rows = []
    viewModel.document = nil
    showFailure(FailureNotice(.wrapping(error), localizer: localizer))
  }

  /// The album numbered `number` on screen; when there is none, says so and returns nil.
  private func album(number: Int) -> SavedAlbumListing? {
    if shown.indices.contains(number - offset - 1) { return shown[number - offset - 1] }
    if shown.isEmpty {
      summarize()
    } else {
      tell(
        localizer(
          LibraryPhrase.noSuchNumber,
          [
            "number": String(number), "first": String(offset + 1),
            "count": String(offset + shown.count),
          ]))
    }
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
    await didRequestPage(offset: offset, limit: limit)
  }

  public func didRequestPage(offset: Int, limit: Int?) async {
    self.offset = max(0, offset)
    self.limit = limit.map { max(0, $0) }
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
      try await showPage()
    } catch {
      viewModel.header = nil
      showFailure(error)
    }
  }

  public func didRequestPage(
    offset: Int, limit: Int?, filter: String?,
    each: (LibraryRowViewModel, LibraryDocument.Entry) throws -> Void
  ) async {
    if let filter { setFilter(filter) }
    self.offset = max(0, offset)
    self.limit = limit.map { max(0, $0) }
    shown = []
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
      let now = clock.now()
      var number = self.offset
      try await interactor.forEachListing(
        filter: viewModel.filter, offset: self.offset, limit: self.limit,
        counted: { matching, total in
          self.total = total
          self.matching = matching
          viewModel.rows = []
          viewModel.listed = matching
          summarize()
          viewModel.failure = nil
          viewModel.document = nil
          show()
        },
        each: { listing in
          number += 1
          try each(row(number, listing, now: now), LibraryDocument.Entry(listing))
        })
    } catch {
      viewModel.header = nil
      showFailure(error)
    }
  }

  public func didChangeFilter(_ text: String) async {
    setFilter(text)
    offset = 0
    do {
      try await showPage()
    } catch {
      showFailure(error)
    }
  }

  public func didSelectAlbum(number: Int) {
    guard let chosen = album(number: number) else { return }
    router?.openAlbum(id: chosen.id)
  }

  public func didRequestPlay(number: Int) {
    guard let chosen = album(number: number) else { return }
    router?.playAlbum(id: chosen.id)
  }

  public func didRequestRemove(number: Int) async {
    guard let chosen = album(number: number) else { return }
    await didRequestRemove(albumID: chosen.id)
  }

  public func didRequestRemove(albumID: Int64) async {
    do {
      let removed = try await interactor.remove(albumID: albumID)
      viewModel.removed = removed != nil
      let note =
        removed.map { localizer(LibraryPhrase.removed, ["title": $0.album.title]) }
        ?? localizer(LibraryPhrase.notSaved, ["id": String(albumID)])
      try await showPage(note: note, backingUp: true)
    } catch {
      showFailure(error)
    }
  }

  public func didRequestExport() async {
    var albums: [SavedAlbum] = []
    await export { stored in
      guard let saved = stored.decoded else { return false }
      albums.append(saved)
      return true
    }
    if viewModel.failure == nil { viewModel.archive = LibraryArchive(albums) }
    show()
  }

  public func didRequestExport(writing write: ([UInt8]) throws -> Void) async {
    var stream = LibraryArchiveStream()
    await export { stored in try stream.append(stored, write: write) }
    guard viewModel.failure == nil else { return show() }
    do {
      try stream.finish(write: write)
      viewModel.exported = stream.count
      show()
    } catch {
      showFailure(error)
    }
  }

  /// Hands every album to `each` (which says whether it could be read), in the list's order,
  /// and says how many were exported, how many of them an import would refuse, and which could
  /// not be read; the caller shows the outcome.
  private func export(_ each: (StoredSavedAlbum) throws -> Bool) async {
    viewModel.archive = nil
    viewModel.exported = nil
    viewModel.unreadable = nil
    var count = 0
    var outOfBounds = 0
    var first: (album: Album, field: String)?
    var unreadable: [Int64] = []
    do {
      try await interactor.forEachStoredAlbum { stored in
        guard try each(stored) else {
          switch stored {
          case .encoded(let id, _, _), .unreadable(let id, _): unreadable.append(id)
          case .decoded(let saved): unreadable.append(saved.album.id)
          }
          return
        }
        count += 1
        if case .decoded(let saved) = stored,
          let field = AlbumBounds.fieldOutOfBounds(in: saved.album)
        {
          outOfBounds += 1
          if first == nil { first = (saved.album, field) }
        }
      }
    } catch {
      tell(nil)
      viewModel.failure = FailureNotice(.wrapping(error), localizer: localizer)
      return
    }
    let warning = first.map { album, field in
      localizer(
        LibraryPhrase.exportedOutOfBounds,
        [
          "albums": localizer.count(outOfBounds, CountPhrase.albums), "id": String(album.id),
          "title": Localizer.excerpt(album.title), "field": field,
        ])
    }
    viewModel.failure = nil
    tell(
      localizer(LibraryPhrase.exported, ["albums": localizer.count(count, CountPhrase.albums)])
        + (warning ?? ""))
    if !unreadable.isEmpty {
      let named = unreadable.prefix(Self.unreadableNamed).map(String.init)
      viewModel.unreadable = localizer(
        LibraryPhrase.exportedUnreadable,
        [
          "albums": localizer.count(unreadable.count, CountPhrase.albums),
          "ids": (named + (unreadable.count > named.count ? ["…"] : [])).joined(separator: ", "),
        ])
    }
  }

  /// How many unreadable albums an export names by id.
  static let unreadableNamed = 20

  public func didRequestImport(_ contents: Data, skippingInvalid: Bool) async {
    viewModel.imported = nil
    viewModel.refused = []
    viewModel.skipped = []
    var reader: LibraryArchiveReader
    do {
      reader = try LibraryArchiveReader(contents)
    } catch {
      showFailure(notice(for: error))
      return
    }
    var check = LibraryArchiveCheck()
    do {
      let added = try await interactor.add(batches: { () throws -> [SavedAlbumToAdd]? in
        guard let entries = try reader.nextBatch() else {
          // An album out of bounds refuses the whole file: nothing of it is kept.
          if let first = check.refused.first, !skippingInvalid {
            throw LibraryArchiveProblem.invalidAlbum(first)
          }
          return nil
        }
        let kept = check.pass(entries)
        return check.refused.isEmpty || skippingInvalid ? kept : []
      })
      let report = LibraryImportReport(
        added: LibraryDocument(added).albums, alreadySaved: check.passed - added.count,
        repeatedInFile: check.repeats, skipped: check.refused)
      viewModel.imported = report
      viewModel.refused = check.refused
      viewModel.skipped = check.refused.map {
        localizer(LibraryPhrase.skippedAlbum, Self.arguments($0))
      }
      try await showPage(note: note(for: report))
    } catch {
      viewModel.refused = check.refused
      showFailure(error)
    }
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
