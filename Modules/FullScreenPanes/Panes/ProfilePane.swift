import AppCommands
import Authorization
import TerminalFrames

/// The signed-in person's profile; the sign-out row signs out.
@MainActor package final class ProfilePane: Pane, ProfileDisplaying {
  weak var host: (any PaneHost)?
  package var presenter: (any ProfilePresenting)?
  package private(set) var model: ProfileViewModel?
  private let signOutLabel: String

  package init(host: any PaneHost, signOutLabel: String) {
    self.host = host
    self.signOutLabel = signOutLabel
  }

  package var title: String { model?.title ?? "" }

  package func display(_ viewModel: ProfileViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    var y = rect.y
    let labelWidth = (model.fields.map { $0.label.count }.max() ?? 0) + 2
    for field in model.fields where y < rect.y + rect.height {
      let used = frame.put(
        field.label + ":", x: rect.x, y: y, limit: min(labelWidth, rect.width),
        style: CellStyle(.secondary))
      let x = rect.x + max(used, min(labelWidth, rect.width))
      frame.put(field.value, x: x, y: y, limit: rect.x + rect.width - x)
      y += 1
    }
    y += 1
    if let failure = model.failure, y < rect.y + rect.height {
      frame.put(failure.message, x: rect.x, y: y, limit: rect.width, style: CellStyle(.error))
      y += 1
    } else if let status = model.status, y < rect.y + rect.height {
      frame.put(status, x: rect.x, y: y, limit: rect.width, style: CellStyle(.secondary))
      y += 1
    }
    if y < rect.y + rect.height {
      frame.put(
        "[ \(signOutLabel) ]", x: rect.x, y: y, limit: rect.width,
        style: focused ? CellStyle(.selection) : CellStyle(.accent))
    }
  }

  package func handle(_ command: AppCommand) -> Bool {
    guard command == .open, let presenter else { return false }
    host?.perform { await presenter.didRequestSignOut() }
    return true
  }
}
