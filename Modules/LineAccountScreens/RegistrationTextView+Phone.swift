import LineEditing
import Registration
import TerminalKit
import TerminalText

extension RegistrationTextView {
  /// Reads the phone key by key on `keyboard`, redrawing the prompt's last line with the number
  /// in its mask after each key; nil at the end of input. Ctrl-C is the app's interrupt handler's
  /// (the terminal put back, exit 130).
  /// The widest masked phone number, in cells.
  static let maskedPhoneWidth = "+375 (29) 123-45-67".count

  func readPhone(
    prompt: String, keyboard: KeyboardTerminal, presenter: any RegistrationPresenting
  ) -> String? {
    // Room for a whole masked number ("+375 (29) 123-45-67") after the prompt's last line.
    let wrapped = console.layout.prompt(prompt, answerRoom: Self.maskedPhoneWidth)
    let lastLine = wrapped.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    keyboard.begin()
    defer {
      keyboard.onInterrupt(nil)
      keyboard.end()
    }
    keyboard.write(wrapped)
    keyboard.onInterrupt("\n")
    var line = PhoneMaskLine()
    var decoder = TerminalKeyDecoder()
    var drawn = String(lastLine)
    while let byte = keyboard.nextByte() {
      guard let key = decoder.feed(byte) else { continue }
      switch line.apply(key) {
      case .ignored: continue
      case .edited:
        let shown = TerminalSafe.clean(
          line.shown(masking: { Self.phone(asTyped: $0, presenter: presenter) }))
        keyboard.write(Self.redraw(from: drawn, to: lastLine + shown, width: console.columns))
        drawn = lastLine + shown
      case .submitted(let typed):
        keyboard.write("\n")
        return typed
      case .endOfInput:
        keyboard.write("\n")
        return nil
      }
    }
    keyboard.write("\n")
    return nil
  }

  /// The phone as typed so far: digits (after a leading `+`) in their country's mask, a word
  /// (`back`, `help`) as typed.
  static func phone(asTyped typed: String, presenter: any RegistrationPresenting) -> String {
    let digits = typed.hasPrefix("+") ? typed.dropFirst() : Substring(typed)
    guard digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return typed }
    return presenter.maskedPhone(digits: typed)
  }

  /// Goes back to the start of `previous` (the rows it wrapped onto included), clears from there
  /// and draws `next`.
  static func redraw(from previous: String, to next: String, width: Int?) -> String {
    let rowsUp = width.map { max(0, DisplayWidth.of(previous) - 1) / max(1, $0) } ?? 0
    return (rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "") + "\r\u{1B}[J" + next
  }
}
