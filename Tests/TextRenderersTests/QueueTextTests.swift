import LineScreens
import Localization
import Queue
import TerminalKit
import TerminalText
import Testing
import TextRenderers

@Suite struct QueueTextTests {
  static var model: QueueViewModel {
    var model = QueueViewModel()
    model.title = "Queue"
    model.rows = [
      QueueRowViewModel(
        number: 1, title: "Группа крови", artist: "Кино", album: "Группа крови",
        duration: "4:46", isCurrent: false),
      QueueRowViewModel(
        number: 2, title: "Закрой за мной\u{1B}[31m дверь", artist: "Кино",
        album: "Группа крови", duration: "4:14", isCurrent: true),
    ]
    model.state = .playing
    model.stateText = "▶ Playing"
    model.positionText = "2/2"
    model.repeatText = "Repeat: off"
    model.shuffleText = "Shuffle: off"
    return model
  }

  @Test func rowsShowTitleArtistAndLengthWithThePlayingOneMarked() {
    let text = QueueText.render(Self.model, language: .en, style: TextStyle(enabled: false))

    #expect(
      text == """
        ▶ Playing · 2/2 · Repeat: off · Shuffle: off
          1. Группа крови — Кино  4:46
        ▶ 2. Закрой за мной\u{FFFD}[31m дверь — Кино  4:14
        """)
  }

  @Test func aNarrowWidthWrapsTitlesAndKeepsLengthsAtTheRightEdge() {
    let layout = TextLayout(width: 30)

    let lines = QueueText.render(
      Self.model, language: .en, style: TextStyle(enabled: false), layout: layout
    ).split(separator: "\n").map(String.init)

    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    #expect(lines.filter { $0.hasSuffix("4:46") || $0.hasSuffix("4:14") }.count == 2)
    #expect(lines.contains { $0.hasPrefix("▶ 2. ") })
  }

  @Test func anEmptyQueueSaysHowEntriesGetThere() {
    var model = QueueViewModel()
    model.emptyText = "The queue is empty"

    let english = QueueText.render(model, language: .en, style: TextStyle(enabled: false))
    let russian = QueueText.render(model, language: .ru, style: TextStyle(enabled: false))

    #expect(
      english
        == "The queue is empty: type add ALBUM_ID to add an album, or play a track of an album")
    #expect(russian.contains("add ALBUM_ID"))
  }

  @Test func aFailureAndANoteComeFirst() {
    var model = Self.model
    model.failure = FailureNotice(code: "notFound", message: "No such album", kind: .notFound)
    model.message = "Added to the queue: 2 tracks"

    let lines = QueueText.render(model, language: .en, style: TextStyle(enabled: false))
      .split(separator: "\n")

    #expect(lines.prefix(2) == ["✖ No such album", "Added to the queue: 2 tracks"])
    #expect(lines.count == 5)
  }

  @Test func theRussianHelpListsTheRussianCommandWords() {
    let help = HelpPhrase.queue.screen(language: .ru, style: TextStyle(enabled: false))

    #expect(help.contains("move N M"))
    for word in ["убрать", "вверх", "вниз", "переместить", "очистить", "добавить", "повтор"] {
      #expect(help.contains(word))
    }
  }
}
