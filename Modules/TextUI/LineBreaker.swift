/// Breaks one paragraph of styled text into lines of at most a width, at spaces where it can.
struct LineBreaker {
  private var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  private var lineHasWord = false
  private var active: [String] = []
  private var available: Int
  private let restWidth: Int

  private init(firstWidth: Int, restWidth: Int) {
    available = max(1, firstWidth)
    self.restWidth = max(1, restWidth)
  }

  /// `paragraph` (no newlines) in lines; the first at most `firstWidth` cells, the rest at most
  /// `restWidth`.
  static func lines(_ paragraph: String, firstWidth: Int, restWidth: Int) -> [String] {
    var breaker = LineBreaker(firstWidth: firstWidth, restWidth: restWidth)
    var spaces = 0
    var word: [StyledText.Token] = []
    for token in StyledText.tokens(of: paragraph) {
      if case .character(" ", _) = token {
        if word.contains(where: Self.isVisible) {
          breaker.add(word, after: spaces)
          spaces = 0
        } else {
          breaker.append(word)
        }
        word = []
        spaces += 1
      } else {
        word.append(token)
      }
    }
    if word.contains(where: Self.isVisible) {
      breaker.add(word, after: spaces)
    } else {
      breaker.append(word)
    }
    breaker.lines.append(breaker.line)
    return breaker.lines
  }

  private static func isVisible(_ token: StyledText.Token) -> Bool {
    if case .character = token { return true }
    return false
  }

  private static func width(_ tokens: [StyledText.Token]) -> Int {
    tokens.reduce(0) { total, token in
      if case .character(_, let width) = token { return total + width }
      return total
    }
  }

  /// Puts `word` on this line after `spaces` spaces, or on the next line when it does not fit.
  private mutating func add(_ word: [StyledText.Token], after spaces: Int) {
    let wordWidth = Self.width(word)
    // Leading spaces of the paragraph are kept (an indent); spaces at a break are dropped.
    let separator = lineHasWord || lines.isEmpty ? spaces : 0
    if lineWidth + separator + wordWidth <= available {
      line += String(repeating: " ", count: separator)
      lineWidth += separator
      append(word)
      lineHasWord = true
      return
    }
    if lineHasWord { breakLine() }
    if wordWidth <= available {
      append(word)
    } else {
      for token in word {
        if case .character(_, let width) = token, lineWidth + width > available, lineWidth > 0 {
          breakLine()
        }
        append([token])
      }
    }
    lineHasWord = true
  }

  /// Appends tokens as they are, following the styles they switch on and off.
  private mutating func append(_ tokens: [StyledText.Token]) {
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
        }
      }
    }
  }

  private mutating func breakLine() {
    if !active.isEmpty { line += "\u{1B}[0m" }
    lines.append(line)
    line = active.joined()
    lineWidth = 0
    lineHasWord = false
    available = restWidth
  }
}
