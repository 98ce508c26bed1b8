/// What a terminal has answered so far to `BackgroundProbe.query`: the OSC 11 colour
/// (`ESC ] 11 ; rgb:R/G/B`, 1–4 hex digits a channel, ended by BEL or `ESC \`) and whether the
/// DA1 answer (`ESC [ ? … c`) has come, which ends the answer.
struct BackgroundReply: Equatable {
  /// The background the colour answer names; nil when none came before DA1 (or at all).
  var background: TerminalBackground?
  /// Whether the DA1 answer has come: nothing more is worth waiting for.
  var isComplete = false

  /// A reply read already.
  init(background: TerminalBackground?, isComplete: Bool) {
    self.background = background
    self.isComplete = isComplete
  }

  /// Reads `bytes`, everything received so far.
  init(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, index + 1 < bytes.count else {
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "]"), let end = Self.stringEnd(bytes, from: index + 2) {
        if background == nil { background = Self.color(bytes[(index + 2)..<end.body]) }
        index = end.next
      } else if bytes[index + 1] == UInt8(ascii: "["), Self.isDA1(bytes, from: index + 2) {
        isComplete = true
        return
      } else {
        index += 1
      }
    }
  }

  /// Where an OSC's body ends (BEL or `ESC \`) and where the bytes after it begin.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> (body: Int, next: Int)? {
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x07 { return (index, index + 1) }
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
        return (index, index + 2)
      }
      index += 1
    }
    return nil
  }

  /// Whether a complete DA1 answer (`? … c`) follows an `ESC [` at `start`.
  private static func isDA1(_ bytes: [UInt8], from start: Int) -> Bool {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "?") else { return false }
    for byte in bytes[(start + 1)...] {
      if byte == UInt8(ascii: "c") { return true }
      guard (0x30...0x3F).contains(byte) else { return false }
    }
    return false
  }

  /// The background named by an OSC body `11;rgb:RRRR/GGGG/BBBB`.
  static func color(_ body: ArraySlice<UInt8>) -> TerminalBackground? {
    let text = String(decoding: body, as: UTF8.self)
    guard text.hasPrefix("11;rgb:") else { return nil }
    let channels = text.dropFirst("11;rgb:".count).split(
      separator: "/", omittingEmptySubsequences: false)
    let values = channels.compactMap { channel -> Double? in
      guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else {
        return nil
      }
      return Double(value) / Double((1 << (4 * channel.count)) - 1)
    }
    guard channels.count == 3, values.count == 3 else { return nil }
    return TerminalBackground(red: values[0], green: values[1], blue: values[2])
  }
}
