import AlbumDetail
import Localization
import Search

/// One output line: `{"search": …}`, `{"album": …}`, `{"note": "…"}` or `{"error": {"code",
/// "message"}}`. Every string a person reads comes from the presenters, in the chosen language.
enum Reply: Encodable, Equatable {
  case search(SearchReply)
  case album(AlbumReply)
  case note(String)
  case error(ErrorReply)

  private enum CodingKeys: String, CodingKey {
    case search, album, note, error
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .search(let reply): try container.encode(reply, forKey: .search)
    case .album(let reply): try container.encode(reply, forKey: .album)
    case .note(let text): try container.encode(text, forKey: .note)
    case .error(let reply): try container.encode(reply, forKey: .error)
    }
  }

  /// The reply for a settled search screen: its results, or what went wrong.
  init(search model: SearchViewModel) {
    if let failure = model.failure {
      self = .failure(failure)
    } else {
      self = SearchReply(model).map(Reply.search) ?? .note(model.message ?? "")
    }
  }

  /// The reply for a note the search screen showed (such as a bad album number).
  init(note model: SearchViewModel) {
    self = model.failure.map(Reply.failure) ?? .note(model.message ?? "")
  }

  /// The reply for a settled album screen: the album, or what went wrong.
  init(album model: AlbumDetailViewModel) {
    if let failure = model.failure {
      self = .failure(failure)
    } else {
      self = AlbumReply(model).map(Reply.album) ?? .note(model.message ?? "")
    }
  }

  /// A screen that showed nothing at all (no presenter does that; kept total, not trapping).
  static let nothingShown = Reply.error(ErrorReply(code: "internalError", message: nil))

  private static func failure(_ notice: FailureNotice) -> Reply {
    .error(ErrorReply(code: notice.code, message: notice.message))
  }
}

/// A completed search: the presenter's message and its numbered rows, with the album ids.
struct SearchReply: Encodable, Equatable {
  struct Album: Encodable, Equatable {
    let number: Int
    let id: Int64
    let title: String
    let artist: String
    let year: String
    let tracks: String
  }

  let query: String
  let message: String?
  let albums: [Album]

  /// The reply for a settled search screen, or nil when it holds no completed search.
  init?(_ model: SearchViewModel) {
    guard let document = model.document else { return nil }
    query = document.query
    message = model.message
    albums = zip(model.rows, document.albums).map { row, entry in
      Album(
        number: row.number, id: entry.id, title: row.title, artist: row.artist, year: row.year,
        tracks: row.tracks)
    }
  }
}

/// A loaded album, as the presenter worded it.
struct AlbumReply: Encodable, Equatable {
  struct Track: Encodable, Equatable {
    let disc: Int
    let number: Int
    let title: String
    let duration: String
  }

  let id: Int64
  let title: String
  let artist: String
  let year: String
  let genre: String
  let trackCount: String
  let duration: String
  let availability: String?
  let tracks: [Track]

  /// The reply for a settled album screen, or nil when it holds no album.
  init?(_ model: AlbumDetailViewModel) {
    guard let content = model.album, let document = model.document else { return nil }
    id = document.id
    title = content.title
    artist = content.artist
    year = content.year
    genre = content.genre
    trackCount = content.trackCount
    duration = content.totalDuration
    availability = content.availability
    tracks = zip(content.discs.flatMap(\.tracks), document.tracks).map { row, entry in
      Track(disc: entry.disc, number: row.number, title: row.title, duration: row.duration)
    }
  }
}

/// A failure: a stable code for programs and a message for people (nil for unreadable input).
struct ErrorReply: Encodable, Equatable {
  let code: String
  let message: String?

  // Written by hand so that a missing message is null rather than left out.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code, forKey: .code)
    try container.encode(message, forKey: .message)
  }

  private enum CodingKeys: String, CodingKey {
    case code, message
  }
}
