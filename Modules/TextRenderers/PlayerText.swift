import Foundation
import JSONDocuments
import Player
import TerminalKit
import TerminalText

/// Plain-text and JSON-line rendering of the player screen, shared by the interactive screen and
/// `musiclib play`.
public enum PlayerText {
  /// The track's heading: artist — track, album, its place in the album, the cover URL.
  public static func heading(
    _ model: PlayerViewModel, style: TextStyle, layout: TextLayout = .unbounded
  ) -> String {
    var lines = [
      style.title(TerminalSafe.clean(model.artist) + " — " + TerminalSafe.clean(model.track)),
      TerminalSafe.clean(model.album) + " · " + model.trackPosition,
    ]
    if let cover = model.coverURL { lines.append(style.hint(TerminalSafe.clean(cover))) }
    return lines.flatMap { layout.wrap($0) }.joined(separator: "\n")
  }

  /// The state line: "▶ Playing  0:12 / 0:30  3/12  🔁 🔀", or the state alone when no position
  /// is known ("■ Stopped"); the queue's place shows when it holds more than one track, and
  /// repeat (🔁, 🔂 for one track) and shuffle (🔀) when they are on.
  public static func status(_ model: PlayerViewModel) -> String {
    var parts = [model.stateText]
    if !model.progress.isEmpty { parts.append(model.progress) }
    if !model.queuePosition.isEmpty, !model.queuePosition.hasSuffix("/1") {
      parts.append(model.queuePosition)
    }
    switch model.repeatMode {
    case .off: break
    case .all: parts.append("🔁")
    case .one: parts.append("🔂")
    }
    if model.isShuffled { parts.append("🔀") }
    return parts.joined(separator: "  ")
  }

  /// The heading with `cover` beside it (or above), the cover URL then left out; without a cover
  /// it is `heading(_:style:)`.
  public static func heading(_ model: PlayerViewModel, style: TextStyle, cover: DrawnArtwork?)
    -> String
  {
    guard let cover else { return heading(model, style: style) }
    var withoutURL = model
    withoutURL.coverURL = nil
    let lines = heading(withoutURL, style: style).split(separator: "\n").map(String.init)
    return ArtworkLayout.combine(cover, with: lines)
  }

  /// The state as one compact JSON object (no line breaks).
  public static func jsonLine(_ document: PlayerDocument) -> String {
    (try? DocumentJSON.text(document, pretty: false)) ?? "{}"
  }
}
