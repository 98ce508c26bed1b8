extension AppCommand {
  /// The command `input` names, in any case, with or without a leading colon, in English or
  /// Russian; `letterKey` reads a single letter as the key in its place on another layout
  /// (`й` is `q`). A number is `.number`, anything else `.text(input)`.
  public static func parse(
    _ input: String, letterKey: (String) -> String = { $0 }
  ) -> AppCommand {
    let trimmed = input.trimmingCharacters(in: .whitespaces)
    let bare = trimmed.hasPrefix(":") ? String(trimmed.dropFirst()) : trimmed
    if let command = englishWords[letterKey(englishWord(bare))] { return command }
    let verb = bare.prefix { !$0.isWhitespace }
    let argument = bare.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
    switch englishWord(verb) {
    case "tracks": return .tracks(argument)
    case "media": return .media(argument)
    default: break
    }
    if let number = Int(bare), number >= 0 { return .number(number) }
    return .text(input)
  }
}
