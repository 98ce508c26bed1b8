/// A track of an album as a person picks it: its number, and on an album of several discs its
/// disc too. Written `5`, or `2-1` for disc 2's track 1; shown the way it is typed.
public struct TrackChoice: Hashable, Sendable, LosslessStringConvertible {
  /// The disc asked for; nil for a plain number, which means the album's first disc.
  public let disc: Int?
  /// The track's number on its disc.
  public let number: Int

  /// A choice of track `number`, on `disc` when one is given.
  public init(disc: Int? = nil, number: Int) {
    self.disc = disc
    self.number = number
  }

  /// `5` or `2-1`: digits only, each number at least 1; nil for anything else (`2-`, `0-1`).
  public init?(_ description: String) {
    let parts = description.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy(Self.isPositiveNumber),
      let number = parts.last.flatMap({ Int($0) })
    else { return nil }
    self.init(disc: parts.count == 2 ? Int(parts[0]) : nil, number: number)
  }

  /// `2-1` with a disc, `5` without.
  public var description: String {
    disc.map { "\($0)-\(number)" } ?? String(number)
  }

  private static func isPositiveNumber(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
      && (Int(text) ?? 0) > 0
  }
}
