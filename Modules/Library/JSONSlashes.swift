/// The one difference between a string as an album's stored JSON writes it and as a library
/// file does: the stored JSON escapes each slash (`\/`), the file writes it bare.
enum JSONSlashes {
  /// Appends `value` with each `\/` written `/`; every other escape as it is.
  static func appendUnescaping(
    _ value: Slice<UnsafeRawBufferPointer>, to output: inout [UInt8]
  ) {
    var index = value.startIndex
    var start = index
    while index < value.endIndex {
      guard value[index] == UInt8(ascii: "\\"), index + 1 < value.endIndex else {
        index += 1
        continue
      }
      if value[index + 1] == UInt8(ascii: "/") {
        output.append(contentsOf: value[start..<index])
        start = index + 1
      }
      index += 2
    }
    output.append(contentsOf: value[start..<value.endIndex])
  }

  /// Appends `value`, JSON whose strings hold no `\/`, with each slash written `\/`.
  static func appendEscaping(_ value: Slice<UnsafeRawBufferPointer>, to output: inout [UInt8]) {
    let bytes = UnsafeRawBufferPointer(rebasing: value).assumingMemoryBound(to: UInt8.self)
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      output.append(contentsOf: #"\/"#.utf8)
      start = index + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
  }
}
