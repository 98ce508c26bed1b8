import Localization
import MediaSearch
import Search

/// What a search screen's view model (albums, tracks, media) gives `ResultsScreen` to print.
protocol ResultsScreenModel: Sendable {
  /// One result row.
  associatedtype Row: Equatable
  /// The screen's title.
  var title: String { get }
  /// "Signed in as …", once the user is loaded.
  var header: String? { get }
  /// The commands the screen understands.
  var hint: String { get }
  /// Whether a search is under way.
  var isLoading: Bool { get }
  /// The results.
  var rows: [Row] { get }
  /// A note over the results.
  var message: String? { get }
  /// What went wrong, when something did.
  var failure: FailureNotice? { get }
}

extension SearchViewModel: ResultsScreenModel {}
extension TrackSearchViewModel: ResultsScreenModel {}
extension MediaSearchViewModel: ResultsScreenModel {}
