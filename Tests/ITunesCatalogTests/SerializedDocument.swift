import Foundation

/// A document written out once, so that each mutation writes only the values on its path and
/// copies the rest as bytes.
struct SerializedDocument: Sendable {
  private let root: SerializedNode

  init(_ document: JSONValue) {
    root = SerializedNode(document)
  }

  /// The text of `JSONValue.updating(path) { _ in replacement }`: the value at `path` replaced,
  /// or removed when `replacement` is nil; nil when that removes the whole document.
  func text(replacing path: ArraySlice<JSONValue.Step>, with replacement: JSONValue?) -> Data? {
    var bytes: [UInt8] = []
    guard root.write(replacing: path, with: replacement, to: &bytes) else { return nil }
    return Data(bytes)
  }
}

/// One value of a `SerializedDocument`: its text, and its children's for a container.
private struct SerializedNode: Sendable {
  struct Member: Sendable {
    let key: String
    /// The key's text and the colon.
    let prefix: [UInt8]
    let value: SerializedNode
  }

  enum Children: Sendable {
    case none
    case elements([SerializedNode])
    case members([Member])
  }

  let bytes: [UInt8]
  let children: Children

  init(_ value: JSONValue) {
    switch value {
    case .array(let elements):
      let nodes = elements.map(SerializedNode.init)
      children = .elements(nodes)
      bytes = Self.joined(nodes.map(\.bytes), between: "[", and: "]")
    case .object(let members):
      let sorted = members.keys.sorted().map { key in
        Member(
          key: key, prefix: Array(JSONValue.string(key).serialized) + [UInt8(ascii: ":")],
          value: SerializedNode(members[key]!))
      }
      children = .members(sorted)
      bytes = Self.joined(sorted.map { $0.prefix + $0.value.bytes }, between: "{", and: "}")
    default:
      children = .none
      bytes = Array(value.serialized)
    }
  }

  /// Appends this value with the one at `path` changed as `JSONValue.updating` changes it;
  /// false, appending nothing, when this value itself is removed.
  func write(
    replacing path: ArraySlice<JSONValue.Step>, with replacement: JSONValue?,
    to output: inout [UInt8]
  ) -> Bool {
    guard let step = path.first else {
      guard let replacement else { return false }
      output.append(contentsOf: replacement.serialized)
      return true
    }
    let rest = path.dropFirst()
    switch (children, step) {
    case (.elements(let elements), .index(let index)):
      writeContainer(elements.count, between: "[", and: "]", to: &output) { position, output in
        guard position == index else {
          output.append(contentsOf: elements[position].bytes)
          return true
        }
        return elements[position].write(replacing: rest, with: replacement, to: &output)
      }
    case (.members(let members), .key(let key)):
      writeContainer(members.count, between: "{", and: "}", to: &output) { position, output in
        let member = members[position]
        output.append(contentsOf: member.prefix)
        guard member.key == key else {
          output.append(contentsOf: member.value.bytes)
          return true
        }
        return member.value.write(replacing: rest, with: replacement, to: &output)
      }
    default:
      output.append(contentsOf: bytes)
    }
    return true
  }

  /// Writes `count` children between brackets and commas; a child whose `write` returns false is
  /// left out with its comma.
  private func writeContainer(
    _ count: Int, between open: Unicode.Scalar, and close: Unicode.Scalar,
    to output: inout [UInt8], write: (Int, inout [UInt8]) -> Bool
  ) {
    output.append(UInt8(ascii: open))
    var isFirst = true
    for position in 0..<count {
      let mark = output.count
      if !isFirst { output.append(UInt8(ascii: ",")) }
      if write(position, &output) {
        isFirst = false
      } else {
        output.removeSubrange(mark...)
      }
    }
    output.append(UInt8(ascii: close))
  }

  private static func joined(
    _ parts: [[UInt8]], between open: Unicode.Scalar, and close: Unicode.Scalar
  ) -> [UInt8] {
    [UInt8(ascii: open)] + Array(parts.joined(separator: [UInt8(ascii: ",")]))
      + [UInt8(ascii: close)]
  }
}
