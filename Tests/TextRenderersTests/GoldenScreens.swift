import AlbumDetail
import Authorization
import Domain
import Filters
import History
import Library
import Localization
import MediaDetail
import MediaSearch
import Player
import Search
import TerminalKit
import TerminalText
import TestSupport

@testable import LineAccountScreens
@testable import LineApp
@testable import LineScreens
@testable import TextRenderers

/// The main screens filled as a person sees them, in each language, for the golden renderings.
@MainActor enum GoldenScreens {
  /// Every screen by name, each drawn in `width` columns (nil: piped) in `language`.
  static let all: [(name: String, draw: (Language, Int?) async -> String)] = [
    ("search", search), ("search-thumbnails", searchWithThumbnails), ("tracks", tracks),
    ("album", album), ("album-cover", albumWithCover), ("history", history),
    ("library", library), ("media", media), ("item", item), ("player", player),
    ("profile", profile), ("filters", filters), ("signin", signIn), ("signup", signUp),
    ("help", help),
  ]

  /// The help screens of the album screen and the album search.
  static func help(_ language: Language, _ width: Int?) async -> String {
    [HelpPhrase.album, .search].map {
      $0.screen(
        language: language, style: TextStyle(enabled: false), layout: TextLayout(width: width))
    }.joined(separator: "\n")
  }

  /// What `show` writes on a console `width` columns wide.
  static func shown(_ width: Int?, _ show: (ScriptedConsole) async -> Void) async -> String {
    let console = ScriptedConsole([])
    console.columns = width
    await show(console)
    return console.transcript.joined(separator: "\n")
  }

  static func pick(_ language: Language, _ english: String, _ russian: String) -> String {
    language == .en ? english : russian
  }

  static func searchModel(_ language: Language) -> SearchViewModel {
    let localize = Localizer(language: language)
    let query = pick(language, "the beatles", "кино")
    let rows = [
      pick(language, "Abbey Road (Remastered)", "Группа крови"),
      pick(
        language, "Sgt. Pepper's Lonely Hearts Club Band (Super Deluxe Edition)",
        "Звезда по имени Солнце (Remastered 2019) — Юбилейное издание"),
      pick(language, "1", "Последний герой"),
    ].enumerated().map { index, title in
      SearchRowViewModel(
        number: index + 1, title: title, artist: pick(language, "The Beatles", "Кино"),
        tracks: localize.count(17 + index, CountPhrase.tracks), year: String(1969 - index),
        artworkURL: "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/ab/\(index)/600x600bb.jpg",
        thumbnailURL: "thumb\(index + 1)")
    }
    return SearchViewModel(
      title: localize(SearchPhrase.title), prompt: localize(SearchPhrase.prompt), rows: rows,
      message: localize(SearchPhrase.found, ["albums": "3", "query": query]))
  }

  static func search(_ language: Language, _ width: Int?) async -> String {
    return await shown(width) { console in
      let view = SearchTextView(console: console)
      view.language = language
      view.display(searchModel(language))
      _ = await view.run(presenter: NoSearchPresenter()) { false }
    }
  }

  static func thumbnail() -> DrawnArtwork {
    DrawnArtwork(
      text: Array(repeating: String(repeating: "▀", count: 8), count: 4).joined(separator: "\n"),
      columns: 8, placement: .beside)
  }

  static func searchWithThumbnails(_ language: Language, _ width: Int?) async -> String {
    let model = searchModel(language)
    // As the live drawer: no thumbnails on a narrow terminal, nor when piped.
    let thumbnails =
      (width ?? 0) < ArtworkLayout.thumbnailMinimumWidth ? [:] : [1: thumbnail(), 2: thumbnail()]
    return SearchText.render(
      model, style: TextStyle(enabled: false), thumbnails: thumbnails,
      layout: TextLayout(width: width))
  }

