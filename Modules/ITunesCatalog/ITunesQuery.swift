/// Builds iTunes query strings by hand: the API wants spaces as `+`, while `URLComponents` would
/// leave `+`, `/`, `?` and other reserved characters unescaped inside a value.
enum ITunesQuery {
  /// `name=value&…` with every value form-encoded by `encode(_:)`; names are plain ASCII.
  static func string(_ items: KeyValuePairs<String, String>) -> String {
    items.map { "\($0.key)=\(encode($0.value))" }.joined(separator: "&")
  }

  /// Spaces become `+`; every UTF-8 byte outside RFC 3986 unreserved (ALPHA DIGIT - . _ ~)
  /// becomes `%XX`.
  static func encode(_ value: String) -> String {
    var encoded = ""
    encoded.reserveCapacity(value.utf8.count)
    for byte in value.utf8 {
      if byte == UInt8(ascii: " ") {
        encoded.append("+")
      } else if isUnreserved(byte) {
        encoded.append(Character(Unicode.Scalar(byte)))
      } else {
        encoded.append("%")
        encoded.append(hexDigits[Int(byte >> 4)])
        encoded.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return encoded
  }

  private static let hexDigits = Array("0123456789ABCDEF")

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }
}
