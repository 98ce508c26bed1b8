import Domain
import Localization
import PlaybackModel
import TerminalKit
import TerminalText

/// The one line that says what plays, shown over the prompts of the screens other than the
/// player's: "▶ Title · Artist · 0:12 / 0:30 · 3/12", cut to the width.
public enum NowPlayingText {
  /// The line for `snapshot`; nil when nothing is playing, paused or loading.
  public static func line(_ snapshot: PlaybackSnapshot, layout: TextLayout) -> String? {
    guard let entry = snapshot.current else { return nil }
    let symbol: String
    switch snapshot.state {
    case .playing: symbol = "▶"
    case .paused: symbol = "⏸"
    case .loading: symbol = "…"
    case .idle, .ended, .failed: return nil
    }
    var parts = [symbol + " " + TerminalSafe.clean(entry.track.title)]
    if let artist = entry.artist { parts.append(TerminalSafe.clean(artist)) }
    if let position = snapshot.position {
      parts.append(
        ClockText.text(position: position.elapsed) + " / "
          + ClockText.text(position: position.duration))
    }
    let count = snapshot.queue.entries.count
    if count > 1, let place = snapshot.queue.playingPosition { parts.append("\(place)/\(count)") }
    return layout.truncated(parts.joined(separator: " · "))
  }
}
