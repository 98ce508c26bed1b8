/// OSC 8 hyperlinks (`ESC ] 8 ; ; URL ESC \ text ESC ] 8 ; ; ESC \`) that this program writes
/// itself. Only an `http`/`https` URL made of printable ASCII (no space, ESC, BEL or C1) is
/// linked, around text that is cleaned first; each link is recorded with the console's trusted
/// sequences (`DrawnImages`), so `TerminalSafe.forTerminal` lets exactly these through and a
/// catalog text can never smuggle a link, or anything else, in.
public struct TerminalHyperlinks: Sendable {
  private let trusted: DrawnImages

  /// Links recorded in `trusted`, the console's record (`TerminalConsole.drawnImages`).
  public init(trusted: DrawnImages) {
    self.trusted = trusted
  }

  /// Whether `url` may be written inside an OSC 8 sequence.
  public static func isLinkable(_ url: String) -> Bool {
    let lowered = url.lowercased()
    guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return false }
    return url.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
  }

  /// `text` (cleaned) as a link to `url`, or just the cleaned text when `url` cannot be linked.
  public func link(_ url: String, text: String) -> String {
    let shown = TerminalSafe.clean(text)
    guard Self.isLinkable(url) else { return shown }
    let link = "\u{1B}]8;;\(url)\u{1B}\\\(shown)\u{1B}]8;;\u{1B}\\"
    trusted.record(link)
    return link
  }
}
