import Composition
import JSONDocuments
import Library
import TerminalKit
import TextRenderers

/// `musiclib library` piped or with `--json`: each row printed as it is read, so a list of any
/// length takes little memory. Byte for byte what printing the whole page at once gives.
extension SubcommandRunner {
  func printLibraryList(
    presenter: any LibraryPresenting, view: Capture<LibraryViewModel>,
    page: (offset: Int, limit: Int?), filter: String?
  ) async -> ExitCode {
    let json = output.json
    let console = console
    var lines = LineChunks(
      write: json
        ? { console.writeLine(utf8: $0) } : { console.write(String(decoding: $0, as: UTF8.self)) })
    var started = false
    var numberWidth = 0
    // A JSON entry waits for the next: a comma ends all but the last.
    var pending: [UInt8]?
    func start() {
      started = true
      guard let model = view.last, model.failure == nil else { return }
      if json {
        lines.append(line: "{".utf8)
        lines.append(line: #"  "albums" : ["#.utf8)
      } else if let heading = LibraryText.heading(model, language: screens.language) {
        lines.append(line: heading.utf8)
      }
      let rows = min(page.limit ?? .max, max(0, (model.listed ?? 0) - page.offset))
      numberWidth = String(page.offset + rows).count
    }
    await presenter.didRequestPage(offset: page.offset, limit: page.limit, filter: filter) {
      row, entry in
      if !started { start() }
      if json {
        let entry = try Self.listed(entry)
        if let previous = pending { lines.append(line: previous + [UInt8(ascii: ",")]) }
        pending = entry
      } else {
        lines.append(
          line: LibraryText.unwrappedRow(
            row, numberWidth: numberWidth, style: style, commands: true
          ).utf8)
      }
    }
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    if !started { start() }
    if json {
      lines.append(line: pending ?? [])
      lines.append(line: "  ]".utf8)
      lines.append(line: "}".utf8)
    }
    lines.finish()
    return .success
  }

  /// A document's entry as `DocumentJSON` writes it in the list of `{"albums": […]}`, two
  /// levels in: its members written here, its strings by `DocumentJSON` (encoding each entry
  /// whole makes a tree of it first).
  static func listed(_ entry: LibraryDocument.Entry) throws -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    func member(_ key: String, _ value: [UInt8], last: Bool = false) {
      bytes += "      \"\(key)\" : ".utf8
      bytes += value
      bytes += (last ? "\n" : ",\n").utf8
    }
    func number(_ value: Int?) -> [UInt8] { Array((value.map(String.init) ?? "null").utf8) }
    bytes += "    {\n".utf8
    member("artist", try entry.artist.map { try DocumentJSON.utf8($0) } ?? Array("null".utf8))
    member("id", Array(String(entry.id).utf8))
    member("savedAt", try DocumentJSON.utf8(entry.savedAt))
    member("title", try DocumentJSON.utf8(entry.title))
    member("trackCount", number(entry.trackCount))
    member("year", number(entry.year), last: true)
    bytes += "    }".utf8
    return bytes
  }
}
