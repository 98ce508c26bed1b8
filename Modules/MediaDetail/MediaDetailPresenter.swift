import Domain
import Localization

/// Loads one item and turns it into `MediaDetailViewModel`s; a row number opens the artist's
/// other album. Holds the interactor strongly and the view and router weakly.
@MainActor public final class MediaDetailPresenter {
  private let id: Int64
  private let interactor: any MediaDetailInteracting
  private weak var view: (any MediaDetailDisplaying)?
  private weak var router: (any MediaDetailRouting)?
  private let localizer: Localizer
  private var viewModel = MediaDetailViewModel()
  private var otherAlbums: [AlbumSummary] = []

  /// Creates a presenter for item `id` that speaks `language`.
  public init(
    id: Int64, interactor: any MediaDetailInteracting, view: any MediaDetailDisplaying,
    router: any MediaDetailRouting, language: Language
  ) {
    self.id = id
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
  }

  private func show() {
    view?.display(viewModel)
  }

  private func content(_ item: MediaItem, otherAlbums: [AlbumSummary]) -> MediaDetailContent {
    MediaDetailContent(
      title: item.title,
      explicitMark: item.isExplicit == true ? localizer(MediaDetailPhrase.explicitMark) : nil,
      lines: lines(item),
      description: item.kind == .song ? nil : item.description.map(HTMLText.plain),
      otherAlbums: OtherAlbumsViewModel(
        title: localizer(MediaDetailPhrase.otherAlbums, ["artist": item.artist ?? ""]),
        albums: otherAlbums),
      coverURL: item.artwork?.url(size: ArtworkReference.coverPixels))
  }

  /// The facts in the kind's order (issue #12), each only when the catalog gave it.
  private func lines(_ item: MediaItem) -> [MediaDetailLine] {
    var lines: [MediaDetailLine] = []
    func add(_ label: MediaDetailPhrase, _ value: String?, url: String? = nil) {
      guard let value, !value.isEmpty else { return }
      lines.append(MediaDetailLine(label: localizer(label), value: value, url: url))
    }
    let artistLabel: MediaDetailPhrase =
      switch item.kind {
      case .song: .artist
      case .movie: .studio
      case .ebook: .author
      }
    let cover = item.artwork?.url(size: ArtworkReference.coverPixels)
    add(.cover, cover, url: cover)
    add(artistLabel, item.artist, url: item.artistURL)
    if item.kind == .song { add(.genre, item.genres.first) }
    add(.page, item.storeURL, url: item.storeURL)
    add(.released, item.releaseDate.map(localizer.longDate))
    switch item.kind {
    case .song: break
    case .movie:
      add(.genre, item.genres.first)
      add(.rated, item.contentRating)
    case .ebook:
      add(.genres, item.genres.isEmpty ? nil : item.genres.joined(separator: ", "))
      add(.rating, item.rating.map { localizer.rating($0, count: item.ratingCount) })
    }
    add(.kind, localizer(kindPhrase(item.kind)))
    add(.duration, item.durationSeconds.map { ClockText.text(seconds: $0) })
    add(
      .fileSize,
      item.fileSizeBytes.map {
        localizer(
          MediaDetailPhrase.megabytes,
          ["size": localizer.number(Double($0) / 1_048_576, maximumFractionDigits: 1)])
      })
    return lines
  }

  private func kindPhrase(_ kind: MediaKind) -> MediaDetailPhrase {
    switch kind {
    case .song: .song
    case .movie: .movie
    case .ebook: .ebook
    }
  }
}

// MARK: - MediaDetailPresenting

extension MediaDetailPresenter: MediaDetailPresenting {
  public func viewDidLoad() async {
    viewModel.isLoading = true
    viewModel.message = localizer(MediaDetailPhrase.loading)
    show()
    do {
      let (answer, albums) = try await interactor.load(id: id)
      let age = answer.source.staleAge
      otherAlbums = albums
      viewModel.content = content(answer.value, otherAlbums: albums)
      viewModel.age = age.map(localizer.answerAge)
      var document = MediaDetailDocument(answer.value, otherAlbums: albums)
      document.mark(age)
      viewModel.document = document
      viewModel.failure = nil
    } catch {
      viewModel.content = nil
      viewModel.age = nil
      viewModel.document = nil
      let failure = MusicLibraryError.wrapping(error)
      viewModel.failure =
        failure == .notFound
        ? FailureNotice(
          code: failure.code, message: localizer(MediaDetailPhrase.notFound), kind: .notFound)
        : FailureNotice(failure, localizer: localizer)
    }
    viewModel.isLoading = false
    viewModel.message = nil
    show()
  }

  public func didSelectAlbum(number: Int) {
    guard otherAlbums.indices.contains(number - 1) else {
      viewModel.message =
        otherAlbums.isEmpty
        ? localizer(MediaDetailPhrase.noOtherAlbums)
        : localizer(
          MediaDetailPhrase.noSuchNumber,
          ["number": String(number), "count": String(otherAlbums.count)])
      show()
      return
    }
    router?.openAlbum(id: otherAlbums[number - 1].id)
  }

  public func didRequestBack() {
    router?.leaveMediaItem()
  }
}
