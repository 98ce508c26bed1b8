import FullScreenPanes
import Localization
import TerminalFrames
import TerminalKit
import TerminalText

/// Draws the whole screen from the coordinator's state: the side list, the section's pane and
/// the page opened from it (side by side from 80 columns, one at a time below), the now-playing
/// bar, the status line, and over them the suggestions and the key overlay.
@MainActor struct ScreenComposer {
  /// The narrowest screen the panes sit side by side on.
  static let sideBySideWidth = 80
  static let minimumWidth = 40
  static let minimumHeight = 12
  static let sideWidth = 14

  let coordinator: PaneCoordinator
  /// The spinner's frame while a request is in flight.
  var spinnerTick = 0

  /// The frame for a screen of `width` × `height`.
  func frame(width: Int, height: Int) -> FrameBuffer {
    var frame = FrameBuffer(width: width, height: height)
    let localize = coordinator.localize
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
      frame.put(localize(FullScreenPhrase.tooSmall), x: 0, y: 0, limit: width)
      return frame
    }
    let notice = noticeRows(width: width)
    let (content, status) = frame.bounds.splitBottom(max(1, notice.count))
    if let form = coordinator.form {
      drawPane(form, in: content.inset(columns: 1, rows: 0), on: &frame, focused: true)
    } else {
      let (panes, barRow) = content.splitBottom(1)
      drawPanes(in: panes, on: &frame)
      let used =
        coordinator.bar?.draw(
          &frame, in: barRow, idleText: localize(FullScreenPhrase.nothingPlaying),
          spinner: SpinnerFrames.frame(spinnerTick)) ?? 0
      // Who is signed in, at the right of the bar while what plays leaves room for it.
      if let header = coordinator.signedInAs {
        let width = DisplayWidth.of(header)
        if used + 2 + width <= barRow.width {
          frame.put(
            header, x: barRow.x + barRow.width - width, y: barRow.y, limit: width,
            style: CellStyle(.secondary))
        }
      }
    }
    drawStatus(in: status, on: &frame)
    // The suggestions stand above the now-playing bar, which they never cover.
    if coordinator.input != nil {
      drawSuggestions(
        above: coordinator.form == nil ? status.y - 1 : status.y, in: status, on: &frame)
    }
    if coordinator.showsHelp { drawHelp(in: content, on: &frame) }
    return frame
  }

  private func drawPanes(in area: Rect, on frame: inout FrameBuffer) {
    let detail = coordinator.details.last
    let main = coordinator.mainPane
    if area.width >= Self.sideBySideWidth {
      let (side, rest) = area.splitLeft(Self.sideWidth)
      drawSide(in: side, on: &frame)
      coordinator.placed = [(.side, side)]
      drawRule(x: rest.x, in: rest, on: &frame)
      let panes = rest.splitLeft(1).rest
      if let detail {
        let (left, right) = panes.splitLeft(panes.width * 2 / 5)
        main.map { drawPane($0, in: left, on: &frame, focused: coordinator.focus == .main) }
        drawRule(x: right.x, in: right, on: &frame)
        let page = right.splitLeft(1).rest
        drawPane(detail, in: page, on: &frame, focused: coordinator.focus == .detail)
        coordinator.placed += [(.main, left), (.detail, page)]
      } else if let main {
        drawPane(main, in: panes, on: &frame, focused: coordinator.focus == .main)
        coordinator.placed += [(.main, panes)]
      }
      return
    }
    coordinator.placed = [(coordinator.focus, area)]
    switch coordinator.focus {
    case .side: drawSide(in: area, on: &frame)
    case .main: main.map { drawPane($0, in: area, on: &frame, focused: true) }
    case .detail:
      if let pane = detail ?? main { drawPane(pane, in: area, on: &frame, focused: true) }
    }
  }

  /// A pane under its title, the focused one's title in the accent colour.
  private func drawPane(
    _ pane: any Pane, in rect: Rect, on frame: inout FrameBuffer, focused: Bool
  ) {
    let (titleRow, body) = rect.splitTop(1)
    frame.put(
      pane.title, x: titleRow.x, y: titleRow.y, limit: titleRow.width,
      style: CellStyle(focused ? .accent : .title, bold: true))
    pane.draw(&frame, in: body, focused: focused)
  }

  private func drawSide(in rect: Rect, on frame: inout FrameBuffer) {
    let focused = coordinator.focus == .side
    for (offset, section) in Section.allCases.enumerated() where offset < rect.height {
      let selected = section == coordinator.section
      let style =
        selected ? (focused ? CellStyle(.selection) : CellStyle(.accent, bold: true)) : .plain
      let y = rect.y + offset
      if selected { frame.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style) }
      frame.put(
        " " + coordinator.localize(section.phrase), x: rect.x, y: y, limit: rect.width,
        style: style)
    }
  }

  private func drawRule(x: Int, in rect: Rect, on frame: inout FrameBuffer) {
    for y in rect.y..<(rect.y + rect.height) {
      frame.put("│", x: x, y: y, limit: 1, style: CellStyle(.border))
    }
  }

  private func drawStatus(in rect: Rect, on frame: inout FrameBuffer) {
    let localize = coordinator.localize
    if let line = coordinator.input {
      let used = frame.put(
        line.prompt, x: rect.x, y: rect.y, limit: rect.width, style: CellStyle(.accent))
      let room = rect.width - used - 1
      var before = String(line.editor.textBeforeCursor)
      while DisplayWidth.of(before) > room, !before.isEmpty { before.removeFirst() }
      let after = String(line.editor.text.dropFirst(line.editor.cursor))
      let x = rect.x + used
      let cursorX = x + frame.put(before, x: x, y: rect.y, limit: room)
      frame.put(after, x: cursorX, y: rect.y, limit: rect.x + rect.width - cursorX)
      frame.restyle(
        Rect(x: min(cursorX, rect.x + rect.width - 1), y: rect.y, width: 1, height: 1),
        style: CellStyle(reverse: true))
    } else if let wait = coordinator.budgetWait {
      frame.put(
        SpinnerFrames.frame(spinnerTick) + " " + wait, x: rect.x, y: rect.y, limit: rect.width,
        style: CellStyle(.accent))
    } else if coordinator.showsWorking {
      frame.put(
        SpinnerFrames.frame(spinnerTick) + " " + localize(FullScreenPhrase.working), x: rect.x,
        y: rect.y, limit: rect.width, style: CellStyle(.accent))
    } else if coordinator.notice != nil {
      for (offset, row) in noticeRows(width: rect.width).enumerated() {
        frame.put(
          row, x: rect.x, y: rect.y + offset, limit: rect.width, style: CellStyle(.secondary))
      }
    } else if coordinator.form == nil {
      frame.put(
        hint(width: rect.width), x: rect.x, y: rect.y, limit: rect.width,
        style: CellStyle(.muted))
    }
  }

  /// The notice the status line shows, wrapped onto as many rows as it needs up to
  /// `maximumNoticeRows`; none while the input line, a countdown or the spinner has the line.
  private func noticeRows(width: Int) -> [String] {
    guard coordinator.input == nil, coordinator.budgetWait == nil, !coordinator.showsWorking,
      let notice = coordinator.notice
    else { return [] }
    return Array(TextLayout(width: width).wrap(notice).prefix(Self.maximumNoticeRows))
  }

  static let maximumNoticeRows = 3

  /// The hint's items in the order shown, each with its rank: when the line is too narrow the
  /// items of the highest rank are left out whole, so `? keys` and `q quit` always show.
  private static let hintItems: [(phrase: FullScreenPhrase, rank: Int)] = [
    (.hintSearch, 2), (.hintOpen, 3), (.hintPlay, 4), (.hintPane, 5), (.hintKeys, 0),
    (.hintQuit, 1),
  ]

  /// The one-line key hint for a line `width` cells wide.
  func hint(width: Int) -> String {
    let localize = coordinator.localize
    var items = Self.hintItems.map { (text: localize($0.phrase), rank: $0.rank) }
    var line: String { items.map(\.text).joined(separator: " · ") }
    while DisplayWidth.of(line) > width, items.count > 1,
      let worst = items.indices.max(by: { items[$0].rank < items[$1].rank })
    {
      items.remove(at: worst)
    }
    return line
  }

  /// The suggestions under their title, their last row just above the row `bottom`.
  private func drawSuggestions(above bottom: Int, in status: Rect, on frame: inout FrameBuffer) {
    guard let line = coordinator.input, !line.editor.suggestions.isEmpty else { return }
    let rows = [line.editor.suggestionsTitle ?? ""] + line.editor.suggestions
    let width = min(status.width, (rows.map { DisplayWidth.of($0) }.max() ?? 0) + 4)
    let top = bottom - rows.count
    guard top >= 0 else { return }
    for (offset, text) in rows.enumerated() {
      let y = top + offset
      let highlighted = offset > 0 && line.editor.highlighted == offset - 1
      let style =
        offset == 0
        ? CellStyle(.muted) : highlighted ? CellStyle(.selection) : CellStyle(.normal)
      frame.fill(Rect(x: status.x, y: y, width: width, height: 1), style: style)
      frame.put(" " + text, x: status.x, y: y, limit: width, style: style)
    }
  }

  private func drawHelp(in area: Rect, on frame: inout FrameBuffer) {
    let localize = coordinator.localize
    let lines =
      KeyMap.bindings.map { ($0.shownKeys(localize), localize($0.description)) }
      + coordinator.keyMap.overrides.map {
        ($0.shown, localize(KeyFilePhrase.overlayLine, ["command": $0.name]))
      }
    let keysWidth = (lines.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2
    let wanted = keysWidth + (lines.map { DisplayWidth.of($0.1) }.max() ?? 0) + 2
    // A narrow window gives the overlay its whole width, so nothing below shows at its sides.
    let width = wanted + 2 <= area.width ? wanted : area.width
    // A description too long for the box goes on under itself; each row keeps its key's index.
    let layout = TextLayout(width: width - keysWidth - 2)
    let rows = lines.enumerated().flatMap { index, line in
      layout.wrap(line.1).enumerated().map { part, text in
        (keys: part == 0 ? line.0 : "", text: text, key: index)
      }
    }
    let height = min(area.height, rows.count + 2)
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
      height: height)
    frame.fill(box, style: CellStyle(.normal))
    let shown = max(0, box.height - 2)
    coordinator.helpRows = shown
    coordinator.helpLineCount = rows.count
    let top = min(coordinator.helpTop, max(0, rows.count - shown))
    coordinator.helpTop = top
    let visible = rows.dropFirst(top).prefix(shown)
    let title =
      shown >= rows.count
      ? localize(FullScreenPhrase.helpTitle)
      : localize(
        FullScreenPhrase.helpTitleScrolled,
        [
          "first": "\((visible.first?.key ?? 0) + 1)", "last": "\((visible.last?.key ?? 0) + 1)",
          "count": "\(lines.count)",
        ])
    frame.put(
      " " + title, x: box.x, y: box.y, limit: box.width, style: CellStyle(.title, bold: true))
    for (offset, row) in visible.enumerated() {
      let y = box.y + 1 + offset
      frame.put(" " + row.keys, x: box.x, y: y, limit: keysWidth, style: CellStyle(.accent))
      frame.put(
        row.text, x: box.x + keysWidth + 1, y: y, limit: box.width - keysWidth - 1,
        style: CellStyle(.normal))
    }
  }
}
