import Domain
import Localization

/// What an item's page shows; made by the presenter, printed by any front end.
public struct MediaDetailViewModel: Equatable, Sendable, Codable {
  /// Whether the item is being loaded (a front end may show a spinner).
  public var isLoading = false
  /// The item, once loaded.
  public var content: MediaDetailContent?
  /// A note: a bad album number.
  public var message: String?
  /// "Saved 3 hours ago — offline" when the item was served stale from the store, else nil.
  public var age: String?
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The item in its script-friendly shape.
  public var document: MediaDetailDocument?

  /// Creates a view model with nothing loaded.
  public init() {}
}

/// The item's page, every value ready to print; what the catalog left out is absent.
public struct MediaDetailContent: Equatable, Sendable, Codable {
  /// The title.
  public let title: String
  /// The localized explicit mark, when the catalog marks the item explicit.
  public let explicitMark: String?
  /// The facts in the kind's order, each with its label and, for a link, its URL.
  public let lines: [MediaDetailLine]
  /// The description as wrapped-ready plain text (paragraphs separated by an empty line).
  public let description: String?
  /// The artist's other albums, numbered from 1, when there are any.
  public let otherAlbums: OtherAlbumsViewModel?
  /// The cover's URL at the page's size, when the catalog has one; `lines` shows it too, a
  /// front end that draws the cover leaves that line out.
  public let coverURL: String?

  /// Creates the content.
  public init(
    title: String, explicitMark: String?, lines: [MediaDetailLine], description: String?,
    otherAlbums: OtherAlbumsViewModel?, coverURL: String?
  ) {
    self.title = title
    self.explicitMark = explicitMark
    self.lines = lines
    self.description = description
    self.otherAlbums = otherAlbums
    self.coverURL = coverURL
  }
}

/// One fact of the page: "Artist: Кино", or a link such as "Page: https://…".
public struct MediaDetailLine: Equatable, Sendable, Codable {
  /// The localized label.
  public let label: String
  /// The value; for a link, the text to show.
  public let value: String
  /// The link's address, shown as it is (and as a terminal hyperlink where supported).
  public let url: String?

  /// Creates a line.
  public init(label: String, value: String, url: String? = nil) {
    self.label = label
    self.value = value
    self.url = url
  }
}
