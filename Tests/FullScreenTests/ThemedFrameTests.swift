import Domain
import Localization
import TerminalFrames
import TerminalKit
import Testing

@testable import FullScreen

/// The same screen in the dark, light and no-colour themes: golden frames of the bytes written,
/// escape sequences shown as ␛.
@Suite @MainActor struct ThemedFrameTests {
  static let themes: [(name: String, theme: Theme)] = [
    ("dark", Theme.dark.at(.ansi256)), ("light", Theme.light.at(.ansi256)),
    ("nocolor", .noColor),
  ]

  private func results(_ language: Language) async throws -> FrameBuffer {
    let app = try await FullScreenHarness.make(language: language)
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    return ScreenComposer(coordinator: app.coordinator).frame(width: 80, height: 24)
  }

  @Test(arguments: [Language.en, .ru])
  func eachThemeDrawsTheScreenInItsOwnColours(_ language: Language) async throws {
    let frame = try await results(language)
    var written: [String: String] = [:]
    for (name, theme) in Self.themes {
      let bytes = FrameDiff.update(from: nil, to: frame, theme: theme)
      written[name] = bytes
      try GoldenFrame.check(
        bytes.replacingOccurrences(of: "\u{1B}", with: "␛"),
        named: "results.80x24.\(language).\(name)")
    }
    #expect(written["dark"] != written["light"])
    let plain = try #require(written["nocolor"])
    #expect(!plain.contains("38;") && !plain.contains("48;"), "no colour at all")
    // The selection still shows: reverse video.
    #expect(plain.contains(";7m") || plain.contains("[7m"))
  }

  @Test func theLightThemesMutedTextIsNotDimOnWhite() {
    // SGR 2 (faint) all but vanishes on a light background; the light theme uses a grey.
    let light = Theme.light.at(.ansi256).sgr(.muted)
    #expect(!light.split(separator: ";").contains("2"))
    #expect(Theme.dark.at(.ansi256).sgr(.muted) != light)
  }
}
