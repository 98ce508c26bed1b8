import Domain

/// The artist's other albums under an album's or an item's page: a title and the albums,
/// numbered from 1 to be opened.
public struct OtherAlbumsViewModel: Equatable, Sendable, Codable {
  /// "Other albums by Кино".
  public let title: String
  /// The albums in the catalog's order.
  public let rows: [Row]

  /// One of the other albums.
  public struct Row: Equatable, Sendable, Codable {
    /// The 1-based number the person types to open it.
    public let number: Int
    /// The album title.
    public let title: String
    /// The release year, when known.
    public let year: String?
    /// The catalog's id, for `musiclib album ID`.
    public let id: Int64?

    /// Creates a row.
    public init(number: Int, title: String, year: String?, id: Int64? = nil) {
      self.number = number
      self.title = title
      self.year = year
      self.id = id
    }
  }

  /// Creates the section.
  public init(title: String, rows: [Row]) {
    self.title = title
    self.rows = rows
  }

  /// `albums` numbered from 1 under `title`; nil when there are none.
  public init?(title: String, albums: [AlbumSummary]) {
    guard !albums.isEmpty else { return nil }
    self.init(
      title: title,
      rows: albums.enumerated().map { index, album in
        Row(
          number: index + 1, title: album.title, year: album.year.map(String.init), id: album.id)
      })
  }
}
