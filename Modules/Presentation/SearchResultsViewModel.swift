import Localization

/// The part of a search screen's view model that is the same for every search (albums, tracks,
/// media): who is signed in (`SearchScreen`) and the results (`SearchResults`).
public protocol SearchResultsViewModel {
  /// "Signed in as …", once the user is loaded.
  var header: String? { get set }
  /// One result row.
  associatedtype Row
  /// The results for scripts.
  associatedtype Document
  /// Whether a search is under way.
  var isLoading: Bool { get set }
  /// The results, numbered from 1.
  var rows: [Row] { get set }
  /// Searching, how many were found, nothing found, a bad row number.
  var message: String? { get set }
  /// The age of results served stale from the store, else nil.
  var age: String? { get set }
  /// What went wrong, when something did.
  var failure: FailureNotice? { get set }
  /// The last completed search in its script-friendly shape.
  var document: Document? { get set }
}
