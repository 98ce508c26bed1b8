/// Sort keys in a language's collation, for sorting many texts at once: comparing two keys byte
/// by byte gives the order of their texts (case-insensitive, numbers by value, accents after
/// letters), without asking the collation again for every pair.
public protocol TextCollator: Sendable {
  /// One key per text of `texts`, in the same order; nil when the collation is not available.
  func sortKeys(_ texts: [String]) -> [[UInt8]]?
}
