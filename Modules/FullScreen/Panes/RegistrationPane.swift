import Registration
import TerminalFrames
import TerminalKit

/// The sign-up form: every field checked as it is typed, its error under it at once; the phone
/// shown through its mask; the date of birth typed or picked on a calendar moved with the arrow
/// keys (a day, a week) and PgUp/PgDn (a month). The last rows sign up or go to sign-in.
@MainActor final class RegistrationPane: Pane, RegistrationDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any RegistrationPresenting)?
  private(set) var model: RegistrationViewModel?
  private var fields: [FormField] = []
  private var kinds: [RegistrationField?] = []
  /// The focused row: a field, then the sign-up and sign-in rows.
  private var focus = 0
  /// The day the calendar's cursor is on while it is open.
  private var calendarDay = 1
  private let signUpLabel: String
  private let signInLabel: String

  init(host: any PaneHost, signUpLabel: String, signInLabel: String) {
    self.host = host
    self.signUpLabel = signUpLabel
    self.signInLabel = signInLabel
  }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: RegistrationViewModel) {
    if fields.isEmpty {
      for row in viewModel.fields {
        fields.append(FormField(label: row.label, isSecret: row.field == .password))
        kinds.append(row.field)
      }
      fields.append(FormField(label: viewModel.passwordAgainLabel, isSecret: true))
      kinds.append(nil)
    }
    if let date = viewModel.fields.first(where: { $0.field == .birthDate })?.value,
      let index = kinds.firstIndex(of: .birthDate), date != fields[index].text
    {
      fields[index] = FormField(label: fields[index].label, text: date)
    }
    if viewModel.calendar != nil, model?.calendar == nil {
      calendarDay =
        viewModel.calendar?.weeks.joined().compactMap { $0 }.first(where: \.isSelected)?.day ?? 1
    }
    model = viewModel
    host?.paneDidChange()
  }

  private var rowCount: Int { fields.count + 2 }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    if let calendar = model.calendar {
      drawCalendar(calendar, on: &frame, in: rect)
      return
    }
    // Two rows a field (the field, then its error or format); scrolled to keep the focus shown.
    let perField = 2
    let needed = fields.count * perField + 2
    let offset = max(0, min(focus * perField - rect.height / 2, needed - rect.height))
    var y = rect.y - offset
    for (index, field) in fields.enumerated() {
      let row = index < model.fields.count ? model.fields[index] : nil
      var shown = field
      if kinds[index] == .phone, let presenter, !field.text.isEmpty {
        shown = FormField(label: field.label, text: presenter.maskedPhone(digits: field.text))
      }
      if y >= rect.y, y < rect.y + rect.height {
        frame.drawField(shown, x: rect.x, y: y, limit: rect.width, focused: focus == index)
      }
      let under =
        row?.error.map { ($0, CellStyle(.error)) }
        ?? (row?.note ?? row?.format).map { ($0, CellStyle(.muted)) }
      if let under, y + 1 >= rect.y, y + 1 < rect.y + rect.height {
        frame.put("  " + under.0, x: rect.x, y: y + 1, limit: rect.width, style: under.1)
      }
      y += perField
    }
    for (index, label) in [signUpLabel, signInLabel].enumerated() {
      let row = fields.count + index
      if y >= rect.y, y < rect.y + rect.height {
        frame.put(
          "[ \(label) ]", x: rect.x, y: y, limit: rect.width,
          style: focus == row ? CellStyle(.selection) : CellStyle(.accent))
      }
      y += 1
    }
    if let failure = model.failure ?? nil, rect.height > 0 {
      frame.put(
        failure.message, x: rect.x, y: rect.y + rect.height - 1, limit: rect.width,
        style: CellStyle(.error))
    }
  }

  private func drawCalendar(
    _ calendar: CalendarViewModel, on frame: inout FrameBuffer, in rect: Rect
  ) {
    var y = rect.y
    frame.put(
      calendar.title, x: rect.x, y: y, limit: rect.width, style: CellStyle(.title, bold: true))
    y += 1
    frame.put(
      calendar.weekdays.map { $0.padding(toLength: 3, withPad: " ", startingAt: 0) }.joined(),
      x: rect.x, y: y, limit: rect.width, style: CellStyle(.secondary))
    y += 1
    for week in calendar.weeks where y < rect.y + rect.height - 1 {
      for (column, day) in week.enumerated() {
        guard let day else { continue }
        let style =
          day.day == calendarDay
          ? CellStyle(.selection)
          : day.isAvailable
            ? (day.isSelected ? CellStyle(.accent, bold: true) : .plain)
            : CellStyle(.muted)
        let text = day.day < 10 ? " \(day.day)" : "\(day.day)"
        frame.put(text, x: rect.x + column * 3, y: y, limit: 2, style: style)
      }
      y += 1
    }
    let note = calendar.message ?? calendar.legend
    frame.put(
      note, x: rect.x, y: rect.y + rect.height - 1, limit: rect.width, style: CellStyle(.muted))
  }

  func handleTyping(_ key: TerminalKey) -> Bool {
    guard let presenter, let model else { return false }
    if let calendar = model.calendar { return handleCalendar(key, calendar, presenter) }
    switch key {
    case .tab, .down:
      focus = (focus + 1) % rowCount
    case .backTab, .up:
      focus = (focus + rowCount - 1) % rowCount
    case .enter:
      submit(presenter)
    case .escape, .interrupt:
      return false
    default:
      guard focus < fields.count else { return false }
      if kinds[focus] == .phone, case .character(let typed) = key, !typed.isNumber { return true }
      _ = fields[focus].editor.apply(key)
      if let kind = kinds[focus] {
        presenter.didEnter(fields[focus].text, for: kind)
      }
    }
    host?.paneDidChange()
    return true
  }

  private func submit(_ presenter: any RegistrationPresenting) {
    if focus == fields.count + 1 {
      presenter.didRequestSignIn()
    } else if kinds.indices.contains(focus), kinds[focus] == .birthDate,
      fields[focus].text.isEmpty
    {
      presenter.didOpenCalendar()
    } else if focus < fields.count - 1 {
      focus += 1
    } else {
      let password = fields[fields.count - 2].text
      let confirmation = fields[fields.count - 1].text
      host?.perform { await presenter.didSubmit(password: password, confirmation: confirmation) }
    }
  }

  private func handleCalendar(
    _ key: TerminalKey, _ calendar: CalendarViewModel, _ presenter: any RegistrationPresenting
  ) -> Bool {
    let days = calendar.weeks.joined().compactMap { $0 }.map(\.day)
    let last = days.max() ?? 28
    switch key {
    case .left: calendarDay -= 1
    case .right: calendarDay += 1
    case .up: calendarDay -= 7
    case .down: calendarDay += 7
    case .pageUp: presenter.didMoveCalendar(byMonths: -1)
    case .pageDown: presenter.didMoveCalendar(byMonths: 1)
    case .enter:
      presenter.didPickCalendarDay(calendarDay)
      return true
    case .escape:
      presenter.didCloseCalendar()
      return true
    default: return true
    }
    calendarDay = min(max(1, calendarDay), last)
    host?.paneDidChange()
    return true
  }

  func handle(_ command: KeyCommand) -> Bool { false }
}
