import AlbumDetail
import Domain
import Foundation
import InMemoryPorts
import Localization
import Search

/// A JSON-lines front end over the Search and AlbumDetail modules: each request line gets one
/// reply line. It owns its screens: the module builders hand back presenters that hold the views
/// and the router weakly, so the service keeps views, presenters and router for as long as it runs.
@MainActor public final class JSONLinesService {
  private let router = ServiceRouter()
  private let searchView = SearchJSONView()
  private let searchPresenter: any SearchPresenting
  private let albumDependencies: AlbumDetailDependencies
  /// The album screen of the latest album reply, kept until the next one replaces it.
  private var albumScreen: (view: AlbumJSONView, presenter: any AlbumDetailPresenting)?
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// A service over `catalog` for `user` (signed in from the start), speaking `language`.
  public init(
    catalog: any AlbumCatalog & TrackCatalog & ArtistCatalog = SampleCatalog(),
    user: User = JSONLinesService.guest,
    language: Language = .en
  ) {
    let accounts = InMemoryAccounts(signedIn: user)
    searchPresenter = SearchModule.build(
      view: searchView, router: router,
      dependencies: SearchDependencies(
        currentUser: accounts, catalog: catalog, history: InMemorySearchHistory(),
        clock: SystemClock(), language: language))
    albumDependencies = AlbumDetailDependencies(
      currentUser: accounts, catalog: catalog, savedAlbums: InMemorySavedAlbums(),
      clock: SystemClock(), language: language)
  }

  /// The reply line (JSON, no line break) for one request line.
  public func reply(to line: String) async -> String {
    let reply: Reply
    if let request = try? JSONDecoder().decode(Request.self, from: Data(line.utf8)) {
      reply = await self.reply(to: request)
    } else {
      reply = .error(ErrorReply(code: "unreadableRequest", message: nil))
    }
    // Encoding these plain structs cannot fail.
    return String(decoding: (try? encoder.encode(reply)) ?? Data("{}".utf8), as: UTF8.self)
  }

  private func reply(to request: Request) async -> Reply {
    switch request {
    case .search(let text):
      await searchPresenter.didSubmit(query: text)
      return searchView.shown.map(Reply.init(search:)) ?? .nothingShown
    case .open(let number):
      searchPresenter.didSelectAlbum(number: number)
      // The presenter either asked the router for the album or told the view why not.
      guard let id = router.takeRequestedAlbum() else {
        return searchView.shown.map(Reply.init(note:)) ?? .nothingShown
      }
      return await albumReply(id: id)
    case .album(let id):
      return await albumReply(id: id)
    }
  }

  private func albumReply(id: Int64) async -> Reply {
    let view = AlbumJSONView()
    let presenter = AlbumDetailModule.build(
      albumID: id, view: view, router: router, dependencies: albumDependencies)
    albumScreen = (view, presenter)
    await presenter.viewDidLoad()
    return view.shown.map(Reply.init(album:)) ?? .nothingShown
  }

  /// The person the service acts for when no user is given.
  public static let guest = User(
    id: User.ID(rawValue: 1), firstName: "Ada", lastName: "Lovelace",
    birthDate: CalendarDate(year: 1990, month: 12, day: 10)!, phone: "+375291234567",
    email: "ada@example.com")
}
