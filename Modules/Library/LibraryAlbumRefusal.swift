/// An album of a library file that is out of `AlbumBounds`, for people and scripts: `{"number",
/// "id", "title", "field"}`, `field` the value's path in the file (`title`, `tracks[0].disc`).
public struct LibraryAlbumRefusal: Hashable, Sendable, Codable {
  /// Its 1-based position in the file.
  public let number: Int
  /// The id the file gives it.
  public let id: Int64
  /// The title the file gives it.
  public let title: String
  /// The path in the file of its first value out of bounds.
  public let field: String

  /// Creates a refusal.
  public init(number: Int, id: Int64, title: String, field: String) {
    self.number = number
    self.id = id
    self.title = title
    self.field = field
  }
}
