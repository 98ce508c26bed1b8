import Domain
import Localization
import Testing

@Suite struct PlaybackTextTests {
  @Test func statesReadTheSameOnEveryScreen() {
    let english = Localizer(language: .en)
    let russian = Localizer(language: .ru)
    #expect(english.playbackState(.playing) == "▶ Playing")
    #expect(english.playbackState(.paused) == "⏸ Paused")
    #expect(russian.playbackState(.idle) == "■ Остановлено")
  }

  @Test func aPreviewThatDidNotPlayIsAnUnavailableFailureWithItsCode() {
    let localizer = Localizer(language: .en)
    let missing = FailureNotice(
      preview: .playerMissing(installHint: "sudo apt install mpv"), localizer: localizer)
    #expect(missing.code == "playerMissing")
    #expect(missing.message == "To play previews here, install mpv: sudo apt install mpv")
    #expect(missing.kind == .unavailable)
    #expect(
      FailureNotice(preview: .loadFailed, localizer: localizer).code == "previewUnavailable")
    #expect(FailureNotice(preview: .timeout, localizer: localizer).code == "timeout")
  }
}
