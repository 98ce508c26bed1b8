import Foundation

/// A catalog's artwork for an album or a song: the URL the catalog gave, and how to ask the
/// catalog for the same picture at another size. Only the catalog adapter knows its URL scheme;
/// the features ask for a size.
public struct ArtworkReference: Hashable, Sendable, Codable {
  /// The side of a cover on the album and player screens and in documents, in pixels.
  public static let coverPixels = 600
  /// The side of a result-list thumbnail, in pixels.
  public static let thumbnailPixels = 100
  /// The placeholder `sizedTemplate` holds where the pixel size goes.
  public static let sizePlaceholder = "{size}"

  /// The URL as the catalog gave it.
  public let url: String
  /// `url` with every `{size}` standing for the side in pixels; nil when the catalog serves
  /// this picture at one size only.
  public let sizedTemplate: String?

  /// Creates a reference; the catalog adapter fills `sizedTemplate` when it can resize.
  public init(url: String, sizedTemplate: String?) {
    self.url = url
    self.sizedTemplate = sizedTemplate
  }

  /// The URL of the same picture `size`×`size` pixels large, or `url` when it has one size only.
  public func url(size: Int) -> String {
    guard let sizedTemplate else { return url }
    let side = String(size)
    // Not `replacingOccurrences` (on Linux it goes through NSString and CFStringFind) nor
    // `firstRange(of:)` (its searcher is generic): a search of 200 albums asks for 600 URLs.
    if sizedTemplate.utf8.allSatisfy({ $0 < 0x80 }) {
      return Self.filling(ascii: sizedTemplate, with: side)
    }
    var result = ""
    var rest = sizedTemplate[...]
    while let placeholder = rest.firstRange(of: Self.sizePlaceholder) {
      result += rest[..<placeholder.lowerBound]
      result += side
      rest = rest[placeholder.upperBound...]
    }
    return result + rest
  }

  /// `template` with every placeholder replaced by `side`, byte by byte: in ASCII, a byte is a
  /// character.
  private static func filling(ascii template: String, with side: String) -> String {
    let bytes = Array(template.utf8)
    let placeholder = Array(sizePlaceholder.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == placeholder[0], bytes[index...].starts(with: placeholder) {
        result.append(contentsOf: side.utf8)
        index += placeholder.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
