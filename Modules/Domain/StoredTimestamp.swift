import Foundation

/// How instants are written to the database and to library files: ISO 8601 in UTC with
/// milliseconds, "2026-11-23T19:21:10.123Z"; what `text` writes, `date` reads back to an instant
/// that writes the same text again, so a date survives any number of round trips.
///
/// Written and read by hand for the years 1900–9999, byte for byte what
/// `Date.ISO8601FormatStyle` writes and reads: the style's first use sets up Foundation's
/// calendars and time zones, a third of a millisecond of a command that reads one stored answer.
/// Other years, and text in another form, go through the style.
public enum StoredTimestamp {
  private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  private static let secondsPerDay: Int64 = 86_400
  private static let secondsFrom1970To2001: Int64 = 978_307_200

  /// `instant` to the millisecond, rounded down.
  public static func text(_ instant: Date) -> String {
    // As Foundation does: whole seconds and the fraction's milliseconds, both rounded down, of
    // the interval since 2001 (the one a `Date` holds).
    let reference = instant.timeIntervalSinceReferenceDate
    let whole = reference.rounded(.down)
    guard let wholeSeconds = Int64(exactly: whole), abs(wholeSeconds) < 1 << 40 else {
      return instant.formatted(style)
    }
    let millisecond = min(Int64(((reference - whole) * 1000).rounded(.down)), 999)
    let (days, seconds) = floorDivision(
      wholeSeconds + secondsFrom1970To2001, secondsPerDay)
    let date = CivilDays.date(days: Int(days))
    let (year, month, day) = (Int64(date.year), Int64(date.month), Int64(date.day))
    guard (1900...9999).contains(year) else { return instant.formatted(style) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    func append(_ value: Int64, digits: Int) {
      var divisor: Int64 = 1
      for _ in 1..<digits { divisor *= 10 }
      while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
    }
    append(year, digits: 4)
    bytes.append(UInt8(ascii: "-"))
    append(month, digits: 2)
    bytes.append(UInt8(ascii: "-"))
    append(day, digits: 2)
    bytes.append(UInt8(ascii: "T"))
    append(seconds / 3600, digits: 2)
    bytes.append(UInt8(ascii: ":"))
    append(seconds / 60 % 60, digits: 2)
    bytes.append(UInt8(ascii: ":"))
    append(seconds % 60, digits: 2)
    bytes.append(UInt8(ascii: "."))
    append(millisecond, digits: 3)
    bytes.append(UInt8(ascii: "Z"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The instant `text` names, or nil when it is not in the stored form.
  public static func date(_ text: String) -> Date? {
    var text = text
    if let date = text.withUTF8(parse) { return date }
    return try? style.parse(text)
  }

  /// "yyyy-MM-ddTHH:mm:ss.SSSZ" with a valid date and time; nil for anything else.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count == 24 else { return nil }
    let separators: [(Int, Unicode.Scalar)] = [
      (4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "."), (23, "Z"),
    ]
    for (offset, separator) in separators where bytes[offset] != UInt8(ascii: separator) {
      return nil
    }
    func number(_ start: Int, _ count: Int) -> Int64? {
      var value: Int64 = 0
      for byte in bytes[start..<start + count] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0, 4), year >= 1900, let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      let millisecond = number(20, 3), (1...12).contains(month),
      (1...CalendarDate.daysIn(month: Int(month), year: Int(year))).contains(Int(day)),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let days = Int64(CivilDays.days(year: Int(year), month: Int(month), day: Int(day)))
    let whole = Double(
      days * secondsPerDay + hour * 3600 + minute * 60 + second
        - secondsFrom1970To2001)
    var interval = whole + Double(millisecond) / 1000
    // The nearest double may fall a hair under the millisecond, which `text` would then write
    // one lower: the instant is kept where it reads back as the same text.
    while ((interval - whole) * 1000).rounded(.down) < Double(millisecond) {
      interval = interval.nextUp
    }
    return Date(timeIntervalSinceReferenceDate: interval)
  }

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let remainder = value % divisor
    return remainder < 0
      ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }
}
