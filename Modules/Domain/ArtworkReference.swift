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
    guard var template = sizedTemplate else { return url }
    // Not `replacingOccurrences` (on Linux it goes through NSString and CFStringFind) nor, for
    // ASCII, `firstRange(of:)` (its searcher is generic): a search of 200 albums asks for 600
    // URLs. In ASCII a byte is a character; elsewhere a mark after `}` joins it, so characters.
    if let filled = template.withUTF8({ Self.filling(ascii: $0, with: size) }) { return filled }
    let side = String(size)
    var result = ""
    var rest = template[...]
    while let placeholder = rest.firstRange(of: Self.sizePlaceholder) {
      result += rest[..<placeholder.lowerBound]
      result += side
      rest = rest[placeholder.upperBound...]
    }
    return result + rest
  }

  /// `bytes` with every placeholder replaced by `size`; nil when they are not all ASCII.
  private static func filling(ascii bytes: UnsafeBufferPointer<UInt8>, with size: Int) -> String? {
    let side = Array(String(size).utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + side.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] < 0x80 else { return nil }
      if bytes[index] == UInt8(ascii: "{"), placeholderStarts(at: index, in: bytes) {
        result.append(contentsOf: side)
        index += placeholderBytes.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static let placeholderBytes = Array(sizePlaceholder.utf8)

  private static func placeholderStarts(at index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard bytes.count - index >= placeholderBytes.count else { return false }
    for offset in placeholderBytes.indices where bytes[index + offset] != placeholderBytes[offset] {
      return false
    }
    return true
  }
}
