import AppCommands
import Registration
import TerminalFrames
import TerminalKit

/// The sign-up form: every field checked as it is typed, its error under it at once; the phone
/// shown through its mask; the date of birth typed or picked on a calendar moved with the arrow
/// keys (a day, a week, across months), PgUp/PgDn (a month) and `[` `]` (a year). The last rows
/// sign up or go to sign-in; Esc goes back to sign-in too.
@MainActor package final class RegistrationPane: Pane, RegistrationDisplaying {
  weak var host: (any PaneHost)?
  package var presenter: (any RegistrationPresenting)?
  package private(set) var model: RegistrationViewModel?
  private var fields: [FormField] = []
  private var kinds: [RegistrationField?] = []
  /// The focused row: a field, then the sign-up and sign-in rows.
  private var focus = 0
  private let signUpLabel: String
  private let signInLabel: String
  private let hint: String
  private let calendarHint: String

  package init(
    host: any PaneHost, signUpLabel: String, signInLabel: String, hint: String,
    calendarHint: String
  ) {
    self.host = host
    self.signUpLabel = signUpLabel
    self.signInLabel = signInLabel
    self.hint = hint
    self.calendarHint = calendarHint
  }

  package var title: String { model?.title ?? "" }

  package func display(_ viewModel: RegistrationViewModel) {
    if fields.isEmpty {
      for row in viewModel.fields {
        fields.append(
          FormField(
            label: row.label, isSecret: row.field == .password, isPhone: row.field == .phone))
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
    model = viewModel
    host?.paneDidChange()
  }

  private var rowCount: Int { fields.count + 2 }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    if let calendar = model.calendar {
      frame.drawCalendar(calendar, hint: calendarHint, in: rect)
      return
    }
    let (area, hintRow) = rect.splitBottom(1)
    frame.put(hint, x: hintRow.x, y: hintRow.y, limit: hintRow.width, style: CellStyle(.muted))
    // Two rows a field (the field, then its error or format); scrolled to keep the focus shown.
    let perField = 2
    let needed = fields.count * perField + 2
    let offset = max(0, min(focus * perField - area.height / 2, needed - area.height))
    var y = area.y - offset
    let bottom = area.y + area.height
    for (index, field) in fields.enumerated() {
      let row = index < model.fields.count ? model.fields[index] : nil
      // The phone through the presenter's mask, as the line app shows it.
      let masked = field.isPhone ? presenter.map { $0.maskedPhone(digits: field.text) } : nil
      if y >= area.y, y < bottom {
        frame.drawField(
          field, shown: masked, x: area.x, y: y, limit: area.width, focused: focus == index)
      }
      // The repeat has no row of its own: its error is the model's.
      let error = row == nil ? model.passwordAgainError : row?.error
      let under =
        error.map { ($0, CellStyle(.error)) }
        ?? (row?.note ?? row?.format).map { ($0, CellStyle(.muted)) }
      if let under, y + 1 >= area.y, y + 1 < bottom {
        frame.put("  " + under.0, x: area.x, y: y + 1, limit: area.width, style: under.1)
      }
      y += perField
    }
    for (index, label) in [signUpLabel, signInLabel].enumerated() {
      let row = fields.count + index
      if y >= area.y, y < bottom {
        frame.put(
          "[ \(label) ]", x: area.x, y: y, limit: area.width,
          style: focus == row ? CellStyle(.selection) : CellStyle(.accent))
      }
      y += 1
    }
    if let failure = model.failure ?? nil, area.height > 0 {
      frame.put(
        failure.message, x: area.x, y: bottom - 1, limit: area.width, style: CellStyle(.error))
    }
  }

  package func handleTyping(_ key: TerminalKey) -> Bool {
    guard let presenter, let model else { return false }
    if model.calendar != nil { return handleCalendar(key, presenter) }
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
      fields[focus].apply(key)
      if kinds[focus] == .password || kinds[focus] == nil {
        // Both entries, so the repeat is checked against the password while either is typed.
        presenter.didEnter(
          password: fields[fields.count - 2].text, again: fields[fields.count - 1].text)
      } else if let kind = kinds[focus] {
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

  /// A key on the open calendar: each is the presenter's, which shows the calendar it leaves.
  private func handleCalendar(_ key: TerminalKey, _ presenter: any RegistrationPresenting) -> Bool {
    switch key {
    case .enter: presenter.didPickCalendarCursorDay()
    case .escape: presenter.didCloseCalendar()
    default:
      guard let move = Self.calendarMove(for: key) else { return true }
      presenter.didMoveCalendarCursor(move)
    }
    return true
  }

  /// The calendar's keys: the arrows move a day or a week, PgUp/PgDn a month, `[` `]` a year.
  private static func calendarMove(for key: TerminalKey) -> CalendarCursorMove? {
    switch key {
    case .left: .previousDay
    case .right: .nextDay
    case .up: .previousWeek
    case .down: .nextWeek
    case .pageUp: .previousMonth
    case .pageDown: .nextMonth
    case .character(let typed) where KeyboardLayout.latinKey(for: typed) == "[": .previousYear
    case .character(let typed) where KeyboardLayout.latinKey(for: typed) == "]": .nextYear
    default: nil
    }
  }

  /// Back is to sign-in, as the sign-in row does.
  package func handle(_ command: AppCommand) -> Bool {
    guard command == .back, let presenter else { return false }
    presenter.didRequestSignIn()
    return true
  }
}
