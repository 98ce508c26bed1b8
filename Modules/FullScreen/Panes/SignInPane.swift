import Authorization
import TerminalFrames
import TerminalKit

/// The sign-in form: e-mail and password fields, Tab between them, Enter to sign in; the
/// failure the presenter reports shows under the fields. The last row opens sign-up.
@MainActor final class SignInPane: Pane, AuthorizationDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any AuthorizationPresenting)?
  private(set) var model: AuthorizationViewModel?
  private var fields: [FormField] = []
  /// The focused row: a field, or `fields.count` for the sign-up row.
  private var focus = 0
  private let signUpLabel: String
  private let hint: String

  init(host: any PaneHost, signUpLabel: String, hint: String) {
    self.host = host
    self.signUpLabel = signUpLabel
    self.hint = hint
  }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: AuthorizationViewModel) {
    if fields.isEmpty {
      fields = [
        FormField(label: viewModel.emailLabel, text: viewModel.email),
        FormField(label: viewModel.passwordLabel, isSecret: true),
      ]
      if !viewModel.email.isEmpty { focus = 1 }
    }
    model = viewModel
    host?.paneDidChange()
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
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
    if let failure = model?.failure, y < rect.y + rect.height {
      frame.put(failure.message, x: rect.x, y: y, limit: rect.width, style: CellStyle(.error))
      y += 1
    }
    frame.put(
      hint, x: rect.x, y: rect.y + rect.height - 1, limit: rect.width, style: CellStyle(.muted))
  }

  func handleTyping(_ key: TerminalKey) -> Bool {
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

  func handle(_ command: KeyCommand) -> Bool { false }

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
