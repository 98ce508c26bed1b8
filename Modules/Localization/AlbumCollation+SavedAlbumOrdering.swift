import Domain

/// A library's order is the order of search results: title, then artist (known ones first),
/// then year (known ones first), then id.
extension AlbumCollation: SavedAlbumOrdering {
  /// The locale's identifier, such as `ru_RU`.
  public var name: String { locale.identifier }

  /// The title's collation key, then the artist's, the year and the id, so that comparing two
  /// keys byte by byte orders as `sorted` does; nil without a collator.
  public func keys(_ albums: [SavedAlbumListing]) -> [[UInt8]]? {
    guard let collator, let titles = collator.sortKeys(albums.map(\.title)),
      let artists = collator.sortKeys(albums.map { $0.artist ?? "" })
    else { return nil }
    return albums.indices.map { index in
      let album = albums[index]
      // ICU ends each key with its only 0 byte, so a title's key never runs into what follows.
      var key = titles[index]
      if album.artist != nil { key += [1] + artists[index] } else { key.append(2) }
      if let year = album.year {
        key += [1] + Self.bigEndian(UInt64(UInt32(clamping: year)), bytes: 4)
      } else {
        key.append(2)
      }
      return key + Self.bigEndian(UInt64(bitPattern: album.id), bytes: 8)
    }
  }

  /// `albums` in this order.
  public func sorted(_ albums: [SavedAlbumListing]) -> [SavedAlbumListing] {
    sorted(albums) { listing in
      AlbumSummary(
        id: listing.id, title: listing.title, artist: listing.artist,
        trackCount: listing.trackCount, year: listing.year, artwork: nil)
    }
  }

  private static func bigEndian(_ value: UInt64, bytes: Int) -> [UInt8] {
    (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
