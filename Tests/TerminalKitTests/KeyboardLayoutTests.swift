import Testing

@testable import TerminalKit

@Suite struct KeyboardLayoutTests {
  @Test func eachRussianLetterIsTheQWERTYKeyInItsPlace() {
    let russian = Array("йцукенгшщзхъфывапролджэячсмитьбюё")
    let latin = Array("qwertyuiop[]asdfghjkl;'zxcvbnm,.`")
    #expect(russian.count == 33)
    #expect(russian.map(KeyboardLayout.latinKey(for:)) == latin)
    #expect(Set(latin).count == 33, "one key per letter")
  }

  @Test func capitalsAreReadAsTheirKeyAndOtherKeysStay() {
    #expect(KeyboardLayout.latinKey(for: "Т") == "n")
    #expect(KeyboardLayout.latinKey(for: "Ё") == "`")
    #expect(KeyboardLayout.latinKey(for: "N") == "N")
    #expect(KeyboardLayout.latinKey(for: " ") == " ")
    #expect(KeyboardLayout.latinKey(for: "1") == "1")
  }

  @Test func onlyASingleCharacterIsRead() {
    #expect(KeyboardLayout.latinKey(in: "й") == "q")
    #expect(KeyboardLayout.latinKey(in: "йй") == "йй")
    #expect(KeyboardLayout.latinKey(in: "") == "")
  }

  @Test func aKeyIsAWholeUTF8Character() {
    var bytes: [UInt8] = Array("тq".utf8) + [0xD1]
    let read = { bytes.isEmpty ? nil : bytes.removeFirst() }

    #expect(TerminalKeys.next(readingBytesWith: read) == "т")
    #expect(TerminalKeys.next(readingBytesWith: read) == "q")
    #expect(TerminalKeys.next(readingBytesWith: read) == "\u{FFFD}", "a sequence cut short")
    #expect(TerminalKeys.next(readingBytesWith: read) == nil)
  }
}
