import Foundation

/// The JSON the program prints for scripts (`--json`, the player's state lines): keys sorted by
/// their UTF-8 bytes, slashes and non-ASCII text as they are. Byte for byte what Foundation's
/// `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes` (and `.prettyPrinted`
/// when `pretty`), which a test holds it to, with one addition: DEL, the C1 controls and the
/// bidirectional overrides and isolates are escaped as `\uXXXX` like the C0 controls, so the text
/// means the same to a program and stays inert on a terminal.
///
/// Foundation's encoder, the largest part of a store search, resolves its generic types by
/// mangled name and casts every value (Tools/bench/RESULTS.md); this one writes a small tree.
public enum DocumentJSON {
  /// `value` as JSON text; pretty-printed with two-space indents unless `pretty` is false.
  ///
  /// Throws `EncodingError.invalidValue` for a non-finite floating-point number, as
  /// `JSONEncoder` does.
  public static func text(_ value: some Encodable, pretty: Bool = true) throws -> String {
    String(decoding: try utf8(value, pretty: pretty), as: UTF8.self)
  }

  /// `text(_:pretty:)` as UTF-8 bytes, for a writer that takes them as they are.
  public static func utf8(_ value: some Encodable, pretty: Bool = true) throws -> [UInt8] {
    let node = try DocumentJSONNode(encoding: value, in: nil)
    var writer = DocumentJSONWriter(pretty: pretty)
    writer.write(node, depth: 0)
    return writer.utf8
  }
}
