import Testing

@testable import LinePlayer

/// The player's keys on a terminal: keys act alone on an empty line, words are read whole.
@Suite struct PlayerKeyLineTests {
  /// `text` as keys, each told whether more had come with it; what the keys asked for.
  private func type(_ text: String, together: Bool) -> [PlayerCommand] {
    var line = PlayerKeyLine()
    var commands: [PlayerCommand] = []
    let keys = Array(text)
    for (index, key) in keys.enumerated() {
      let more = together && index < keys.count - 1
      if case .command(let command) = line.take(key, moreWaiting: more) { commands.append(command) }
    }
    return commands
  }

  @Test func aWordTypedAtOnceIsReadWholeOnEnter() {
    #expect(type("help", together: true) == [])
    #expect(type("help\r", together: true) == [.help])
    #expect(type("next\r", together: true) == [.next])
    #expect(type("pause\r", together: true) == [.pause])
    #expect(type("library\r", together: true) == [.elsewhere(.library)])
  }

  @Test func aWordAfterAColonIsReadWholeHoweverSlowlyItIsTyped() {
    #expect(type(":help\r", together: false) == [.help])
    #expect(type(":prev\r", together: false) == [.previous])
    #expect(type(":библиотека\r", together: false) == [.elsewhere(.library)])
  }

  @Test func keysTypedOneByOneStayKeys() {
    #expect(type("xq", together: false) == [.unknown, .quit])
  }

  @Test func keysActAloneOnAnEmptyLine() {
    #expect(type("n", together: false) == [.next])
    #expect(type(" ", together: false) == [.toggle])
    #expect(type("т", together: false) == [.next])
    #expect(type("q", together: false) == [.quit])
  }

  @Test func backspaceAndEscEditTheWord() {
    var line = PlayerKeyLine()
    _ = line.take(":", moreWaiting: false)
    #expect(line.text == ":")
    #expect(line.take("\u{7F}", moreWaiting: false) == .edited)
    #expect(line.text.isEmpty)
    #expect(line.take("n", moreWaiting: false) == .command(.next))
    _ = line.take("e", moreWaiting: true)
    #expect(line.text == "e")
    #expect(line.take("\u{1B}", moreWaiting: false) == .edited)
    #expect(line.take("p", moreWaiting: false) == .command(.previous))
  }
}
