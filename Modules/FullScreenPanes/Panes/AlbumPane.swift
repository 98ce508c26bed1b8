import AlbumDetail
import AppCommands
import Composition
import Domain
import TerminalComposition
import TerminalFrames

/// An album's page: its cover (beside or above the rest, loaded once the tracks are drawn), its
/// artist, year and genre over its tracks; Enter plays the track under the cursor (and the rest
/// of the album after it), `s` saves the album, `d` removes it.
@MainActor package final class AlbumPane: Pane, AlbumDetailDisplaying {
  weak var host: (any PaneHost)?
  package var presenter: (any AlbumDetailPresenting)?
  package let albumID: Int64
  package private(set) var model: AlbumDetailViewModel?
  private var cursor = ListCursor()
  private var visibleRows = 1
  /// The cover, nil when this run draws none.
  let cover: CoverLoader?

  /// A page whose cover `covers` draws (nil: no cover).
  package init(albumID: Int64, host: any PaneHost, covers: ArtworkDrawer? = nil) {
    self.albumID = albumID
    self.host = host
    cover = covers.map { drawer in
      CoverLoader { url, columns, rows in await drawer.cells(url, columns: columns, rows: rows) }
    }
    cover?.onChange = { [weak self] in self?.host?.paneDidChange() }
  }

  package var title: String { model?.album?.title ?? "" }

  package func display(_ viewModel: AlbumDetailViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  /// The tracks in order, with their choices (`2-1` on a second disc).
  private var tracks: [AlbumDetailTrackViewModel] {
    model?.album?.discs.flatMap(\.tracks) ?? []
  }

  /// The track the cursor is on, as the album presenter takes it.
  package var selectedChoice: TrackChoice? {
    let tracks = tracks
    guard cursor.index < tracks.count else { return nil }
    return TrackChoice(tracks[cursor.index].choice)
  }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    var area = rect
    if let cover, model.failure == nil, let url = model.album?.artworkURL {
      area = cover.draw(url, in: rect, on: &frame)
    }
    if let album = model.album {
      // The title is the pane's, over it.
      let lines: [(String, CellStyle)] = [
        (album.artist, CellStyle(.accent)),
        (
          [album.year, album.genre, album.trackCount, album.totalDuration]
            .filter { !$0.isEmpty }.joined(separator: " · "), CellStyle(.secondary)
        ),
      ]
      for (offset, line) in lines.prefix(area.height).enumerated() {
        frame.put(line.0, x: area.x, y: area.y + offset, limit: area.width, style: line.1)
      }
      area = area.splitTop(lines.count + 1).rest
    }
    let used = frame.drawNotice(
      failure: model.failure, message: model.message ?? model.album?.availability,
      age: model.age, in: area)
    let list = area.splitTop(used).rest
    visibleRows = max(1, list.height)
    let tracks = tracks
    cursor.clamp(count: tracks.count, visible: visibleRows)
    let markWidth = (tracks.map(\.choice.count).max() ?? 1) + 1
    let rows = tracks.map { track in
      ListRow(
        mark: track.choice.padding(toLength: markWidth, withPad: " ", startingAt: 0),
        text: track.artist.map { "\(track.title) · \($0)" } ?? track.title,
        detail: track.duration)
    }
    frame.drawList(rows, cursor: cursor, in: list, focused: focused)
  }

  package func handle(_ command: AppCommand) -> Bool {
    if cursor.apply(command, count: tracks.count, visible: visibleRows) {
      host?.paneDidChange()
      return true
    }
    guard let presenter else { return false }
    switch command {
    case .open:
      guard let choice = selectedChoice else { return false }
      presenter.didSelectTrack(choice)
    case .save: host?.perform { await presenter.didRequestSave() }
    case .remove: host?.perform { await presenter.didRequestRemove() }
    default: return false
    }
    return true
  }
}
