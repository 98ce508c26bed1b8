import Localization
import TerminalFrames
import TestSupport
import Testing

@testable import FullScreen
@testable import FullScreenPanes

/// The one list pane the five list panes are: rows under notices, a cursor, and what a key does
/// to the row under it, told by the pane's content alone.
@Suite @MainActor struct ListPaneTests {
  struct Model {
    var title = "Things"
    var rows: [String]
  }

  final class Presenter {
    var calls: [String] = []
  }

  final class Host: PaneHost {
    var changes = 0
    var performed = 0
    func paneDidChange() { changes += 1 }
    func perform(_ work: @escaping @MainActor () async -> Void) {
      performed += 1
      Task { await work() }
    }
  }

  static func pane(
    host: Host, status: ((Model) -> String)? = nil
  ) -> ListPane<Model, Presenter> {
    ListPane(
      host: host,
      content: ListPaneContent(
        title: \.title, count: \.rows.count, rows: { $0.rows.map { ListRow(text: $0) } },
        notice: { _ in ListNotice(failure: nil, message: "Two things") }, status: status,
        actions: [
          .open: .now { $0.calls.append("open \($1)") },
          .remove: .waiting { $0.calls.append("remove \($1)") },
        ],
        reload: { $0.calls.append("reload") }))
  }

  @Test func aKeysActionTakesTheNumberOfTheRowUnderTheCursor() async {
    let host = Host()
    let presenter = Presenter()
    let pane = Self.pane(host: host)
    pane.presenter = presenter
    pane.display(Model(rows: ["one", "two"]))
    #expect(pane.title == "Things")

    #expect(pane.handle(.open))
    #expect(pane.handle(.down))
    #expect(pane.cursorRow == 1)
    #expect(pane.handle(.remove))
    #expect(host.performed == 1, "a waiting action runs under the app's spinner")
    #expect(await eventually { presenter.calls == ["open 1", "remove 2"] })
    #expect(!pane.handle(.back), "a key the list has no action for is the app's")
  }

  @Test func anEmptyListActsOnNothingAndAStatusLineShiftsClicks() {
    let host = Host()
    let presenter = Presenter()
    let pane = Self.pane(host: host, status: { _ in "1 of 2" })
    pane.presenter = presenter
    pane.display(Model(rows: []))
    #expect(!pane.handle(.open))
    #expect(pane.cursorRow == nil)

    pane.display(Model(rows: ["one", "two", "three"]))
    var frame = FrameBuffer(width: 30, height: 6)
    pane.draw(&frame, in: Rect(x: 0, y: 0, width: 30, height: 6), focused: true)
    // Rows 0 and 1 are the status line and the message, then "one" and "two".
    pane.select(row: 3)
    #expect(pane.cursorRow == 1)
  }

  @Test func aPaneShownAgainReadsItsListAgain() async {
    let presenter = Presenter()
    let pane = Self.pane(host: Host())
    pane.presenter = presenter
    pane.didReappear()
    #expect(await eventually { presenter.calls == ["reload"] })
  }
}
