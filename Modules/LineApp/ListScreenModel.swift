import History
import Library
import Localization

/// What a list screen's view model (search history, library; the searches' refine it) gives the
/// printer: a title shown once, the header, the rows and a note over them.
protocol ListScreenModel {
  /// One row.
  associatedtype Row: Equatable
  /// The screen's title.
  var title: String { get }
  /// "Signed in as …", once the user is loaded.
  var header: String? { get }
  /// The rows.
  var rows: [Row] { get }
  /// A note over the rows.
  var message: String? { get }
  /// What went wrong, when something did.
  var failure: FailureNotice? { get }
}

extension HistoryViewModel: ListScreenModel {}
extension LibraryViewModel: ListScreenModel {}
