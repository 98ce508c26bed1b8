import Localization
import Registration
import TerminalKit
import TerminalText
import TextRenderers

/// The registration form on a console: asks each field in turn, again at once while it is wrong,
/// then after submitting only the fields with errors (the password never once it passed).
@MainActor public final class RegistrationTextView: RegistrationDisplaying {
  /// The language of the screen's hints; the screen's other strings come from its presenter.
  public var language = Language.en
  let console: any Console
  private let style: TextStyle
  /// Where the phone is read key by key, shown in its mask as it is typed; nil reads lines.
  private let keyboard: KeyboardTerminal?
  private(set) var model: RegistrationViewModel?
  private var shownHeader = false
  private var shownCalendar: CalendarViewModel?
  /// Whether the arrows moved the presenter's cursor: its day is then marked, and Enter picks it.
  var marksCursor = false
  /// Set while the arrows move the month: the calendar is printed once, with the cursor.
  var quietCalendar = false

  /// Creates the view over a console; with `keyboard` (a terminal), the phone is shown in its
  /// mask after each digit typed.
  public init(console: any Console, keyboard: KeyboardTerminal? = nil) {
    self.console = console
    self.keyboard = keyboard
    self.style = console.style
  }

  public func display(_ viewModel: RegistrationViewModel) {
    let submitted = model?.isLoading == true
    model = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.title + "…" : nil)
    if viewModel.isLoading { return }
    if !shownHeader {
      shownHeader = true
      console.write(console.layout.reflow(style.title(viewModel.title)))
      console.write(console.layout.reflow(style.hint(localize(LineAppHint.signUp))))
    }
    if let calendar = viewModel.calendar, calendar != shownCalendar, !quietCalendar {
      console.write(
        console.layout.reflow(
          RegistrationText.renderCalendar(
            markingCursor(in: calendar), hint: localize(LineAppHint.calendar), style: style)))
    }
    shownCalendar = viewModel.calendar
    if let confirmation = viewModel.confirmation {
      console.write(console.layout.reflow(confirmation))
    }
    if let failure = viewModel.failure {
      console.write(
        console.layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message))))
    }
    if submitted { showSubmittedErrors(viewModel) }
  }

  /// The line app's phrases in the screen's language.
  private var localize: Localizer { Localizer(language: language) }

  /// Asks for the fields until the account exists, the user leaves, or input ends.
  /// Returns false when the user quit or input ended.
  public func run(presenter: any RegistrationPresenting, isDone: () -> Bool) async -> Bool {
    var pending = RegistrationField.allCases
    // A password that passed its rules, kept so it is never asked again.
    var validPassword: String?
    var confirmation: String?
    while !isDone() {
      for field in pending where field != .password {
        guard let outcome = ask(field, presenter: presenter) else { return false }
        if !outcome { return true }
      }
      if validPassword == nil {
        guard let password = askPassword(presenter: presenter) else { return false }
        validPassword = password
      }
      guard let model, let password = validPassword,
        let again = confirmation ?? console.readSecret(prompt: "\(model.passwordAgainLabel): ")
      else { return false }
      await presenter.didSubmit(password: password, confirmation: again)
      pending = self.model?.fields.filter { $0.error != nil }.map(\.field) ?? []
      // A repeat that matched is kept too: a taken e-mail asks for the e-mail alone.
      confirmation = pending.contains(.password) ? nil : again
    }
    return true
  }

  /// Reads the password until it passes its rules, each refusal said under its prompt; nil when
  /// input ended.
  private func askPassword(presenter: any RegistrationPresenting) -> String? {
    while true {
      guard let row = model?.fields.first(where: { $0.field == .password }),
        let password = console.readSecret(prompt: "\(row.label) (\(row.format)): ")
      else { return nil }
      presenter.didEnter(password, for: .password)
      guard let error = model?.fields.first(where: { $0.field == .password })?.error else {
        return password
      }
      showError(error)
    }
  }

  /// The errors a submit found, each under its field's label; the password's (it passed its rules
  /// before it was repeated, so the repeat differs) goes under the repeat's prompt, just answered,
  /// with no label of a field that is not asked again.
  private func showSubmittedErrors(_ viewModel: RegistrationViewModel) {
    var others = viewModel
    if let index = others.fields.firstIndex(where: { $0.field == .password }),
      let mismatch = others.fields[index].error
    {
      showError(mismatch)
      others.fields[index].error = nil
    }
    if others.fields.contains(where: { $0.error != nil }) {
      console.write(console.layout.reflow(RegistrationText.renderErrors(others, style: style)))
    }
  }

  /// A field's error, under its prompt.
  private func showError(_ error: String) {
    console.write(console.layout.reflow("  " + style.error("✖ " + TerminalSafe.cleanLines(error))))
  }

  /// Reads one field; nil when input ended or the user quit, false when the user went back.
  private func ask(_ field: RegistrationField, presenter: any RegistrationPresenting) -> Bool? {
    while true {
      guard let row = model?.fields.first(where: { $0.field == field }) else { return nil }
      let current = row.value.isEmpty ? "" : " [\(TerminalSafe.clean(row.value))]"
      let calendar = field == .birthDate ? localize(LineAppHint.birthDateByCalendar) : ""
      let prompt = "\(row.label) (\(row.format)\(calendar))\(current): "
      let read =
        if field == .phone, let keyboard {
          readPhone(prompt: prompt, keyboard: keyboard, presenter: presenter)
        } else {
          console.readLine(prompt: prompt)
        }
      guard let line = read else { return nil }
      let input = line.trimmingCharacters(in: .whitespaces)
      switch CommandWord.command(input) {
      case .quit: return nil
      case .back:
        presenter.didRequestSignIn()
        return false
      case .help:
        console.write(
          console.layout.reflow(style.hint(model == nil ? "" : localize(LineAppHint.signUp))))
        continue
      case .calendar where field == .birthDate:
        guard let picked = runCalendar(presenter: presenter) else { return nil }
        guard picked else { continue }
        if let row = model?.fields.first(where: { $0.field == .birthDate }) {
          console.write(console.layout.reflow("  → " + (row.note ?? row.value)))
        }
        return true
      default:
        if input.isEmpty && !row.value.isEmpty {
          // Keeping a value that is still wrong says so at once and asks again.
          guard let error = row.error else { return true }
          showError(error)
          continue
        }
        presenter.didEnter(input, for: field)
        let entered = model?.fields.first(where: { $0.field == field })
        if let error = entered?.error {
          // Asked again at once, so the next answer is not taken for the next field.
          showError(error)
          continue
        }
        if let note = entered?.note { console.write(console.layout.reflow("  → \(note)")) }
        return true
      }
    }
  }

  /// Runs the date picker; true when a day was picked, false when closed, nil when input ended.
  private func runCalendar(presenter: any RegistrationPresenting) -> Bool? {
    marksCursor = false
    presenter.didOpenCalendar()
    while model?.calendar != nil {
      guard let line = readCalendarLine() else { return nil }
      let input = line.trimmingCharacters(in: .whitespaces)
      if let move = CalendarKeys.arrowMove(input) {
        moveCalendarCursor(move, presenter: presenter)
        continue
      }
      if input.isEmpty, marksCursor {
        presenter.didPickCalendarCursorDay()
        continue
      }
      if let move = CalendarKeys.monthMove(input) {
        presenter.didMoveCalendarCursor(move)
        continue
      }
      switch CommandWord.command(input) {
      case .back, .quit:
        presenter.didCloseCalendar()
        return false
      case .help,
        _ where input.isEmpty:
        console.write(console.layout.reflow(style.hint(localize(LineAppHint.calendar))))
      default: typeInCalendar(input, presenter: presenter)
      }
    }
    return true
  }

  /// Gives `input` typed in the calendar to `presenter` as a day, a year or a month; anything
  /// else is answered under the calendar, shown again.
  func typeInCalendar(_ input: String, presenter: any RegistrationPresenting) {
    switch CalendarInput(input) {
    case .day(let day): presenter.didPickCalendarDay(day)
    case .year(let year): presenter.didChooseCalendarYear(year)
    case .month(let month): presenter.didChooseCalendarMonth(month)
    case .notDayOrYear(let number):
      guard let calendar = model?.calendar else { return }
      showCalendar(
        saying: localize(
          CalendarInputPhrase.notDayOrYear,
          [
            "number": number, "earliest": String(calendar.earliestYear),
            "latest": String(calendar.latestYear),
          ]))
    case .notUnderstood(let text):
      showCalendar(saying: localize(CalendarInputPhrase.notUnderstood, ["input": text]))
    }
  }

  /// The calendar shown again with `message` under it.
  func showCalendar(saying message: String?) {
    guard var calendar = model?.calendar else { return }
    calendar.message = message
    console.write(
      console.layout.reflow(
        RegistrationText.renderCalendar(
          markingCursor(in: calendar), hint: localize(LineAppHint.calendar), style: style)))
    shownCalendar = calendar
  }
}
