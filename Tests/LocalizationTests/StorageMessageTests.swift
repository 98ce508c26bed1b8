import Domain
import Localization
import Testing

/// The storage refusals end in a command a person can paste: through a symlink, the message
/// names both paths, and the command only the file it applies to.
@Suite struct StorageMessageTests {
  private let english = Localizer(language: .en)
  private let russian = Localizer(language: .ru)

  @Test func aFixThroughASymlinkNamesOnlyItsTarget() {
    let named = "/home/anna/link → /srv/data"

    #expect(
      english.message(for: .storage(.writableByOthers(path: named, mode: 0o777)))
        == "/home/anna/link → /srv/data can be changed by other users (mode 0777), so it was not "
        + "used. Take their write access away: chmod go-w /srv/data")
    #expect(
      english.message(for: .storage(.foreignOwner(path: named)))
        .hasSuffix("make it yours: sudo chown \"$USER\" /srv/data"))
    #expect(
      russian.message(for: .storage(.readOnlyDirectory(path: named, mode: 0o555)))
        .contains("(chmod u+w /srv/data)"))
  }

  @Test func aPlainPathIsTheFixsOwn() {
    #expect(
      english.message(for: .storage(.writableByOthers(path: "/srv/data", mode: 0o770)))
        .hasSuffix("chmod go-w /srv/data"))
  }

  @Test func aPathStartingWithADashIsNoOption() {
    #expect(
      english.message(for: .storage(.writableByOthers(path: "-data", mode: 0o777)))
        .hasSuffix("chmod go-w ./-data"))
    #expect(
      english.message(for: .storage(.foreignOwner(path: "link → -it's")))
        .hasSuffix(#"sudo chown "$USER" './-it'\''s'"#))
  }

  @Test func aPathThatAShellWouldSplitIsQuoted() {
    #expect(
      english.message(for: .storage(.writableByOthers(path: "/home/anna/My Music", mode: 0o777)))
        .hasSuffix("chmod go-w '/home/anna/My Music'"))
    #expect(
      english.message(for: .storage(.foreignOwner(path: "/x/link → /srv/it's $HOME")))
        .hasSuffix(#"sudo chown "$USER" '/srv/it'\''s $HOME'"#))
    #expect(
      russian.message(for: .storage(.readOnlyDirectory(path: "/srv/музыка", mode: 0o555)))
        .contains("(chmod u+w '/srv/музыка')"))
  }

  @Test func aPathWithALineBreakStaysOnItsLineAndPastesAsItIs() {
    let message = english.message(
      for: .storage(.writableByOthers(path: "/tmp/data\nEVIL it's", mode: 0o777)))
    #expect(
      message
        == #"$'/tmp/data\nEVIL it\'s' can be changed by other users (mode 0777), so it was not "#
        + #"used. Take their write access away: chmod go-w $'/tmp/data\nEVIL it\'s'"#)
    #expect(
      russian.message(for: .storage(.corrupt(path: "/tmp/a\u{2028}b\rc")))
        .hasPrefix(#"Файл $'/tmp/a\u2028b\rc' не является"#))
  }

  @Test func invisibleCharactersInAPathAreNamedAndTheArrowStaysOutside() {
    #expect(
      Localizer.shownPath("/home/anna/link → /srv/\u{202E}gnp.exe\u{7F}\u{E0041}")
        == #"/home/anna/link → $'/srv/\u202Egnp.exe\x7F\U000E0041'"#)
    #expect(Localizer.shownPath("/home/anna/My Music/ё") == "/home/anna/My Music/ё")
  }
}
