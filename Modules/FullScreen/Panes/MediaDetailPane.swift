import Composition
import Localization
import MediaDetail
import TerminalFrames
import TerminalKit

/// The page of one song, movie or e-book: its cover (beside or above the rest, as on an album's
/// page), its title, its labelled lines, its description as plain text, and the artist's other
/// albums, which Enter opens.
@MainActor final class MediaDetailPane: Pane, MediaDetailDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any MediaDetailPresenting)?
  private(set) var model: MediaDetailViewModel?
  private var cursor = ListCursor()
  private var visibleRows = 1
  /// The cover, nil when this run draws none.
  let cover: CoverLoader?

  /// A page whose cover `covers` draws (nil: no cover).
  init(host: any PaneHost, covers: ArtworkDrawer? = nil) {
    self.host = host
    cover = covers.map { drawer in
      CoverLoader { url, columns, rows in await drawer.cells(url, columns: columns, rows: rows) }
    }
    cover?.onChange = { [weak self] in self?.host?.paneDidChange() }
  }

  var title: String { model?.content?.title ?? "" }

  func display(_ viewModel: MediaDetailViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  private var otherAlbums: [OtherAlbumsViewModel.Row] {
    model?.content?.otherAlbums?.rows ?? []
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    var area = rect
    area =
      area.splitTop(
        frame.drawNotice(failure: model.failure, message: model.message, age: model.age, in: area)
      ).rest
    guard let content = model.content else { return }
    var lines = content.lines
    if let cover, model.failure == nil, let url = content.coverURL {
      let rest = cover.draw(url, in: area, on: &frame)
      // The picture stands for its address.
      if rest != area { lines.removeAll { $0.url == url } }
      area = rest
    }
    let labelWidth = min(
      area.width / 3, (lines.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2)
    for line in lines where area.height > 0 {
      frame.put(line.label, x: area.x, y: area.y, limit: labelWidth, style: CellStyle(.secondary))
      frame.put(line.value, x: area.x + labelWidth, y: area.y, limit: area.width - labelWidth)
      area = area.splitTop(1).rest
    }
    let others = otherAlbums
    let reserved = others.isEmpty ? 0 : min(others.count + 2, area.height / 2)
    let (text, list) = area.splitBottom(reserved)
    if let description = content.description, text.height > 1 {
      let lines = TextLayout(width: max(TextLayout.minimumWidth, text.width)).wrap(
        String(description.prefix(text.width * text.height * 2)))
      for (offset, line) in lines.prefix(text.height - 1).enumerated() {
        frame.put(line, x: text.x, y: text.y + 1 + offset, limit: text.width)
      }
    }
    guard let title = content.otherAlbums?.title, list.height > 1 else { return }
    frame.put(
      title, x: list.x, y: list.y + 1, limit: list.width, style: CellStyle(.title, bold: true))
    let rows = list.splitTop(2).rest
    visibleRows = max(1, rows.height)
    cursor.clamp(count: others.count, visible: visibleRows)
    frame.drawList(
      others.map { ListRow(text: $0.title, detail: $0.year ?? "") }, cursor: cursor, in: rows,
      focused: focused)
  }

  func handle(_ command: KeyCommand) -> Bool {
    let count = otherAlbums.count
    if cursor.apply(command, count: count, visible: visibleRows) {
      host?.paneDidChange()
      return true
    }
    guard command == .open, count > 0 else { return false }
    presenter?.didSelectAlbum(number: cursor.index + 1)
    return true
  }
}