  static func tracks(_ language: Language, _ width: Int?) async -> String {
    let localize = Localizer(language: language)
    var model = TrackSearchViewModel(title: localize(TrackSearchPhrase.title), prompt: "")
    model.message = pick(
      language, "Found 3 tracks for “yesterday”", "По запросу «кукушка» найдено: 3 трека")
    model.rows = [
      TrackSearchRowViewModel(
        number: 1, title: pick(language, "Yesterday", "Кукушка"),
        artist: pick(language, "The Beatles", "Кино"),
        album: pick(language, "Help! (Remastered)", "Чёрный альбом"), duration: "2:05"),
      TrackSearchRowViewModel(
        number: 2,
        title: pick(
          language, "Yesterday (Live at the Hollywood Bowl)",
          "Кукушка (Концертная запись, Лужники 1990)"),
        artist: pick(language, "The Beatles", "Кино"),
        album: pick(language, "Live at the Hollywood Bowl", "Последний концерт"), duration: "12:44"),
      TrackSearchRowViewModel(
        number: 3, title: "東京の夜 🎵", artist: "宇多田ヒカル", album: "First Love", duration: "4:31"),
    ]
    return await shown(width) { console in
      let view = TrackSearchTextView(console: console)
      view.language = language
      view.display(model)
    }
  }

  static func albumModel(_ language: Language) -> AlbumDetailViewModel {
    let localize = Localizer(language: language)
    let titles = [
      pick(language, "Come Together", "Группа крови"),
      pick(language, "Something", "Закрой за мной дверь, я ухожу"),
      pick(language, "Maxwell's Silver Hammer", "Война"),
      pick(
        language, "You Never Give Me Your Money (2019 Mix) [Remastered]",
        "Спокойная ночь (Ремастеринг 2019 года, бонус-трек)"),
      pick(language, "Her Majesty", "Мама, мы все сошли с ума"),
    ]
    let tracks = titles.enumerated().map { index, title in
      let (disc, number) = index < 3 ? (1, index + 1) : (2, index - 2)
      return AlbumDetailTrackViewModel(
        number: number, title: title, duration: ["4:19", "3:02", "3:27", "12:03", "0:25"][index],
        choice: "\(disc)-\(number)")
    }
    let model = AlbumDetailViewModel(
      album: AlbumDetailContentViewModel(
        artworkURL: "https://is1-ssl.mzstatic.com/image/thumb/Music/600x600bb.jpg",
        title: pick(language, "Abbey Road (Remastered)", "Группа крови"),
        artist: pick(language, "The Beatles", "Кино"), year: "1969", genre: "Rock",
        trackCount: localize.count(8, CountPhrase.tracks),
        totalDuration: localize(
          AlbumDetailPhrase.durationOfListed, ["duration": "23:16", "count": "5"]),
        availability: localize(
          AlbumDetailPhrase.partlyAvailable,
          ["available": "5", "total": localize.count(8, CountPhrase.tracksAfterOf)]) + "; "
          + localize(
            AlbumDetailPhrase.musicVideosNotListed,
            ["videos": localize.count(3, AlbumDetailCountPhrase.musicVideos)]),
        discs: [
          AlbumDetailDiscViewModel(
            heading: localize(AlbumDetailPhrase.disc, ["number": "1"]),
            tracks: Array(tracks.prefix(3))),
          AlbumDetailDiscViewModel(
            heading: localize(AlbumDetailPhrase.disc, ["number": "2"]),
            tracks: Array(tracks.dropFirst(3))),
        ],
        page: AlbumDetailLinkViewModel(
          label: localize(AlbumDetailPhrase.page),
          url: "https://music.apple.com/us/album/abbey-road/1441164426"),
        otherAlbums: OtherAlbumsViewModel(
          title: localize(
            AlbumDetailPhrase.otherAlbums, ["artist": pick(language, "The Beatles", "Кино")]),
          rows: [
            OtherAlbumsViewModel.Row(
              number: 1,
              title: pick(
                language, "Let It Be (Special Edition) [Super Deluxe]", "Звезда по имени Солнце"),
              year: "1970"),
            OtherAlbumsViewModel.Row(number: 2, title: pick(language, "Help!", "Кино"), year: nil),
          ])))
    return model
  }

  static func album(_ language: Language, _ width: Int?) async -> String {
    return await shown(width) { console in
      let view = AlbumDetailTextView(console: console)
      view.language = language
      view.display(albumModel(language))
      _ = await view.run(presenter: NoAlbumPresenter()) { false }
    }
  }

