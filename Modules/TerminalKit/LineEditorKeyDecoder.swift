/// Turns the bytes a terminal sends into keys: UTF-8 characters, control keys, Alt-B/Alt-F
/// (`ESC b` / `ESC f`) and the `ESC [ …` / `ESC O …` sequences of the arrow, Home, End and Delete
/// keys, with Alt or Ctrl held on Left/Right (`ESC [ 1 ; 3 D`, `ESC [ 1 ; 5 C`) moving by words.
public struct LineEditorKeyDecoder: Sendable {
  /// The bytes of a key that has begun but not ended.
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Takes the next byte; returns the key it completes, or nil when the key is not complete yet
  /// or the byte means nothing to the editor.
  public mutating func feed(_ byte: UInt8) -> LineEditorKey? {
    guard let first = pending.first else { return start(byte) }
    if first == 0x1B { return continueEscape(byte) }
    guard byte & 0xC0 == 0x80 else {
      // A broken UTF-8 sequence: drop it and read the byte as the start of a new key.
      pending = []
      return start(byte)
    }
    pending.append(byte)
    guard pending.count == Self.utf8Length(lead: first) else { return nil }
    defer { pending = [] }
    let text = String(decoding: pending, as: UTF8.self)
    return text.count == 1 && text != "\u{FFFD}" ? .character(Character(text)) : nil
  }

  private mutating func start(_ byte: UInt8) -> LineEditorKey? {
    switch byte {
    case 0x1B, 0xC2...0xF4:
      pending = [byte]
      return nil
    case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
    case 0x0A, 0x0D: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x09: return .tab
    case 0x04: return .endOfInput
    case 0x01: return .home  // Ctrl-A
    case 0x05: return .end  // Ctrl-E
    case 0x02: return .left  // Ctrl-B
    case 0x06: return .right  // Ctrl-F
    case 0x10: return .up  // Ctrl-P
    case 0x0E: return .down  // Ctrl-N
    case 0x15: return .killToStart  // Ctrl-U
    case 0x17: return .killPreviousWord  // Ctrl-W
    case 0x0B: return .killToEnd  // Ctrl-K
    default: return nil
    }
  }

  private mutating func continueEscape(_ byte: UInt8) -> LineEditorKey? {
    if pending.count == 1 {
      guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else {
        pending = []
        switch byte {
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return .wordLeft  // Alt-B
        case UInt8(ascii: "f"), UInt8(ascii: "F"): return .wordRight  // Alt-F
        // Another Alt+key or a lone Escape: forget the escape, keep the key.
        default: return start(byte)
        }
      }
      pending.append(byte)
      return nil
    }
    pending.append(byte)
    guard (0x40...0x7E).contains(byte) else {
      if pending.count > 16 { pending = [] }
      return nil
    }
    defer { pending = [] }
    let parameters = String(decoding: pending.dropFirst(2).dropLast(), as: UTF8.self)
    return Self.sequenceKey(final: byte, parameters: parameters)
  }

  private static func sequenceKey(final: UInt8, parameters: String) -> LineEditorKey? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): movesByWord(parameters) ? .wordRight : .right
    case UInt8(ascii: "D"): movesByWord(parameters) ? .wordLeft : .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "~"):
      switch parameters {
      case "1", "7": .home
      case "4", "8": .end
      case "3": .delete
      default: nil
      }
    default: nil
    }
  }

  /// Whether an arrow's modifier (`1;3` Alt, `1;5` Ctrl, `1;7` Ctrl-Alt, `1;9` Meta on some
  /// terminals) asks for a word move; Shift alone (`1;2`) and no modifier move by a character.
  private static func movesByWord(_ parameters: String) -> Bool {
    guard let modifier = parameters.split(separator: ";").last.flatMap({ Int($0) }),
      parameters.contains(";")
    else { return false }
    // xterm's modifier is 1 + a bit mask: Shift 1, Alt 2, Ctrl 4, Meta 8.
    return (modifier - 1) & 0b1110 != 0
  }

  /// How many bytes the UTF-8 sequence that begins with `lead` (0xC2…0xF4) has.
  static func utf8Length(lead: UInt8) -> Int {
    lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }
}
