import AppCommands
import Authorization
import Domain
import Localization
import TerminalFrames
import TerminalKit
import TerminalText

/// The sign-in form: e-mail and password fields, Tab between them, Enter to sign in; the
/// failure the presenter reports shows under the fields, a lock-out's wait counted down each
/// second. The last row opens sign-up.
@MainActor package final class SignInPane: Pane, AuthorizationDisplaying {
  weak var host: (any PaneHost)?
  package var presenter: (any AuthorizationPresenting)?
  package private(set) var model: AuthorizationViewModel?
  private var fields: [FormField] = []
  /// The focused row: a field, or `fields.count` for the sign-up row.
  private var focus = 0
  private let signUpLabel: String
  private let hint: String
  private let localize: Localizer
  /// Said under the form until a failure replaces it (the account just created).
  package var note: String?
  /// The seconds left of a lock-out shown; nil when none is.
  private(set) var lockOutLeft: Int?
  /// The one-shot timer of the lock-out's next second, armed only while one shows.
  private(set) var countdown: Task<Void, Never>?

  package init(host: any PaneHost, signUpLabel: String, hint: String, localize: Localizer) {
    self.host = host
    self.signUpLabel = signUpLabel
    self.hint = hint
    self.localize = localize
  }

  package var title: String { model?.title ?? "" }

  package func display(_ viewModel: AuthorizationViewModel) {
    if fields.isEmpty {
      fields = [
        FormField(label: viewModel.emailLabel, text: viewModel.email),
        FormField(label: viewModel.passwordLabel, isSecret: true),
      ]
      if !viewModel.email.isEmpty { focus = 1 }
    }
    if viewModel.failure != nil {
      note = nil
      // The next try starts on an empty password, not on the refused one with more typed after it.
      if fields.count > 1 {
        fields[1] = FormField(label: viewModel.passwordLabel, isSecret: true)
        focus = 1
      }
    }
    if viewModel.failure != model?.failure {
      lockOutLeft = viewModel.retryAfterSeconds
      armCountdown()
    }
    model = viewModel
    host?.paneDidChange()
  }

  /// The failure as it reads now: a lock-out's with the seconds left, none once it is over.
  private var failureMessage: String? {
    guard let failure = model?.failure else { return nil }
    guard model?.retryAfterSeconds != nil else { return failure.message }
    return lockOutLeft.map {
      localize.message(for: MusicLibraryError.tooManyAttempts(retryAfterSeconds: $0))
    }
  }

  /// One second of the lock-out has gone.
  func countDown() {
    guard let left = lockOutLeft else { return }
    lockOutLeft = left > 1 ? left - 1 : nil
    armCountdown()
    host?.paneDidChange()
  }

  private func armCountdown() {
    countdown?.cancel()
    countdown = nil
    guard lockOutLeft != nil else { return }
    countdown = Task { @MainActor [weak self] in
      try? await Task.sleep(for: .seconds(1))
      guard !Task.isCancelled else { return }
      self?.countDown()
    }
  }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    var y = rect.y
    for (index, field) in fields.enumerated() where y < rect.y + rect.height {
      frame.drawField(field, x: rect.x, y: y, limit: rect.width, focused: focus == index)
      y += 2
    }
    if y < rect.y + rect.height {
      let style = focus == fields.count ? CellStyle(.selection) : CellStyle(.accent)
      frame.put("[ \(signUpLabel) ]", x: rect.x, y: y, limit: rect.width, style: style)
      y += 2
    }
    // Wrapped, above the hint's row: a narrow window still shows the countdown's seconds.
    let notice =
      failureMessage.map { ($0, CellStyle(.error)) } ?? note.map { ($0, CellStyle(.accent)) }
    if let (text, style) = notice {
      for line in TextLayout(width: rect.width).wrap(text) where y < rect.y + rect.height - 1 {
        frame.put(line, x: rect.x, y: y, limit: rect.width, style: style)
        y += 1
      }
    }
    frame.put(
      hint, x: rect.x, y: rect.y + rect.height - 1, limit: rect.width, style: CellStyle(.muted))
  }
  package func handleTyping(_ key: TerminalKey) -> Bool {
    switch key {
    case .tab, .down:
      focus = (focus + 1) % (fields.count + 1)
    case .backTab, .up:
      focus = (focus + fields.count) % (fields.count + 1)
    case .enter:
      submit()
    case .escape, .interrupt:
      return false
    default:
      guard focus < fields.count else { return false }
      fields[focus].apply(key)
    }
    host?.paneDidChange()
    return true
  }

  package func handle(_ command: AppCommand) -> Bool { false }

  private func submit() {
    guard let presenter else { return }
    if focus == fields.count {
      presenter.didRequestSignUp()
      return
    }
    if focus == 0, fields.count > 1, fields[1].text.isEmpty {
      focus = 1
      return
    }
    let email = fields[0].text
    let password = fields.count > 1 ? fields[1].text : ""
    host?.perform { await presenter.didSubmit(email: email, password: password) }
  }
}
