import Localization

/// What the history screen shows; made by the presenter, printed by any front end.
public struct HistoryViewModel: Equatable, Sendable, Codable {
  /// The screen's title.
  public var title: String
  /// The question a front end asks before calling `didRequestClear()`.
  public var clearConfirmation: String
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// The entries, newest first, numbered from 1.
  public var rows: [HistoryRowViewModel]
  /// A note for the person: the history is empty, an entry was removed, a bad number.
  public var message: String?
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The entries shown, in their script-friendly shape.
  public var document: HistoryDocument?

  /// Creates a view model.
  public init(
    title: String, clearConfirmation: String, header: String? = nil,
    rows: [HistoryRowViewModel] = [], message: String? = nil, failure: FailureNotice? = nil,
    document: HistoryDocument? = nil
  ) {
    self.title = title
    self.clearConfirmation = clearConfirmation
    self.header = header
    self.rows = rows
    self.message = message
    self.failure = failure
    self.document = document
  }
}

/// One entry of the history, every value ready to print.
public struct HistoryRowViewModel: Equatable, Sendable, Codable {
  /// The 1-based number a person types to search again or to delete.
  public let number: Int
  /// The search text.
  public let query: String
  /// What it searched for, localized: "albums", "movies".
  public let kind: String
  /// When it was searched, relative and localized: "5 minutes ago", "вчера".
  public let searchedAt: String

  /// Creates a row.
  public init(number: Int, query: String, kind: String, searchedAt: String) {
    self.number = number
    self.query = query
    self.kind = kind
    self.searchedAt = searchedAt
  }
}
