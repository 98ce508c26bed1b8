import Localization
import MediaSearch
import Search

/// What a search screen's view model (albums, tracks, media) gives `ResultsScreen` to print.
protocol ResultsScreenModel: ListScreenModel, Sendable {
  /// Whether a search is under way.
  var isLoading: Bool { get }
  /// The rows; a page of them is printed as the model with only that page's rows.
  var rows: [Row] { get set }
  /// What went wrong; a failed search over results it kept is said once, over those results.
  var failure: FailureNotice? { get set }
}

extension SearchViewModel: ResultsScreenModel {}
extension TrackSearchViewModel: ResultsScreenModel {}
extension MediaSearchViewModel: ResultsScreenModel {}
