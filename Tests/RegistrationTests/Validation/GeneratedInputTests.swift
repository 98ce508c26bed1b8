import Domain
import Foundation
import Registration
import Testing

/// Ten thousand seeded random inputs per rule: none crashes, and every accepted value is
/// re-checked against the rule written independently (mostly as a regular expression).
@Suite struct GeneratedInputTests {
  static let runs = 10_000

  private func regex(_ pattern: String) throws -> Regex<AnyRegexOutput> {
    try Regex(pattern).matchingSemantics(.unicodeScalar)
  }

  private func matches(_ text: String, _ pattern: Regex<AnyRegexOutput>) -> Bool {
    (try? pattern.wholeMatch(in: text)) != nil
  }

  private func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func names() throws {
    var generator = InputGenerator(seed: 1)
    let pieces = ["a", "Z", "q", "Mary", "Jane", "O", "-", "'", "’", " ", "  "]
    let shape = try regex("[A-Za-z]+(?:[-'’ ][A-Za-z]+)*")
    var accepted = 0
    for _ in 0..<Self.runs {
      let input = generator.text(from: pieces, maxPieces: 8)
      guard case .success(let name) = NameRule.validate(input) else { continue }
      accepted += 1
      #expect(name == trimmed(input) && name.count <= 50 && matches(name, shape), "\(input)")
    }
    #expect(accepted > Self.runs / 10)
  }

  @Test func birthDates() throws {
    var generator = InputGenerator(seed: 2)
    let today = try #require(CalendarDate(year: 2024, month: 2, day: 29))
    let pieces = ["0", "1", "2", "9", "19", "20", "0", "-", ".", " "]
    let iso = try regex("([0-9]{4})-([0-9]{2})-([0-9]{2})")
    let dotted = try regex("([0-9]{1,2})\\.([0-9]{1,2})\\.([0-9]{4})")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    var accepted = 0
    for run in 0..<Self.runs {
      let input: String
      if run.isMultiple(of: 2) {
        let (year, month, day) = (
          generator.number(in: 1850...2030), generator.number(in: 0...13),
          generator.number(in: 0...32)
        )
        input =
          run.isMultiple(of: 4)
          ? String(format: "%04d-%02d-%02d", year, month, day) : "\(day).\(month).\(year)"
      } else {
        input = generator.text(from: pieces, maxPieces: 12)
      }
      guard case .success(let date) = BirthDateRule.validate(input, today: today) else {
        continue
      }
      accepted += 1
      let text = trimmed(input)
      let isoMatch = try? iso.wholeMatch(in: text)
      let dottedMatch = try? dotted.wholeMatch(in: text)
      let fields =
        isoMatch.map { [$0[1], $0[2], $0[3]] } ?? dottedMatch.map { [$0[3], $0[2], $0[1]] } ?? []
      let numbers = fields.compactMap { $0.substring.flatMap { Int($0) } }
      #expect(numbers == [date.year, date.month, date.day], "\(input)")
      let components = DateComponents(year: date.year, month: date.month, day: date.day)
      #expect(components.isValidDate(in: calendar), "\(input)")
      let eighteenByNow =
        today.year - date.year > 18
        || (today.year - date.year == 18 && (today.month, today.day) >= (date.month, date.day))
      #expect(eighteenByNow, "\(input)")
      #expect(date.year >= 1900, "a year before 1900 is refused: \(input)")
    }
    #expect(accepted > Self.runs / 10)
  }

  @Test func phones() throws {
    var generator = InputGenerator(seed: 3)
    let pieces = ["+", "375", "7", "8", "29", "1", "4", "56", "0", " ", "-", "(", ")", "."]
    let e164 = try regex("\\+(375[0-9]{9}|7[0-9]{10})")
    let masked = try regex(
      "\\+375 \\([0-9]{2}\\) [0-9]{3}-[0-9]{2}-[0-9]{2}|\\+7 \\([0-9]{3}\\) [0-9]{3}-[0-9]{2}-[0-9]{2}"
    )
    let typed = try regex("\\+?[0-9 ().-]*")
    var accepted = 0
    var partial = 0
    for run in 0..<Self.runs {
      let region: PhoneRegion = run.isMultiple(of: 2) ? .by : .ru
      let input = generator.text(from: pieces, maxPieces: 10)
      if case .success(let number) = PhoneFormatter.format(input, defaultRegion: region) {
        partial += 1
        let last = number.masked.last
        #expect(last == nil || last == "+" || last!.isWholeNumber, "\(input) → \(number.masked)")
        #expect(number.masked.filter(\.isWholeNumber).hasSuffix(number.nationalDigits))
      }
      guard case .success(let number) = PhoneFormatter.validate(input, defaultRegion: region)
      else { continue }
      accepted += 1
      let digits = input.filter(\.isWholeNumber)
      #expect(matches(trimmed(input), typed), "\(input)")
      #expect(matches(number.e164 ?? "", e164) && matches(number.masked, masked), "\(input)")
      #expect("+" + number.masked.filter(\.isWholeNumber) == number.e164, "\(input)")
      #expect(digits.hasSuffix(number.nationalDigits), "\(input)")
      #expect(PhoneRegion.mask(e164: number.e164!) == number.masked, "\(input)")
    }
    #expect(accepted > Self.runs / 100 && partial > Self.runs / 10)
  }

  @Test func emails() throws {
    var generator = InputGenerator(seed: 4)
    let localPieces = ["a", "B", "7", "x", ".", "+", "_", "~", "'", "-"]
    let domainPieces = ["a", "b7", "x-y", "mail", ".", "-"]
    let atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
    let label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
    let shape = try regex("(\(atom)(?:\\.\(atom))*)@(?:\(label)\\.)+[A-Za-z]{2,63}")
    var accepted = 0
    for run in 0..<Self.runs {
      let input =
        run.isMultiple(of: 4)
        ? generator.text(from: localPieces + domainPieces + ["@"], maxPieces: 16)
        : generator.text(from: localPieces, maxPieces: 6) + "@"
          + generator.text(from: domainPieces, maxPieces: 4) + "."
          + generator.pick(["io", "com", "c", "o1", "org"])
      guard case .success(let address) = EmailRule.validate(input) else { continue }
      accepted += 1
      let local = address.prefix { $0 != "@" }
      #expect(address == trimmed(input) && matches(address, shape), "\(input)")
      #expect(address.utf8.count <= 254 && local.utf8.count <= 64, "\(input)")
    }
    #expect(accepted > Self.runs / 20)
  }

  @Test func passwords() {
    var generator = InputGenerator(seed: 5)
    let pieces = [
      "a", "B", "z", "Q", "1", "9", "!", " ", "ж", "Ж", "１", "ｂ", "pass", "word", "Password1",
    ]
    var accepted = 0
    for _ in 0..<Self.runs {
      let input = generator.text(from: pieces, maxPieces: 14)
      guard case .success(let password) = PasswordRule.validate(input) else { continue }
      accepted += 1
      let scalars = password.unicodeScalars
      #expect(password == input.precomposedStringWithCompatibilityMapping, "\(input)")
      #expect((6...128).contains(scalars.count), "\(input)")
      #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      #expect(scalars.contains { CharacterSet.decimalDigits.contains($0) }, "\(input)")
      #expect(scalars.contains { CharacterSet.lowercaseLetters.contains($0) }, "\(input)")
      #expect(scalars.contains { CharacterSet.uppercaseLetters.contains($0) }, "\(input)")
      #expect(!CommonPasswords.contains(password.lowercased()), "\(input)")
    }
    #expect(accepted > Self.runs / 10)
  }
}
