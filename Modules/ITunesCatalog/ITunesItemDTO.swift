/// One item of `results`: an album (`wrapperType` "collection"), a track (`wrapperType` "track",
/// `kind` "song", "feature-movie", "music-video" …), an e-book (`kind` "ebook") or an artist. Only the fields the app uses; each one is optional and a value
/// of the wrong type reads as absent, because the live API's fields come and go.
struct ITunesItemDTO: Decodable {
  let wrapperType: String?
  let kind: String?
  let collectionId: Int64?
  let collectionName: String?
  let artistName: String?
  let artworkUrl100: String?
  let trackCount: Int?
  let releaseDate: String?
  let primaryGenreName: String?
  let discNumber: Int?
  let trackNumber: Int?
  let trackName: String?
  let trackTimeMillis: Int?
  let previewUrl: String?
  let trackId: Int64?
  let artistId: Int64?
  let artistViewUrl: String?
  let trackViewUrl: String?
  let trackExplicitness: String?
  let genres: [String]?
  let contentAdvisoryRating: String?
  let longDescription: String?
  let description: String?
  let averageUserRating: Double?
  let userRatingCount: Int?
  let fileSizeBytes: Int64?
  let artworkUrl60: String?
  let collectionViewUrl: String?

  private enum CodingKeys: String, CodingKey {
    case wrapperType, kind, collectionId, collectionName, artistName, artworkUrl100, trackCount
    case releaseDate, primaryGenreName, discNumber, trackNumber, trackName, trackTimeMillis
    case previewUrl, trackId
    case artistId, artistViewUrl, trackViewUrl, trackExplicitness, genres, contentAdvisoryRating
    case longDescription, description, averageUserRating, userRatingCount, fileSizeBytes
    case artworkUrl60, collectionViewUrl
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    wrapperType = container.lenient(String.self, forKey: .wrapperType)
    kind = container.lenient(String.self, forKey: .kind)
    collectionId = container.lenient(Int64.self, forKey: .collectionId)
    collectionName = container.lenient(String.self, forKey: .collectionName)
    artistName = container.lenient(String.self, forKey: .artistName)
    artworkUrl100 = container.lenient(String.self, forKey: .artworkUrl100)
    trackCount = container.lenient(Int.self, forKey: .trackCount)
    releaseDate = container.lenient(String.self, forKey: .releaseDate)
    primaryGenreName = container.lenient(String.self, forKey: .primaryGenreName)
    discNumber = container.lenient(Int.self, forKey: .discNumber)
    trackNumber = container.lenient(Int.self, forKey: .trackNumber)
    trackName = container.lenient(String.self, forKey: .trackName)
    trackTimeMillis = container.lenient(Int.self, forKey: .trackTimeMillis)
    previewUrl = container.lenient(String.self, forKey: .previewUrl)
    trackId = container.lenient(Int64.self, forKey: .trackId)
    artistId = container.lenient(Int64.self, forKey: .artistId)
    artistViewUrl = container.lenient(String.self, forKey: .artistViewUrl)
    trackViewUrl = container.lenient(String.self, forKey: .trackViewUrl)
    trackExplicitness = container.lenient(String.self, forKey: .trackExplicitness)
    genres = container.lenient([String].self, forKey: .genres)
    contentAdvisoryRating = container.lenient(String.self, forKey: .contentAdvisoryRating)
    longDescription = container.lenient(String.self, forKey: .longDescription)
    description = container.lenient(String.self, forKey: .description)
    averageUserRating = container.lenient(Double.self, forKey: .averageUserRating)
    userRatingCount = container.lenient(Int.self, forKey: .userRatingCount)
    fileSizeBytes = container.lenient(Int64.self, forKey: .fileSizeBytes)
    artworkUrl60 = container.lenient(String.self, forKey: .artworkUrl60)
    collectionViewUrl = container.lenient(String.self, forKey: .collectionViewUrl)
  }
}

extension KeyedDecodingContainer {
  /// The value for `key`, or nil when it is absent, null or of another type.
  fileprivate func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
    (try? decodeIfPresent(type, forKey: key)) ?? nil
  }
}
