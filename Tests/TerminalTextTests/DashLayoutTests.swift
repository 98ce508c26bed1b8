import Testing

@testable import TerminalText

/// A spaced em or en dash ("word — word") stays at the end of a line with the word before it:
/// no continuation line starts with "—" or "–".
@Suite struct DashLayoutTests {
  static func startsWithDash(_ line: String) -> Bool {
    line.drop { $0 == " " }.first.map { $0 == "—" || $0 == "–" } ?? false
  }

  @Test func anEnglishHintBreaksBeforeTheWordTheDashFollows() {
    let lines = TextLayout(width: 40).wrap(
      "Commands: back — to the search, signout — sign out, quit — leave")
    #expect(lines == ["Commands: back — to the search,", "signout — sign out, quit — leave"])
  }

  @Test func aRussianHintBreaksBeforeTheWordTheDashFollows() {
    let lines = TextLayout(width: 40).wrap(
      "Введите e-mail и пароль. Команды: signup — создать аккаунт, quit — выйти")
    #expect(
      lines == ["Введите e-mail и пароль. Команды:", "signup — создать аккаунт, quit — выйти"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
  }

  @Test func aDashAfterAPunctuationWordStaysWithIt() {
    let lines = TextLayout(width: 18).wrap("Команды: signup / — создать аккаунт")
    #expect(lines == ["Команды: signup", "/ — создать", "аккаунт"])
  }

  @Test func anEnDashIsGluedToo() {
    let lines = TextLayout(width: 12).wrap("abcd efghij – k")
    #expect(lines == ["abcd", "efghij – k"])
  }

  @Test func aDashThatEndsTheLineExactlyStaysOnIt() {
    #expect(TextLayout(width: 12).wrap("abcd efghi — jk") == ["abcd efghi —", "jk"])
    #expect(TextLayout(width: 12).wrap("abcd efghij — k") == ["abcd", "efghij — k"])
  }

  @Test func aDashAfterAWordLongerThanTheLineStaysWithItsLastPiece() {
    let lines = TextLayout(width: 12).wrap("abcdefghijklmnopqrstuvw — x")
    #expect(lines == ["abcdefghijkl", "mnopqrstuv", "w — x"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
    let russian = TextLayout(width: 12).wrap("Введите абвгдеёжзийклмнопрс — да")
    #expect(russian == ["Введите", "абвгдеёжзийк", "лмнопрс — да"])
  }

  @Test func aStyledWordKeepsItsDashAndItsStyles() {
    let bold = "\u{1B}[1m"
    let reset = "\u{1B}[0m"
    let lines = TextLayout(width: 18).wrap(
      "Commands: " + bold + "signout" + reset + " — sign out")
    #expect(lines == ["Commands:", bold + "signout" + reset + " — sign out"])
  }

  @Test func aDashThatStartsTheTextOrJoinsNumbersIsLeftAlone() {
    #expect(TextLayout(width: 12).wrap("— abcd efghij") == ["— abcd", "efghij"])
    #expect(TextLayout(width: 12).wrap("1990–2000 1990–2000") == ["1990–2000", "1990–2000"])
    #expect(TextLayout.unbounded.wrap("a — b") == ["a — b"])
  }

  @Test func aGluedPieceTooWideForTheRoomGoesInWhole() {
    #expect(LineBreaker.lines("abc —", firstWidth: 2, restWidth: 2) == ["ab", "c —"])
  }

  @Test func everyGoldenWidthOfTheHintsStartsNoLineWithADash() {
    let hints = [
      "Commands: back — to the search, signout — sign out, quit — leave",
      "Введите e-mail и пароль. Команды: signup — создать аккаунт, quit — выйти",
      "Type a number to search again. Commands: delete N — remove entry N, clear — remove all",
    ]
    for width in 12...80 {
      for hint in hints {
        let lines = TextLayout(width: width).wrap(hint)
        #expect(!lines.contains(where: Self.startsWithDash), "\(width): \(lines)")
        #expect(lines.joined(separator: " ") == hint, "nothing lost or added")
      }
    }
  }
}
