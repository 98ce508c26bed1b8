/// Breaks one paragraph of styled text into lines of at most a width, at spaces where it can,
/// reading each token a bounded number of times: a word of a million graphemes costs a million
/// steps, not a million for each of its lines.
struct LineBreaker {
  /// The characters after which a word too long for a line (a URL) is best broken.
  static let breakAfter: Set<Character> = ["/", "?", "&", "-"]

  private(set) var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  private var lineHasWord = false
  private var active: [String] = []
  /// The OSC 8 hyperlink open at this point, whose text runs on.
  private var openLink: String?
  private var available: Int
  private let restWidth: Int
  /// The tokens measured, cut and appended so far: the work done, for tests to hold to a
  /// multiple of the paragraph's length.
  private(set) var tokensRead = 0

  private init(firstWidth: Int, restWidth: Int) {
    available = max(1, firstWidth)
    self.restWidth = max(1, restWidth)
  }

  /// `paragraph` (no newlines) in lines; the first at most `firstWidth` cells, the rest at most
  /// `restWidth`. A word starting with a dash ("—", "–") is glued to the word before it by the
  /// spaces between them, as by a non-breaking space, so no line but the first starts with one.
  static func lines(_ paragraph: String, firstWidth: Int, restWidth: Int) -> [String] {
    broken(paragraph, firstWidth: firstWidth, restWidth: restWidth).lines
  }

  /// `lines(_:firstWidth:restWidth:)` with the breaker that made them, whose `tokensRead` tells
  /// the work done.
  static func broken(_ paragraph: String, firstWidth: Int, restWidth: Int) -> LineBreaker {
    var breaker = LineBreaker(firstWidth: firstWidth, restWidth: restWidth)
    // The last word, held back until the next shows whether a dash is glued to it.
    var held: (word: [StyledText.Token], spaces: Int)?
    var spaces = 0
    var word: [StyledText.Token] = []
    func take(_ word: [StyledText.Token]) {
      guard word.contains(where: Self.isVisible) else {
        if held != nil { held?.word += word } else { breaker.append(word) }
        return
      }
      if held != nil, Self.startsWithDash(word) {
        // In place: a copy of the held word for each dash glued to it would cost its length.
        held?.word += repeatElement(Self.space, count: spaces)
        held?.word += word
      } else {
        if let before = held { breaker.add(before.word, after: before.spaces) }
        held = (word, spaces)
      }
      spaces = 0
    }
    for token in StyledText.tokens(of: paragraph) {
      if token == Self.space {
        take(word)
        word = []
        spaces += 1
      } else {
        word.append(token)
      }
    }
    take(word)
    if let last = held { breaker.add(last.word, after: last.spaces) }
    breaker.lines.append(breaker.line)
    return breaker
  }

  private static let space = StyledText.Token.character(" ", width: 1)

  /// Whether the first grapheme of `word` is an em or en dash.
  private static func startsWithDash(_ word: [StyledText.Token]) -> Bool {
    guard case .character(let first, _) = word.first(where: isVisible) else { return false }
    return first == "—" || first == "–"
  }

  private static func isVisible(_ token: StyledText.Token) -> Bool {
    if case .character = token { return true }
    return false
  }

  private mutating func width(_ tokens: some Collection<StyledText.Token>) -> Int {
    tokensRead += tokens.count
    return tokens.reduce(0) { total, token in
      if case .character(_, let width) = token { return total + width }
      return total
    }
  }

