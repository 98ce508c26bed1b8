import AppCommands
import Localization
import TerminalFrames

/// What a list pane shows of its feature's view model and what its keys do: the one thing each
/// list pane says of its own.
struct ListPaneContent<Model, Presenter> {
  /// The pane's title.
  var title: (Model) -> String
  /// How many rows the list has (without making them).
  var count: (Model) -> Int
  /// The rows as drawn, one line each. Rows of two or three lines beside a cover, a grid of
  /// covers and a find's marked matches come as a layout of these rows (`PaneList` then asks it
  /// how many fit and which one a click is on); the actions keep taking a row's number.
  var rows: (Model) -> [ListRow]
  /// What is shown over the rows.
  var notice: (Model) -> ListNotice
  /// A line over the notices (the queue's position, repeat and shuffle); nil for none.
  var status: ((Model) -> String)? = nil
  /// What a key does to the row under the cursor.
  var actions: [AppCommand: ListAction<Presenter>]
  /// How the list is read again when the pane is shown again; nil when it is not.
  var reload: (@MainActor (Presenter) async -> Void)? = nil
}

/// A feature's view model a list pane shows: a title over rows (as the line app's list screens
/// read theirs).
protocol ListPaneModel {
  associatedtype Row
  var title: String { get }
  var rows: [Row] { get }
}

extension ListPaneContent where Model: ListPaneModel {
  /// The content of a pane over `Model`'s title and rows.
  init(
    rows: @escaping (Model) -> [ListRow], notice: @escaping (Model) -> ListNotice,
    status: ((Model) -> String)? = nil, actions: [AppCommand: ListAction<Presenter>],
    reload: (@MainActor (Presenter) async -> Void)? = nil
  ) {
    self.init(
      title: \.title, count: \.rows.count, rows: rows, notice: notice, status: status,
      actions: actions, reload: reload)
  }
}

/// The notices over a list: what failed, the message, and how old stale results are.
struct ListNotice {
  var failure: FailureNotice?
  var message: String?
  var age: String? = nil
}

/// What a key does to the row under the cursor, given the row's number from 1 (as the
/// presenters count).
enum ListAction<Presenter> {
  /// Done at once.
  case now(@MainActor (Presenter, Int) -> Void)
  /// Waited for under the app's spinner, Esc cancelling.
  case waiting(@MainActor (Presenter, Int) async -> Void)
}
