/// Turns the bytes a terminal sends into keys: UTF-8 characters, control keys, Alt-B/Alt-F
/// (`ESC b` / `ESC f`), the `ESC [ …` / `ESC O …` sequences of the arrow, Home, End, Delete, Page
/// and Shift-Tab keys (Alt or Ctrl on Left/Right, `ESC [ 1 ; 3 D`, moves by words), mouse reports
/// and bracketed pastes. A lone Esc stays pending until `flushPendingEscape()`.
public struct TerminalKeyDecoder: Sendable {
  /// The bytes of a key that has begun but not ended.
  private var pending: [UInt8] = []
  /// The bytes of a bracketed paste so far; nil outside one.
  var pasted: [UInt8]?
  /// The key after an Esc that began no sequence, given by `takeQueued()`.
  private var queued: TerminalKey?
  /// Whether an Esc followed at once by a key that begins no sequence is that Esc and then the
  /// key (a quick Esc then `/` in the full-screen app), rather than the key alone (Alt with it).
  public var keepsEscapeBeforeKey = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// The key that came after an Esc `feed` returned, once (with `keepsEscapeBeforeKey`).
  public mutating func takeQueued() -> TerminalKey? {
    defer { queued = nil }
    return queued
  }

  /// Whether an Esc (alone or as the start of a sequence) waits for more bytes: a reader waits
  /// briefly for them, then calls `flushPendingEscape()`.
  public var isEscapePending: Bool { pasted == nil && pending.first == 0x1B }

  /// Takes the next byte; returns the key it completes, or nil when the key is not complete yet
  /// or the byte means nothing.
  public mutating func feed(_ byte: UInt8) -> TerminalKey? {
    if pasted != nil { return continuePaste(byte) }
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

  /// Ends a pending Esc when no byte followed it in time: a lone Esc is `.escape`, `ESC [` or
  /// `ESC O` is Alt with that key (the key), a longer unfinished sequence is dropped.
  public mutating func flushPendingEscape() -> TerminalKey? {
    guard isEscapePending else { return nil }
    defer { pending = [] }
    switch pending.count {
    case 1: return .escape
    case 2: return .character(Character(Unicode.Scalar(pending[1])))
    default: return nil
    }
  }

  private mutating func start(_ byte: UInt8) -> TerminalKey? {
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
    case 0x03: return .interrupt  // Ctrl-C
    case 0x1A: return .suspend  // Ctrl-Z
    case 0x0C: return .redraw  // Ctrl-L
    default: return nil
    }
  }

  private mutating func continueEscape(_ byte: UInt8) -> TerminalKey? {
    if pending.count == 1 {
      guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else {
        pending = []
        switch byte {
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return .wordLeft  // Alt-B
        case UInt8(ascii: "f"), UInt8(ascii: "F"): return .wordRight  // Alt-F
        case 0x1B:
          pending = [byte]
          return .escape
        case _ where keepsEscapeBeforeKey:
          queued = start(byte)
          return .escape
        // Another Alt+key: forget the escape, keep the key.
        default: return start(byte)
        }
      }
      pending.append(byte)
      return nil
    }
    if pending.count >= 3, pending[1] == UInt8(ascii: "["), pending[2] == UInt8(ascii: "M") {
      return continueLegacyMouse(byte)
    }
    pending.append(byte)
    guard (0x40...0x7E).contains(byte) else {
      if pending.count > 32 { pending = [] }
      return nil
    }
    if pending == [0x1B, UInt8(ascii: "["), UInt8(ascii: "M")] { return nil }
    defer { pending = [] }
    let parameters = String(decoding: pending.dropFirst(2).dropLast(), as: UTF8.self)
    if byte == UInt8(ascii: "~"), parameters == "200" {
      pasted = []
      return nil
    }
    return Self.sequenceKey(final: byte, parameters: parameters)
  }

  private static func sequenceKey(final: UInt8, parameters: String) -> TerminalKey? {
    if parameters.hasPrefix("<") {
      return sgrMouse(final: final, parameters: parameters.dropFirst()).map(TerminalKey.mouse)
    }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return movesByWord(parameters) ? .wordRight : .right
    case UInt8(ascii: "D"): return movesByWord(parameters) ? .wordLeft : .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      switch parameters {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default: return nil
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

  /// The legacy report `ESC [ M b x y` (each byte the value plus 32), sent by a terminal that
  /// does not know SGR reports; read whole so its bytes are not taken for keys.
  private mutating func continueLegacyMouse(_ byte: UInt8) -> TerminalKey? {
    pending.append(byte)
    guard pending.count == 6 else { return nil }
    defer { pending = [] }
    let values = pending.suffix(3).map { Int($0) - 32 }
    guard let kind = Self.mouseKind(code: values[0], released: false) else { return nil }
    return .mouse(MouseEvent(kind: kind, column: values[1] - 1, row: values[2] - 1))
  }

  /// How many bytes the UTF-8 sequence that begins with `lead` (0xC2…0xF4) has.
  static func utf8Length(lead: UInt8) -> Int {
    lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }
}
