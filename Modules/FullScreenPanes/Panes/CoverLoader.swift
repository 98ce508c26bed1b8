import AdapterPorts
import TerminalFrames
import TerminalKit

/// One pane's cover: fetched and drawn into cells in the background for the size the pane asks,
/// kept while that size holds, the load in flight cancelled when the pane asks for another
/// cover or size, or goes away.
@MainActor final class CoverLoader {
  /// Draws the cover at a URL into at most columns × rows cells; nil when there is none.
  typealias Draw = @Sendable (_ url: String, _ columns: Int, _ rows: Int) async -> ArtworkCells?

  /// What the pane shows for the cover it asked for.
  enum State: Equatable {
    /// Still loading: its room is kept, blank.
    case loading
    /// No cover (none to fetch offline, a broken JPEG, no colour): the room goes to the text.
    case none
    case shown(Picture)
  }

  private let draw: Draw
  /// Called on the main actor when a cover has arrived (or turned out to be missing).
  var onChange: @MainActor () -> Void = {}
  private var asked: (url: String, columns: Int, rows: Int)?
  private var state = State.none
  /// The load in flight (tests wait on it).
  private(set) var loading: Task<Void, Never>?

  init(draw: @escaping Draw) {
    self.draw = draw
  }

  isolated deinit {
    loading?.cancel()
  }

  /// The cover at `url` fitted into `columns` × `rows`, starting its load the first time it is
  /// asked for at this size.
  func cover(_ url: String, columns: Int, rows: Int) -> State {
    if let asked, asked == (url, columns, rows) { return state }
    loading?.cancel()
    asked = (url, columns, rows)
    state = .loading
    let draw = draw
    loading = Task { [weak self] in
      let cells = await draw(url, columns, rows)
      guard let self, !Task.isCancelled else { return }
      self.state = cells.map { .shown(Picture($0)) } ?? .none
      self.loading = nil
      self.onChange()
    }
    return state
  }

  /// Draws the cover at `url` in its place in `rect` (see `CoverLayout`) and returns the room
  /// left for the text: the rest of `rect` while it loads or shows, all of it when there is none.
  func draw(_ url: String, in rect: Rect, on frame: inout FrameBuffer) -> Rect {
    guard let place = CoverLayout.place(in: rect) else { return rect }
    switch cover(url, columns: place.cover.width, rows: place.cover.height) {
    case .shown(let picture):
      frame.draw(picture, in: place.cover)
      return place.text
    case .loading: return place.text
    case .none: return rect
    }
  }
}
