import TerminalKit

/// Where the front end shows covers, as it tells the composition root: what the terminal is and
/// what the person asked for, its size (asked for each picture, so a resize is followed), and
/// where pixel covers are recorded so the console lets them through.
public struct ArtworkSurface: Sendable {
  public let environment: TerminalEnvironment
  public let size: @Sendable () -> TerminalSize
  public let drawnImages: DrawnImages

  public init(
    environment: TerminalEnvironment, size: @escaping @Sendable () -> TerminalSize,
    drawnImages: DrawnImages
  ) {
    self.environment = environment
    self.size = size
    self.drawnImages = drawnImages
  }
}