  /// Puts `word` on this line after `spaces` spaces, or on the next line when it does not fit.
  private mutating func add(_ word: [StyledText.Token], after spaces: Int) {
    let wordWidth = width(word)
    // Leading spaces of the paragraph are kept (an indent); spaces at a break are dropped.
    let separator = lineHasWord || lines.isEmpty ? spaces : 0
    if lineWidth + separator + wordWidth <= available {
      line += String(repeating: " ", count: separator)
      lineWidth += separator
      append(word)
      lineHasWord = true
      return
    }
    // A word that a line of its own could hold is never cut, even as a line's first word after
    // a prefix (a label) that leaves it too little room: the prefix then stands alone.
    if lineHasWord || wordWidth <= restWidth { breakLine() }
    var rest = word[...]
    // The width of `rest`, less each piece's as it is cut off, never measured again whole.
    var widthLeft = wordWidth
    while widthLeft > available - lineWidth {
      var cut = self.cut(rest, room: available - lineWidth)
      if cut == rest.startIndex {
        // Not one grapheme fits: on a line of its own it goes in, however wide.
        if lineWidth > 0 {
          breakLine()
          continue
        }
        // A dash glued to it comes along: the piece ends at the first place it may be cut.
        let first = (rest.firstIndex(where: Self.isVisible) ?? rest.endIndex - 1) + 1
        cut = (first..<rest.endIndex).first { Self.mayCut(rest, at: $0) } ?? rest.endIndex
      }
      append(rest[..<cut])
      widthLeft -= width(rest[..<cut])
      rest = rest[cut...]
      // A piece wider than the room may have taken all that was left.
      guard rest.contains(where: Self.isVisible) else { break }
      breakLine()
    }
    append(rest)
    lineHasWord = true
  }

  /// Where to cut `word`, too wide for `room` cells: after the last `/`, `?`, `&` or `-` that
  /// fits (not inside a run of them, as in `//`) when the piece before it fills at least half of
  /// the room, else after the last grapheme that fits. A URL broken so keeps its parts whole.
  /// Never next to a space glued inside the word, so a dash stays with the grapheme before it.
  private mutating func cut(_ word: ArraySlice<StyledText.Token>, room: Int) -> Int {
    var used = 0
    var fits = word.startIndex
    var preferred: Int?
    for index in word.indices {
      tokensRead += 1
      guard case .character(let character, let width) = word[index] else { continue }
      if used + width > room { break }
      used += width
      guard Self.mayCut(word, at: index + 1) else { continue }
      fits = index + 1
      let next = word[(index + 1)...].first(where: Self.isVisible)
      if Self.breakAfter.contains(character), case .character(let following, _) = next,
        !Self.breakAfter.contains(following), used * 2 >= room
      {
        preferred = index + 1
      }
    }
    return preferred ?? fits
  }

  /// Whether `word` may be cut before `index`: not on either side of a space in it (one that
  /// glues a dash to the word before), nor at its end.
  private static func mayCut(_ word: ArraySlice<StyledText.Token>, at index: Int) -> Bool {
    let before = word[..<index].last(where: isVisible)
    let after = word[index...].first(where: isVisible)
    return before != nil && after != nil && before != space && after != space
  }

  /// Appends tokens as they are, following the styles and the hyperlink they switch on and off.
  private mutating func append(_ tokens: some Collection<StyledText.Token>) {
    tokensRead += tokens.count
    for token in tokens {
      switch token {
      case .character(let character, let width):
        line.append(character)
        lineWidth += width
      case .escape(let escape):
        line += escape
        if StyledText.isReset(escape) {
          active = []
        } else if StyledText.isStyle(escape) {
          active.append(escape)
        } else if StyledText.isHyperlink(escape) {
          openLink = StyledText.isHyperlinkEnd(escape) ? nil : escape
        }
      }
    }
  }

  /// Ends the line; a hyperlink and styles that run on are closed at its end and opened again
  /// at the start of the next, so each line is whole on its own (see `TerminalHyperlinks`).
  private mutating func breakLine() {
    if openLink != nil { line += StyledText.hyperlinkEnd }
    if !active.isEmpty { line += "\u{1B}[0m" }
    lines.append(line)
    line = active.joined() + (openLink ?? "")
    lineWidth = 0
    lineHasWord = false
    available = restWidth
  }
}
