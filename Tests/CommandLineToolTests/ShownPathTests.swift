import Localization
import TerminalKit
import TerminalText
import Testing

/// A path in a message never holds what the terminal's sanitiser would replace: each such
/// character is named in the path's `$'…'` form instead, so the message reads exactly.
@Suite struct ShownPathTests {
  @Test func everyCharacterTheSanitiserReplacesIsNamedInstead() {
    let unsafe = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(TerminalSafe.isUnsafe)
    #expect(unsafe.count > 100)
    for scalar in unsafe {
      let shown = Localizer.shownPath("/tmp/a" + String(Character(scalar)) + "b")
      #expect(!TerminalSafe.containsUnsafe(shown), "U+\(String(scalar.value, radix: 16))")
      #expect(shown.hasPrefix("$'/tmp/a\\"), "\(shown)")
    }
  }
}
