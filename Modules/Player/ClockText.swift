/// Minutes and seconds as a player shows them: "0:07", "1:02:03"; "-:--" when unknown.
enum ClockText {
  static func clock(_ seconds: Double?) -> String {
    guard let seconds, seconds.isFinite, seconds >= 0 else { return "-:--" }
    let whole = Int(seconds)
    let hours = whole / 3600
    let minutes = whole % 3600 / 60
    let rest = whole % 60
    let twoDigitRest = rest < 10 ? "0\(rest)" : "\(rest)"
    if hours > 0 {
      return "\(hours):\(minutes < 10 ? "0\(minutes)" : "\(minutes)"):\(twoDigitRest)"
    }
    return "\(minutes):\(twoDigitRest)"
  }
}
