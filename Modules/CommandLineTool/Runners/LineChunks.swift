/// Output made line by line and written a chunk of whole lines at a time, so a long list is never
/// held whole: each chunk is handed to `write` without its last newline, which `write` adds (as
/// `Console.write` and `Console.writeLine(utf8:)` do), so the bytes written are those of the
/// whole output written at once.
struct LineChunks {
  /// How many bytes gather before a chunk is written.
  static let chunkBytes = 1 << 16

  private let write: ([UInt8]) -> Void
  private var buffer: [UInt8] = []
  private var isEmpty = true

  init(write: @escaping ([UInt8]) -> Void) {
    self.write = write
    buffer.reserveCapacity(Self.chunkBytes + 4096)
  }

  /// Appends `line`, after a newline unless it is the first.
  mutating func append<Bytes: Sequence>(line: Bytes) where Bytes.Element == UInt8 {
    if isEmpty {
      isEmpty = false
    } else if buffer.count >= Self.chunkBytes {
      write(buffer)
      buffer.removeAll(keepingCapacity: true)
    } else {
      buffer.append(UInt8(ascii: "\n"))
    }
    buffer.append(contentsOf: line)
  }

  /// Writes what is left (an empty line when nothing was appended).
  mutating func finish() {
    write(buffer)
    buffer = []
  }
}
