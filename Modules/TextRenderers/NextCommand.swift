import TerminalKit

/// The one-shot command that goes on from a result row (`album 1441164426`, `play 1441164426 3
/// --disc 2`, `item 1590002001`), shown dimmed after the row by `musiclib search` and `tracks`
/// so the next step can be typed without `--json`.
enum NextCommand {
  /// `album ID`.
  static func album(_ id: Int64?) -> String? {
    id.map { "album \($0)" }
  }

  /// `play ALBUM_ID TRACK_NUMBER`, with `--disc N` past the first disc; nil when either is unknown.
  static func play(albumID: Int64?, trackNumber: Int?, disc: Int?) -> String? {
    guard let albumID, let trackNumber else { return nil }
    let discOption = disc.map { $0 > 1 ? " --disc \($0)" : "" } ?? ""
    return "play \(albumID) \(trackNumber)" + discOption
  }

  /// `item ID`.
  static func item(_ id: Int64?) -> String? {
    id.map { "item \($0)" }
  }

  /// `line` with ` · command` (dimmed by `style`) after it when `command` is given.
  static func appending(_ command: String?, to line: String, style: TextStyle) -> String {
    guard let command else { return line }
    return line + " · " + style.hint(command)
  }
}