  static func albumWithCover(_ language: Language, _ width: Int?) async -> String {
    // As the live drawer sizes the cover, with fewer rows to keep the rendering short; piped
    // output has no cover.
    guard let terminal = width else {
      return AlbumDetailText.render(
        albumModel(language), style: TextStyle(enabled: false),
        otherAlbumsHint: Localizer(language: language)(LineAppHint.otherAlbums))
    }
    let (columns, placement) = ArtworkLayout.cover(terminalColumns: terminal)
    let cover = DrawnArtwork(
      text: Array(repeating: String(repeating: "▀", count: columns), count: 6).joined(
        separator: "\n"),
      columns: columns, placement: placement)
    return AlbumDetailText.render(
      albumModel(language), style: TextStyle(enabled: false), cover: cover,
      otherAlbumsHint: Localizer(language: language)(LineAppHint.otherAlbums),
      layout: TextLayout(width: width))
  }

  static func history(_ language: Language, _ width: Int?) async -> String {
    let localize = Localizer(language: language)
    let queries = [
      pick(language, "the beatles", "кино"),
      pick(
        language, "sgt pepper's lonely hearts club band super deluxe",
        "звезда по имени солнце юбилейное издание"),
      "宇多田ヒカル",
    ]
    let times = [
      pick(language, "just now", "только что"), pick(language, "5 minutes ago", "5 минут назад"),
      pick(language, "yesterday", "вчера"),
    ]
    let model = HistoryViewModel(
      title: localize(HistoryPhrase.title), clearConfirmation: "",
      rows: queries.enumerated().map {
        HistoryRowViewModel(
          number: $0.offset + 1, query: $0.element, kind: pick(language, "albums", "альбомы"),
          searchedAt: times[$0.offset])
      })
    return await shown(width) { console in
      let view = HistoryTextView(console: console)
      view.language = language
      view.display(model)
    }
  }

  static func library(_ language: Language, _ width: Int?) async -> String {
    let localize = Localizer(language: language)
    let model = LibraryViewModel(
      title: localize(LibraryPhrase.title),
      rows: [
        LibraryRowViewModel(
          number: 1, id: 1, title: pick(language, "Abbey Road (Remastered)", "Группа крови"),
          artist: pick(language, "The Beatles", "Кино"), year: "1969",
          tracks: localize.count(17, CountPhrase.tracks),
          savedAt: pick(language, "2 days ago", "2 дня назад")),
        LibraryRowViewModel(
          number: 2, id: 2, title: "First Love (15th Anniversary Edition)", artist: "宇多田ヒカル",
          year: "1999", tracks: localize.count(11, CountPhrase.tracks),
          savedAt: pick(language, "just now", "только что")),
      ])
    return await shown(width) { console in
      let view = LibraryTextView(console: console)
      view.language = language
      view.display(model)
    }
  }

  static func media(_ language: Language, _ width: Int?) async -> String {
    let localize = Localizer(language: language)
    var model = MediaSearchViewModel(title: localize(MediaSearchPhrase.title), prompt: "")
    model.message = pick(
      language, "Found 2 movies for “brother”", "По запросу «брат» найдено: 2 фильма")
    model.rows = [
      MediaSearchRowViewModel(
        number: 1, title: pick(language, "Brother", "Брат"), explicitMark: "[E]",
        artist: pick(language, "Aleksei Balabanov", "Алексей Балабанов"),
        details: [pick(language, "movie", "фильм"), "1997", pick(language, "Drama", "Драма")],
        artwork: nil),
      MediaSearchRowViewModel(
        number: 2,
        title: pick(
          language, "Brother 2: The Extended Director's Cut",
          "Брат 2 (Режиссёрская версия, расширенная)"),
        explicitMark: nil, artist: nil, details: [pick(language, "movie", "фильм"), "2000"],
        artwork: nil),
    ]
    return await shown(width) { console in
      let view = MediaSearchTextView(console: console)
      view.language = language
      view.display(model)
      _ = await view.run(presenter: NoMediaSearchPresenter()) { false }
    }
  }

