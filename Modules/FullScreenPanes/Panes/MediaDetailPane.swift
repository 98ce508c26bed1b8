import AppCommands
import Composition
import Localization
import MediaDetail
import TerminalComposition
import TerminalFrames
import TerminalKit
import TerminalText

/// The page of one song, movie or e-book: its cover (beside or above the rest, as on an album's
/// page), its title, its labelled lines, its description as plain text, and the artist's other
/// albums, which Enter opens.
@MainActor package final class MediaDetailPane: Pane, MediaDetailDisplaying {
  weak var host: (any PaneHost)?
  package var presenter: (any MediaDetailPresenting)?
  package private(set) var model: MediaDetailViewModel?
  private var scroll = PageScroll()
  /// The page's lines as last drawn, and the rows above them (notices, a cover above).
  private var shape = PageScroll.Shape()
  private var pageTop = 0
  /// The description wrapped at the width it was last drawn.
  private var wrapped: (width: Int, text: String, lines: [String])?
  /// The cover, nil when this run draws none.
  let cover: CoverLoader?

  /// A page whose cover `covers` draws (nil: no cover).
  package init(host: any PaneHost, covers: ArtworkDrawer? = nil) {
    self.host = host
    cover = covers.map { drawer in
      CoverLoader { url, columns, rows in await drawer.cells(url, columns: columns, rows: rows) }
    }
    cover?.onChange = { [weak self] in self?.host?.paneDidChange() }
  }

  package var title: String { model?.content?.title ?? "" }

  package func display(_ viewModel: MediaDetailViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  private var otherAlbums: [OtherAlbumsViewModel.Row] {
    model?.content?.otherAlbums?.rows ?? []
  }

  /// One line of the page under the cover.
  private enum PageLine: Equatable {
    case fact(label: String, value: String)
    case text(String, CellStyle)
    /// The other album with this index.
    case album(Int)
  }

  /// The page's lines at `width` columns, labels `labelWidth` wide: the facts (an address wider
  /// than its line goes on under its label, whole, to be copied: a frame links nothing), the
  /// description, the other albums.
  private func pageLines(
    _ content: MediaDetailContent, facts: [MediaDetailLine], width: Int, labelWidth: Int
  ) -> [PageLine] {
    var lines: [PageLine] = []
    for fact in facts {
      let pieces =
        fact.url != fact.value
        ? [fact.value] : TextLayout(width: max(1, width - labelWidth)).wrap(fact.value)
      lines += pieces.enumerated().map {
        PageLine.fact(label: $0 == 0 ? fact.label : "", value: $1)
      }
    }
    if let description = content.description {
      if wrapped?.width != width || wrapped?.text != description {
        wrapped = (width, description, TextLayout(width: width).wrap(description))
      }
      lines.append(.text("", .plain))
      lines += (wrapped?.lines ?? []).map { .text($0, .plain) }
    }
    if let others = content.otherAlbums {
      lines.append(.text("", .plain))
      lines.append(.text(others.title, CellStyle(.title, bold: true)))
      lines += others.rows.indices.map { .album($0) }
    }
    return lines
  }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    var area = rect
    area =
      area.splitTop(
        frame.drawNotice(failure: model.failure, message: model.message, age: model.age, in: area)
      ).rest
    guard let content = model.content else { return }
    var facts = content.lines
    if let cover, model.failure == nil, let url = content.coverURL {
      let rest = cover.draw(url, in: area, on: &frame)
      // The picture stands for its address.
      if rest != area { facts.removeAll { $0.url == url } }
      area = rest
    }
    pageTop = area.y - rect.y
    let labelWidth = min(
      area.width / 3, (facts.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2)
    let lines = pageLines(content, facts: facts, width: area.width, labelWidth: labelWidth)
    let others = otherAlbums
    shape = PageScroll.Shape(
      lines: lines.count, listStart: lines.firstIndex(of: .album(0)) ?? lines.count,
      listCount: others.count, visible: max(1, area.height))
    scroll.clamp(shape)
    for (offset, line) in lines.dropFirst(scroll.top).prefix(area.height).enumerated() {
      let y = area.y + offset
      switch line {
      case .fact(let label, let value):
        frame.put(label, x: area.x, y: y, limit: labelWidth, style: CellStyle(.secondary))
        frame.put(value, x: area.x + labelWidth, y: y, limit: area.width - labelWidth)
      case .text(let text, let style):
        frame.put(text, x: area.x, y: y, limit: area.width, style: style)
      case .album(let index):
        frame.drawList(
          [ListRow(text: others[index].title, detail: others[index].year ?? "")],
          cursor: scroll.selected == index ? ListCursor() : .none,
          in: Rect(x: area.x, y: y, width: area.width, height: 1), focused: focused)
      }
    }
  }

  package func handle(_ command: AppCommand) -> Bool {
    if scroll.apply(command, shape: shape) {
      host?.paneDidChange()
      return true
    }
    guard command == .open, !otherAlbums.isEmpty else { return false }
    guard let row = scroll.selected else {
      // Enter before an album was chosen brings the list into view with its first one chosen.
      scroll.select(0, shape: shape)
      host?.paneDidChange()
      return true
    }
    presenter?.didSelectAlbum(number: row + 1)
    return true
  }

  package func select(row: Int) {
    let line = scroll.top + row - pageTop
    let index = line - shape.listStart
    guard row >= pageTop, (0..<shape.listCount).contains(index) else { return }
    scroll.select(index, shape: shape)
    host?.paneDidChange()
  }
}
