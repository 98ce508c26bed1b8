import Domain
import Player
import TerminalFrames
import TerminalKit
import TerminalText

/// The one-line now-playing bar: title · artist · ▶ 0:12 ━━━━──── 0:30 · 3/12, with 🔁/🔂/🔀
/// when repeat or shuffle is on. It is the view of a player presenter attached to the run's
/// playback, so it follows whatever plays, whichever pane started it.
@MainActor package final class NowPlayingBar: PlayerDisplaying {
  weak var host: (any PaneHost)?
  package var presenter: (any PlayerPresenting)?
  package private(set) var model: PlayerViewModel?

  package init(host: any PaneHost) { self.host = host }

  package func display(_ viewModel: PlayerViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  /// Whether a preview is playing, so the app asks for the progress while it does.
  package var isPlaying: Bool { model?.state == .playing }

  /// Draws the bar in `rect`, a preview loading as `spinner`; returns the columns it took.
  @discardableResult
  package func draw(_ frame: inout FrameBuffer, in rect: Rect, idleText: String, spinner: String)
    -> Int
  {
    guard rect.height > 0 else { return 0 }
    guard let model, !model.track.isEmpty else {
      return frame.put(idleText, x: rect.x, y: rect.y, limit: rect.width, style: CellStyle(.muted))
    }
    let symbol =
      switch model.state {
      case .playing: "▶"
      case .paused: "⏸"
      case .loading: spinner
      default: "■"
      }
    let modes =
      (model.repeatMode == .all ? " 🔁" : model.repeatMode == .one ? " 🔂" : "")
      + (model.isShuffled ? " 🔀" : "")
    let right =
      " \(symbol) " + progressText(model, room: rect.width / 3) + " · "
      + model.queuePosition + modes
    let rightWidth = DisplayWidth.of(right)
    let titleRoom = max(0, rect.width - rightWidth)
    let used = frame.put(
      "\(model.track) · \(model.artist)", x: rect.x, y: rect.y, limit: titleRoom,
      style: CellStyle(.title, bold: true))
    var end = used + frame.put(right, x: rect.x + used, y: rect.y, limit: rect.width - used)
    if let failure = model.failure {
      end += frame.put(
        " " + failure.message, x: rect.x + end, y: rect.y, limit: rect.width - end,
        style: CellStyle(.error))
    }
    return end
  }

  /// `0:12 ━━━━──── 0:30`, the bar as wide as `room` leaves (none below a few cells).
  private func progressText(_ model: PlayerViewModel, room: Int) -> String {
    guard let document = model.document, let duration = document.durationSeconds, duration > 0
    else { return model.progress }
    let elapsed = min(max(0, document.positionSeconds ?? 0), duration)
    let times = model.progress.components(separatedBy: " / ")
    let barWidth = min(20, room - 12)
    guard times.count == 2, barWidth >= 4 else { return model.progress }
    let filled = Int((Double(barWidth) * elapsed / duration).rounded())
    let bar =
      String(repeating: "━", count: filled) + String(repeating: "─", count: barWidth - filled)
    return "\(times[0]) \(bar) \(times[1])"
  }
}
