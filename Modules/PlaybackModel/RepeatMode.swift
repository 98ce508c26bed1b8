/// What the queue does after its last entry, or after each entry.
public enum RepeatMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// Stops after the last entry.
  case off
  /// Starts again from the first entry.
  case all
  /// Plays the same entry again.
  case one

  /// The mode after this one, in the order off → all → one → off.
  public var next: RepeatMode {
    switch self {
    case .off: .all
    case .all: .one
    case .one: .off
    }
  }
}
