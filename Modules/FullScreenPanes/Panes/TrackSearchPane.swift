import Search
import TerminalFrames

/// A track search's results (`:tracks TEXT`): Enter plays the track under the cursor and queues
/// the results after it.
@MainActor
package final class TrackSearchPane: ListPane<TrackSearchViewModel, any TrackSearchPresenting>,
  TrackSearchDisplaying
{
  package init(host: any PaneHost) {
    super.init(
      host: host,
      content: ListPaneContent(
        rows: { model in
          model.rows.map {
            ListRow(text: "\($0.title) · \($0.artist) · \($0.album)", detail: $0.duration)
          }
        },
        notice: { ListNotice(failure: $0.failure, message: $0.message, age: $0.age) },
        actions: [.open: .now { $0.didSelectTrack(number: $1) }]))
  }
}

extension TrackSearchViewModel: ListPaneModel {}
