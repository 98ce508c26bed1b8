/// Durations and playback positions as clocks, the same on every screen: "0:07", "3:05",
/// "52:14", and from one hour on "1:15:03" (never "75:03").
public enum ClockText {
  /// What a position or a length reads when it is unknown.
  public static let unknown = "-:--"

  /// `seconds` as "m:ss", or "h:mm:ss" from one hour on.
  public static func text(seconds: Int) -> String {
    let hours = seconds / 3600
    let minutes = seconds % 3600 / 60
    let rest = seconds % 60
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
      : "\(minutes):\(twoDigits(rest))"
  }

  /// A playback position or length in (fractional) seconds, cut to whole seconds; `unknown` when
  /// nil, negative or not finite.
  public static func text(position seconds: Double?) -> String {
    guard let seconds, seconds.isFinite, seconds >= 0 else { return unknown }
    return text(seconds: Int(seconds))
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
