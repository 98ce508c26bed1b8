#if canImport(_FoundationICU)
  import Foundation
  import Localization
  import _FoundationICU

  /// Sort keys from ICU, the collation Foundation itself uses, at secondary strength (case
  /// ignored, accents not) with numbers by value: Foundation's pairwise
  /// `compare(_:options:range:locale:)` builds a locale object for every comparison
  /// (Tools/bench/RESULTS.md). Texts differing only in the ligatures ß and ﬁ may order
  /// differently from Foundation's (which folds them first).
  public struct ICUTextCollator: TextCollator {
    /// The ICU locale, such as `ru_RU`.
    public let localeIdentifier: String

    /// A collator for `locale`'s order (ICU opens it on each `sortKeys`).
    public init(locale: Locale) {
      localeIdentifier = locale.identifier
    }

    /// One key a text, in order; nil when ICU cannot open the locale or make a key.
    public func sortKeys(_ texts: [String]) -> [[UInt8]]? {
      var status = U_ZERO_ERROR
      guard let collator = swift_ucol_open(localeIdentifier, &status), status.rawValue <= 0 else {
        return nil
      }
      defer { swift_ucol_close(collator) }
      swift_ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_SECONDARY, &status)
      swift_ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status)
      // Without these settings the keys would order differently: compare pair by pair instead.
      guard status.rawValue <= 0 else { return nil }
      var buffer = [UInt8](repeating: 0, count: 256)
      var keys: [[UInt8]] = []
      keys.reserveCapacity(texts.count)
      for text in texts {
        let units = Array(text.utf16)
        var length = swift_ucol_getSortKey(
          collator, units, Int32(units.count), &buffer, Int32(buffer.count))
        if Int(length) > buffer.count {
          buffer = [UInt8](repeating: 0, count: Int(length))
          length = swift_ucol_getSortKey(
            collator, units, Int32(units.count), &buffer, Int32(buffer.count))
        }
        // 0 is ICU's failure: keys that all compare equal would hide it, so fall back instead.
        guard length > 0 else { return nil }
        keys.append(Array(buffer.prefix(Int(length))))
      }
      return keys
    }
  }
#endif
