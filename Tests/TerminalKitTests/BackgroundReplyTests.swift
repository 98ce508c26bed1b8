import Testing

@testable import TerminalKit

/// The terminal's answer to the background query: an OSC 11 colour and the DA1 answer after it.
@Suite struct BackgroundReplyTests {
  func reply(_ text: String) -> BackgroundReply { BackgroundReply(Array(text.utf8)) }

  @Test func aColourEndedByBELOrSTThenDA1() {
    let white = reply("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c")
    #expect(white == BackgroundReply(background: .light, isComplete: true))
    let black = reply("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?1;2c")
    #expect(black == BackgroundReply(background: .dark, isComplete: true))
  }

  @Test func oneToFourHexDigitsAChannel() {
    #expect(reply("\u{1B}]11;rgb:f/f/f\u{07}").background == .light)
    #expect(reply("\u{1B}]11;rgb:ff/ff/ff\u{07}").background == .light)
    #expect(reply("\u{1B}]11;rgb:fff/fff/fff\u{07}").background == .light)
    #expect(reply("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}").background == .dark)
    #expect(reply("\u{1B}]11;rgb:fdf6/e3e3/0000\u{07}").background == .light, "Solarized-ish")
    #expect(reply("\u{1B}]11;rgb:12345/0/0\u{07}").background == nil, "five digits")
    #expect(reply("\u{1B}]11;rgb:ff/ff\u{07}").background == nil, "two channels")
    #expect(reply("\u{1B}]11;rgb:gg/ff/ff\u{07}").background == nil)
  }

  @Test func theLuminanceWeighsGreenMost() {
    #expect(TerminalBackground(red: 0, green: 0.8, blue: 0) == .light)
    #expect(TerminalBackground(red: 1, green: 0.3, blue: 1) == .dark)
    #expect(TerminalBackground(red: 0.5, green: 0.5, blue: 0.5) == .dark)
  }

  @Test func da1FirstMeansNoColourIsComing() {
    #expect(reply("\u{1B}[?62;22c") == BackgroundReply(background: nil, isComplete: true))
    #expect(reply("\u{1B}[?1;2c\u{1B}]11;rgb:ffff/ffff/ffff\u{07}").background == nil)
  }

  @Test func anUnfinishedAnswerKeepsWaiting() {
    #expect(!reply("").isComplete)
    #expect(!reply("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}").isComplete)
    #expect(reply("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}").background == .light)
    #expect(reply("\u{1B}]11;rgb:ffff/ff").background == nil)
    #expect(!reply("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62").isComplete)
  }

  @Test func otherBytesAroundAreSkipped() {
    #expect(
      reply("j\u{1B}[A\u{1B}]10;rgb:0/0/0\u{07}\u{1B}]11;rgb:f/f/f\u{07}x\u{1B}[?6c")
        == BackgroundReply(background: .light, isComplete: true))
  }
}
