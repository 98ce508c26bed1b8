import Localization

/// What the queue screen shows; made by the presenter, printed by any front end.
public struct QueueViewModel: Equatable, Sendable, Codable {
  /// Creates an empty view model.
  public init() {}
}