  static func item(_ language: Language, _ width: Int?) async -> String {
    var model = MediaDetailViewModel()
    model.content = MediaDetailContent(
      title: pick(language, "Brother", "Брат"), explicitMark: "[E]",
      lines: [
        MediaDetailLine(
          label: pick(language, "Director", "Режиссёр"),
          value: pick(language, "Aleksei Balabanov", "Алексей Балабанов")),
        MediaDetailLine(
          label: pick(language, "Page", "Страница"),
          value: "https://itunes.apple.com/us/movie/brother/id1234567890?uo=4",
          url: "https://itunes.apple.com/us/movie/brother/id1234567890?uo=4"),
      ],
      description: pick(
        language,
        "Demobilized from the army, Danila Bagrov returns to his quiet provincial town, but there is nothing for him to do there, so he goes to St. Petersburg, where his older brother has become a hired killer.",
        "Демобилизовавшись, Данила Багров возвращается в родной провинциальный городок, но делать ему там нечего, и он едет в Петербург, где его старший брат стал наёмным убийцей."
      ),
      otherAlbums: nil, coverURL: nil)
    return await shown(width) { console in
      let view = MediaDetailTextView(console: console)
      view.language = language
      view.display(model)
      _ = await view.run(presenter: NoMediaDetailPresenter()) { false }
    }
  }

  static func player(_ language: Language, _ width: Int?) async -> String {
    let localize = Localizer(language: language)
    var model = PlayerViewModel()
    model.artist = pick(language, "The Beatles", "Кино")
    model.track = pick(
      language, "You Never Give Me Your Money (2019 Mix) [Remastered]",
      "Спокойная ночь (Ремастеринг 2019 года, бонус-трек)")
    model.album = pick(
      language, "Abbey Road (Super Deluxe Edition)", "Группа крови (Юбилейное издание)")
    model.trackPosition = localize(PlayerPhrase.trackOf, ["number": "4", "count": "17"])
    model.coverURL = "https://is1-ssl.mzstatic.com/image/thumb/Music/600x600bb.jpg"
    let layout = TextLayout(width: width)
    let style = TextStyle(enabled: false)
    return PlayerText.heading(model, style: style, layout: layout) + "\n"
      + layout.reflow(localize(LineAppHint.player))
  }

  static func profile(_ language: Language, _ width: Int?) async -> String {
    let localize = Localizer(language: language)
    var model = ProfileViewModel(title: localize(ProfilePhrase.title))
    model.fields = [
      .init(
        label: localize(ProfilePhrase.firstName),
        value: pick(language, "Alexandra-Victoria", "Александра-Виктория")),
      .init(
        label: localize(ProfilePhrase.lastName),
        value: pick(language, "Montgomery-Featherstonehaugh", "Римская-Корсакова")),
      .init(label: localize(ProfilePhrase.phone), value: "+7 (912) 345-67-89"),
      .init(
        label: localize(ProfilePhrase.email), value: "alexandra.victoria.montgomery@example.com"),
    ]
    return await shown(width) { console in
      let view = ProfileTextView(console: console)
      view.language = language
      view.display(model)
    }
  }

  static func filters(_ language: Language, _ width: Int?) async -> String {
    let localize = Localizer(language: language)
    var model = FiltersViewModel(title: localize(FiltersPhrase.title))
    model.rows = [
      FiltersRowViewModel(
        field: .media, label: localize(FiltersPhrase.media), value: "movie",
        choices:
          "all, music, movie, podcast, musicVideo, audiobook, shortFilm, tvShow, software, ebook"),
      FiltersRowViewModel(
        field: .limit, label: localize(FiltersPhrase.limit), value: "30", choices: "1–200"),
    ]
    return await shown(width) { console in
      let view = FiltersTextView(console: console)
      view.language = language
      view.display(model)
    }
  }
}

/// Media presenters that ignore every intent: `run` only flushes the screen's output.
@MainActor final class NoMediaSearchPresenter: MediaSearchPresenting {
  func viewDidLoad() async {}
  func didSubmit(query: String, media: MediaKind?) async {}
  func didSelectItem(number: Int) {}
  func didRequestFilters() {}
  func didRequestBack() {}
}

@MainActor final class NoMediaDetailPresenter: MediaDetailPresenting {
  func viewDidLoad() async {}
  func didSelectAlbum(number: Int) {}
  func didRequestBack() {}
}
