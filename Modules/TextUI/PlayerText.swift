import Foundation
import Player

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

  /// The state line: "▶ Playing  0:12 / 0:30".
  public static func status(_ model: PlayerViewModel) -> String {
    model.stateText + "  " + model.progress
  }

  /// The state as one compact JSON object (no line breaks).
  public static func jsonLine(_ document: PlayerDocument) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
