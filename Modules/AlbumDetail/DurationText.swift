/// Clock-style durations: "3:05", "52:14", "1:02:03".
enum DurationText {
  static func clock(seconds: Int) -> String {
    let hours = seconds / 3600
    let minutes = seconds % 3600 / 60
    let rest = seconds % 60
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
      : "\(minutes):\(twoDigits(rest))"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
