import Domain

/// One item of `results`: an album (`wrapperType` "collection"), a track (`wrapperType` "track",
/// `kind` "song", "feature-movie", "music-video" …), an e-book (`kind` "ebook") or an artist. Only the fields the app uses; each one is optional and a value
/// of the wrong type reads as absent, because the live API's fields come and go. Text is bounded
/// as it is read (`CatalogText`): names and titles cut, a description cut at its own bound, an
/// address over the bound dropped.
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
    collectionName = container.text(.collectionName)
    artistName = container.text(.artistName)
    artworkUrl100 = container.address(.artworkUrl100)
    trackCount = container.lenient(Int.self, forKey: .trackCount)
    releaseDate = container.lenient(String.self, forKey: .releaseDate)
    primaryGenreName = container.text(.primaryGenreName)
    discNumber = container.lenient(Int.self, forKey: .discNumber)
    trackNumber = container.lenient(Int.self, forKey: .trackNumber)
    trackName = container.text(.trackName)
    trackTimeMillis = container.lenient(Int.self, forKey: .trackTimeMillis)
    previewUrl = container.address(.previewUrl)
    trackId = container.lenient(Int64.self, forKey: .trackId)
    artistId = container.lenient(Int64.self, forKey: .artistId)
    artistViewUrl = container.address(.artistViewUrl)
    trackViewUrl = container.address(.trackViewUrl)
    trackExplicitness = container.lenient(String.self, forKey: .trackExplicitness)
    genres = container.lenient([String].self, forKey: .genres)?.map { CatalogText.capped($0) }
    contentAdvisoryRating = container.text(.contentAdvisoryRating)
    longDescription = container.text(.longDescription, limit: CatalogText.maximumDescriptionScalars)
    description = container.text(.description, limit: CatalogText.maximumDescriptionScalars)
    averageUserRating = container.lenient(Double.self, forKey: .averageUserRating)
    userRatingCount = container.lenient(Int.self, forKey: .userRatingCount)
    fileSizeBytes = container.lenient(Int64.self, forKey: .fileSizeBytes)
    artworkUrl60 = container.address(.artworkUrl60)
    collectionViewUrl = container.address(.collectionViewUrl)
  }
}

extension KeyedDecodingContainer {
  /// The value for `key`, or nil when it is absent, null or of another type.
  fileprivate func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
    (try? decodeIfPresent(type, forKey: key)) ?? nil
  }

  /// The text for `key` cut to `limit` scalars, or nil.
  fileprivate func text(_ key: Key, limit: Int = CatalogText.maximumScalars) -> String? {
    lenient(String.self, forKey: key).map { CatalogText.capped($0, to: limit) }
  }

  /// The address for `key`, or nil when it is absent or longer than the bound.
  fileprivate func address(_ key: Key) -> String? {
    lenient(String.self, forKey: key).flatMap { CatalogText.whole($0) }
  }
}
