/// A document for scripts whose every stored property is written under its own name, an absent
/// optional as `null`. The synthesized encoder leaves nil out, while scripts rely on every key
/// being there; conforming replaces a hand-written `encode(to:)`.
public protocol NullWritingEncodable: Encodable {
  /// Properties left out instead of written as `null` when nil (marks such as `stale` that
  /// appear only when they apply); none unless a document says so.
  static var omittedWhenNil: Set<String> { get }
}

extension NullWritingEncodable {
  /// No property is left out.
  public static var omittedWhenNil: Set<String> { [] }

  /// Encodes every stored property under its name, nil as null.
  public func encode(to encoder: any Encoder) throws {
    try encodeEveryStoredProperty(to: encoder)
  }

  /// What `encode(to:)` writes, by reflection: the reference for a conformer that writes its
  /// properties by hand where reflection is too slow (it resolves every field's type by name).
  public func encodeEveryStoredProperty(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PropertyKey.self)
    for child in Mirror(reflecting: self).children {
      guard let name = child.label else { continue }
      let key = PropertyKey(name)
      let value = Mirror(reflecting: child.value)
      if value.displayStyle == .optional, value.children.isEmpty {
        if Self.omittedWhenNil.contains(name) { continue }
        try container.encodeNil(forKey: key)
      } else if let encodable = child.value as? any Encodable {
        try container.encode(encodable, forKey: key)
      } else {
        throw EncodingError.invalidValue(
          child.value,
          EncodingError.Context(codingPath: [key], debugDescription: "\(name) is not Encodable"))
      }
    }
  }
}

/// A stored property's name as a coding key.
private struct PropertyKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
