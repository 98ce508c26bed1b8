extension TerminalKeyDecoder {
  /// What ends a bracketed paste: `CSI 201 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// The most of a paste kept: the rest, up to its end, is dropped.
  public static let maximumPasteBytes = 64 * 1024

  /// Whether a bracketed paste has begun and not ended: a reader that hears nothing more for a
  /// while calls `endPaste()`, so a paste whose end never comes cannot hold every key.
  public var isPasting: Bool { pasted != nil }

  /// Collects a paste's bytes until its end; then the text, line ends as newlines and other
  /// control characters but tab dropped (nothing pasted can act as a key).
  mutating func continuePaste(_ byte: UInt8) -> TerminalKey? {
    guard pasted != nil else { return nil }
    pasted?.append(byte)
    // Past the limit only the bytes that might be the end's are kept.
    if let count = pasted?.count, count > Self.maximumPasteBytes + Self.pasteEnd.count {
      pasted?.remove(at: Self.maximumPasteBytes)
    }
    guard let bytes = pasted, bytes.count >= Self.pasteEnd.count,
      bytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
    else { return nil }
    return finishPaste(Array(bytes.dropLast(Self.pasteEnd.count)))
  }

  /// Ends a paste whose end has not come, as what was pasted so far.
  public mutating func endPaste() -> TerminalKey? {
    guard let bytes = pasted else { return nil }
    return finishPaste(Array(bytes.prefix(Self.maximumPasteBytes)))
  }

  private mutating func finishPaste(_ bytes: [UInt8]) -> TerminalKey? {
    pasted = nil
    let text = Self.pastedText(String(decoding: bytes, as: UTF8.self))
    return text.isEmpty ? nil : .paste(text)
  }

  /// `text` with CR LF and CR as LF, and no control characters but tab and LF.
  static func pastedText(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in text.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar {
      case "\r": scalars.append("\n")
      case "\n": if !afterReturn { scalars.append(scalar) }
      case "\t": scalars.append(scalar)
      default:
        if scalar.properties.generalCategory != .control { scalars.append(scalar) }
      }
    }
    return String(scalars)
  }
}
