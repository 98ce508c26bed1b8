/// Text with escape sequences cut into what a terminal shows and what it obeys.
package enum StyledText {
  /// One piece of styled text.
  enum Token: Equatable {
    /// A grapheme and the cells it takes.
    case character(Character, width: Int)
    /// An escape sequence: `ESC [ … final` (SGR and other CSI) or `ESC ] … ST` (a hyperlink).
    case escape(String)
  }

  /// The tokens of `text`, in order.
  static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\u{1B}" {
        let end = escapeEnd(in: text, from: index)
        tokens.append(.escape(String(text[index..<end])))
        index = end
      } else {
        let character = text[index]
        tokens.append(.character(character, width: DisplayWidth.of(character: character)))
        index = text.index(after: index)
      }
    }
    return tokens
  }

  /// Whether `escape` is SGR styling (`ESC [ … m`).
  static func isStyle(_ escape: String) -> Bool {
    escape.hasPrefix("\u{1B}[") && escape.hasSuffix("m")
  }

  /// Whether `escape` switches styling off (`ESC [ 0 m`, `ESC [ m`).
  static func isReset(_ escape: String) -> Bool {
    escape == "\u{1B}[0m" || escape == "\u{1B}[m"
  }

  /// What ends an OSC 8 hyperlink: `ESC ] 8 ; ; ESC \`.
  package static let hyperlinkEnd = "\u{1B}]8;;\u{1B}\\"

  /// Whether `escape` opens or ends an OSC 8 hyperlink (`ESC ] 8 ; params ; URI ST`).
  static func isHyperlink(_ escape: String) -> Bool {
    escape.hasPrefix("\u{1B}]8;")
  }

  /// Whether `escape` is an OSC 8 hyperlink with no URI: the end of a link.
  static func isHyperlinkEnd(_ escape: String) -> Bool {
    guard isHyperlink(escape) else { return false }
    let body = escape.dropFirst(4).prefix { $0 != "\u{1B}" && $0 != "\u{07}" }
    return body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).last?
      .isEmpty ?? true
  }

  private static func escapeEnd(in text: String, from start: String.Index) -> String.Index {
    var index = text.index(after: start)
    guard index < text.endIndex else { return index }
    let kind = text[index]
    index = text.index(after: index)
    if kind == "[" {
      while index < text.endIndex {
        let value = text[index].unicodeScalars.first?.value ?? 0
        index = text.index(after: index)
        if (0x40...0x7E).contains(value) { break }
      }
    } else if kind == "]" {
      // Ends at BEL or ESC \.
      while index < text.endIndex {
        let character = text[index]
        index = text.index(after: index)
        if character == "\u{07}" { break }
        if character == "\u{1B}", index < text.endIndex, text[index] == "\\" {
          index = text.index(after: index)
          break
        }
      }
    }
    return index
  }
}
