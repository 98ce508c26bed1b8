extension TerminalKeyDecoder {
  /// What ends a bracketed paste: `CSI 201 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Collects a paste's bytes until its end; then the text, line ends as newlines and other
  /// control characters but tab dropped (nothing pasted can act as a key).
  mutating func continuePaste(_ byte: UInt8) -> TerminalKey? {
    pasted?.append(byte)
    guard let bytes = pasted, bytes.count >= Self.pasteEnd.count,
      bytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
    else { return nil }
    pasted = nil
    let text = Self.pastedText(String(decoding: bytes.dropLast(Self.pasteEnd.count), as: UTF8.self))
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
