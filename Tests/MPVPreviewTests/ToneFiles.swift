import Foundation

/// A private directory of WAV tones for the mpv adapter, which plays local files only.
final class ToneFiles: Sendable {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mpv-tones-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// A `seconds`-long 440 Hz tone (8 kHz mono 16-bit PCM) in the file `name`.
  func tone(_ name: String, seconds: Double) throws -> URL {
    let rate = 8000
    let frames = Int(Double(rate) * seconds)
    var data = Data("RIFF".utf8)
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    append(UInt32(36 + frames * 2))
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append(UInt32(16))
    append(UInt16(1))
    append(UInt16(1))
    append(UInt32(rate))
    append(UInt32(rate * 2))
    append(UInt16(2))
    append(UInt16(16))
    data.append(contentsOf: Array("data".utf8))
    append(UInt32(frames * 2))
    for index in 0..<frames {
      append(Int16(8000 * sin(2 * Double.pi * 440 * Double(index) / Double(rate))))
    }
    return try file(name, data)
  }

  /// The file `name` holding `data`.
  func file(_ name: String, _ data: Data) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }
}
