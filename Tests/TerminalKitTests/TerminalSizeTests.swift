import Foundation
import TerminalText
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's size is asked for each screen and each picture, so a resize is followed.
@Suite struct TerminalSizeTests {
  /// Standard error's messages are laid out for standard error's own terminal: with the output
  /// piped, standard output has no size to ask.
  @Test func theSizeIsAskedOfTheTerminalOnTheGivenDescriptor() {
    // A pseudo-terminal's master shares the window size of the pair.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    defer { close(master) }
    var window = winsize(ws_row: 11, ws_col: 33, ws_xpixel: 0, ws_ypixel: 0)
    guard master >= 0, ioctl(master, UInt(TIOCSWINSZ), &window) == 0 else {
      Issue.record("no pseudo-terminal to size")
      return
    }

    let size = TerminalSize.current(of: master, environment: ["COLUMNS": "52"])
    #expect(size.columns == 33)
    #expect(size.rows == 11)
    let notATerminal = TerminalSize.current(of: -1, environment: ["COLUMNS": "52"])
    #expect(notATerminal.columns == 52)
  }

  @Test(.enabled(if: isatty(STDOUT_FILENO) == 0, "the terminal's own size wins"))
  func withoutATerminalColumnsAndLinesAreRead() {
    #expect(
      TerminalSize.current(environment: ["COLUMNS": "50", "LINES": "30"])
        == TerminalSize(columns: 50, rows: 30))
    #expect(
      TerminalSize.current(environment: ["COLUMNS": "0", "LINES": "x"])
        == TerminalSize(columns: 80, rows: 24))
  }
}

/// The spinner's line never wraps, so its carriage return redraws all of it.
@Suite @MainActor struct ProgressLabelTests {
  @Test func aLongLabelIsCutToTheLineLessTheFrame() {
    let label = TerminalConsole.progressLabel(
      "Found 2 movies for “брат” (movie, explicit allowed, store US, at most 30)", columns: 40)
    #expect(label == "Found 2 movies for “брат” (movie, exp…")
    #expect(DisplayWidth.of(label) == 38)
    #expect(
      TerminalConsole.progressLabel("Loading the album…", columns: 40) == "Loading the album…")
    #expect(
      TerminalConsole.progressLabel("a\u{1B}]52;c;x\u{7}", columns: 40)
        == "a\u{FFFD}]52;c;x\u{FFFD}")
  }
}
