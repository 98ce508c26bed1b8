import Foundation
import TerminalText

/// OSC 8 hyperlinks (`ESC ] 8 ; id=… ; URL ESC \ text ESC ] 8 ; ; ESC \`) that this program
/// writes itself. Only an `http`/`https` URL made of printable ASCII (no space, ESC, BEL or C1)
/// is linked, around text that is cleaned first; each link is recorded with the console's
/// trusted sequences (`DrawnImages`), so `TerminalSafe.forTerminal` lets exactly these through
/// and a catalog text can never smuggle a link, or anything else, in.
///
/// A link whose text is wider than its line (a long URL on a narrow terminal) is broken by
/// `TextLayout` into one piece per line, each closed at the end of its line and opened again on
/// the next: every piece opens the whole URL, and the `id` (the same for every piece of one URL)
/// tells terminals that support it that the pieces are one link, highlighted together. Clicking
/// is what works; copying a broken URL with the mouse takes the line breaks along, which is why
/// the URL is linked in the first place. `recordPieces(of:)` trusts the pieces.
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
    let link = Self.opener(url) + shown + StyledText.hyperlinkEnd
    trusted.record(link)
    return link
  }

  /// Records the pieces of this program's links in `lines` (laid out by `TextLayout`, which
  /// cuts a link too wide for its line into one piece per line), so that the console lets each
  /// piece through as it lets a whole link: a piece counts when its opening is that of a
  /// recorded link and its text, free of escapes, is part of that link's text.
  public func recordPieces(of lines: [String]) {
    let links = trusted.all.filter { $0.hasPrefix("\u{1B}]8;") }
    for line in lines {
      var rest = Substring(line)
      while let start = rest.range(of: "\u{1B}]8;"),
        let openerEnd = rest[start.upperBound...].range(of: "\u{1B}\\"),
        let end = rest[openerEnd.upperBound...].range(of: StyledText.hyperlinkEnd)
      {
        let opener = rest[start.lowerBound..<openerEnd.upperBound]
        let text = rest[openerEnd.upperBound..<end.lowerBound]
        if !text.contains("\u{1B}"),
          links.contains(where: {
            $0.hasPrefix(opener) && $0.dropFirst(opener.count).contains(text)
          })
        {
          trusted.record(String(rest[start.lowerBound..<end.upperBound]))
        }
        rest = rest[end.upperBound...]
      }
    }
  }

  /// The opening of a link to `url`, with an `id` made from the URL (FNV-1a), the same in every
  /// piece of it.
  static func opener(_ url: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "\u{1B}]8;id=\(String(hash, radix: 16));\(url)\u{1B}\\"
  }
}
