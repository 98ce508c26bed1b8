extension AppCommand {
  /// The command word `typed` is one slip away from (two letters swapped, one left out or one
  /// too many), in the language it was typed in; nil when it is a command itself, shorter than
  /// four letters, or differs from the word only by a closing `s` (`filter`, `players`).
  public static func nearMiss(_ typed: String) -> String? {
    let word = typed.trimmingCharacters(in: .whitespaces).lowercased()
    guard word.count >= 4, !word.contains(" "), case .text = parse(word) else { return nil }
    let candidates =
      englishWords.keys.filter { $0.count >= 4 }
      + russianWords.map(\.word).filter {
        !$0.contains(" ")
      }
    return candidates.sorted().first { isOneSlip(Array(word), from: Array($0)) }
  }

  private static func isOneSlip(_ typed: [Character], from word: [Character]) -> Bool {
    if typed.last == "s" && Array(typed.dropLast()) == word { return false }
    if word.last == "s" && Array(word.dropLast()) == typed { return false }
    switch typed.count - word.count {
    case 0:
      let differing = typed.indices.filter { typed[$0] != word[$0] }
      return differing.count == 2 && differing[1] == differing[0] + 1
        && typed[differing[0]] == word[differing[1]] && typed[differing[1]] == word[differing[0]]
    case 1: return typed.indices.contains { Array(typed[..<$0] + typed[($0 + 1)...]) == word }
    case -1: return word.indices.contains { Array(word[..<$0] + word[($0 + 1)...]) == typed }
    default: return false
    }
  }
}
