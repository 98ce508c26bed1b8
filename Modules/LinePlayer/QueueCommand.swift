import AppCommands
import TextRenderers

/// What a line typed on the queue screen asks for; the words every screen takes (back, help,
/// quit) are `AppCommand`'s.
enum QueueCommand: Equatable {
  case play(Int)
  case remove(Int)
  case move(Int, to: Int)
  case clear
  case addAlbum(Int64)
  case addTrack(albumID: Int64, number: Int, disc: Int?)
  case repeatMode
  case shuffle
  case player
  /// Not a queue command: one of every screen's, or not understood.
  case screen(AppCommand)

  /// The command in `line`, its first word in English or Russian (`CommandWord`), in any case.
  init(_ line: String) {
    let input = line.trimmingCharacters(in: .whitespaces)
    let words = input.split(whereSeparator: \.isWhitespace).map(String.init)
    let verb = words.first.map { CommandWord.english($0.hasPrefix(":") ? $0.dropFirst() : $0[...]) }
    let numbers = words.dropFirst().map { Int($0) }
    switch (verb, numbers.count) {
    case ("remove", 1), ("rm", 1):
      self = numbers[0].map(Self.remove) ?? .screen(.text(input))
    case ("up", 1): self = numbers[0].map { .move($0, to: $0 - 1) } ?? .screen(.text(input))
    case ("down", 1): self = numbers[0].map { .move($0, to: $0 + 1) } ?? .screen(.text(input))
    case ("move", 2):
      if let from = numbers[0], let to = numbers[1] {
        self = .move(from, to: to)
      } else {
        self = .screen(.text(input))
      }
    case ("add", 1), ("add", 2): self = Self.add(words) ?? .screen(.text(input))
    case ("clear", 0): self = .clear
    case ("repeat", 0): self = .repeatMode
    case ("shuffle", 0): self = .shuffle
    case ("player", 0): self = .player
    default:
      let command = CommandWord.command(input)
      if case .number(let number) = command {
        self = .play(number)
      } else {
        self = .screen(command)
      }
    }
  }

  /// `add ALBUM_ID`, or `add ALBUM_ID TRACK` with TRACK as `N` or `D-N` (track N of disc D).
  private static func add(_ words: [String]) -> QueueCommand? {
    guard let albumID = Int64(words[1]) else { return nil }
    guard words.count == 3 else { return .addAlbum(albumID) }
    let parts = words[2].split(separator: "-", omittingEmptySubsequences: false)
    switch parts.count {
    case 1: return Int(parts[0]).map { .addTrack(albumID: albumID, number: $0, disc: nil) }
    case 2:
      guard let disc = Int(parts[0]), let number = Int(parts[1]) else { return nil }
      return .addTrack(albumID: albumID, number: number, disc: disc)
    default: return nil
    }
  }
}
