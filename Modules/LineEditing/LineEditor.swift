import TerminalKit

/// The state of a one-line editor with suggestions under it: the text, the cursor, the
/// suggestions offered and the one highlighted. Pure: keys go in, the new state and what the
/// caller should do come out, so every behaviour is testable without a terminal.
public struct LineEditor: Equatable, Sendable {
  /// What a key asks of the caller.
  public enum Outcome: Equatable, Sendable {
    /// Nothing changed.
    case ignored
    /// The cursor or the highlight moved; redraw.
    case moved
    /// The text changed; ask for suggestions for it, then redraw.
    case edited
    /// The line is done; this is what was submitted.
    case submitted(String)
    /// Ctrl-D on an empty line: the person is done.
    case endOfInput
  }

  /// How many suggestions are shown at most.
  public static let suggestionLimit = 5
  /// The longest line in UTF-8 bytes: keys past it are dropped, so a huge paste or a held key
  /// cannot make each edit slower than the last.
  public static let maximumBytes = 4096

  /// The text typed so far.
  public private(set) var text = ""
  /// The cursor's place, in characters from the start of `text`.
  public private(set) var cursor = 0
  /// What the suggestions are, e.g. "Recent searches"; nil when there are none.
  public private(set) var suggestionsTitle: String?
  /// The suggestions offered under the line, at most `suggestionLimit`.
  public private(set) var suggestions: [String] = []
  /// The index of the highlighted suggestion; nil while the typed text is what counts.
  public private(set) var highlighted: Int?

  /// Creates an empty editor.
  public init() {}

  /// The text before the cursor.
  public var textBeforeCursor: Substring { text.prefix(cursor) }

  /// Replaces the suggestions (and drops the highlight): they belong to the text now typed.
  public mutating func offer(title: String?, suggestions: [String]) {
    self.suggestions = Array(suggestions.prefix(Self.suggestionLimit))
    suggestionsTitle = self.suggestions.isEmpty ? nil : title
    highlighted = nil
  }

  /// Puts `newText` on the line with the cursor at its end (a line recalled from history).
  public mutating func replace(with newText: String) {
    replaceText(with: newText)
    highlighted = nil
  }

  /// Applies `key` and says what the caller should do next.
  public mutating func apply(_ key: TerminalKey) -> Outcome {
    switch key {
    case .character(let character): return insert(character)
    case .backspace: return cursor > 0 ? remove(at: cursor - 1) : .ignored
    case .delete: return cursor < text.count ? remove(at: cursor) : .ignored
    case .endOfInput:
      if text.isEmpty { return .endOfInput }
      return cursor < text.count ? remove(at: cursor) : .ignored
    case .left: return moveCursor(to: cursor - 1)
    case .right: return moveCursor(to: cursor + 1)
    case .home: return moveCursor(to: 0)
    case .end: return moveCursor(to: text.count)
    case .down: return moveHighlight(by: 1)
    case .up: return moveHighlight(by: -1)
    case .tab: return fillFromSuggestion()
    case .killToStart: return removeBeforeCursor(from: 0)
    case .killPreviousWord: return removeBeforeCursor(from: previousWordStart())
    case .killToEnd: return removeAfterCursor()
    case .wordLeft: return moveCursor(to: previousWordStart())
    case .wordRight: return moveCursor(to: nextWordEnd())
    case .enter:
      if let highlighted { replaceText(with: suggestions[highlighted]) }
      return .submitted(text)
    case .paste(let pasted): return insert(pasted)
    case .escape, .pageUp, .pageDown, .backTab, .interrupt, .suspend, .redraw, .mouse:
      return .ignored
    }
  }

  private mutating func insert(_ character: Character) -> Outcome {
    insert(String(character))
  }

  /// Inserts `typed` at the cursor, its line breaks and tabs as spaces, as much of it as fits
  /// in `maximumBytes`.
  private mutating func insert(_ typed: String) -> Outcome {
    var room = Self.maximumBytes - text.utf8.count
    var fitting = ""
    for character in typed {
      let shown: Character = character.isNewline || character == "\t" ? " " : character
      room -= shown.utf8.count
      guard room >= 0 else { break }
      fitting.append(shown)
    }
    guard !fitting.isEmpty else { return .ignored }
    let before = String(text.prefix(cursor)) + fitting
    text = before + text.dropFirst(cursor)
    // A combining mark joins the character before it, so count rather than add one.
    cursor = before.count
    highlighted = nil
    return .edited
  }

  private mutating func remove(at offset: Int) -> Outcome {
    let index = text.index(text.startIndex, offsetBy: offset)
    text.remove(at: index)
    cursor = min(cursor, offset)
    highlighted = nil
    return .edited
  }

  /// Removes the text from `offset` up to the cursor.
  private mutating func removeBeforeCursor(from offset: Int) -> Outcome {
    guard offset < cursor else { return .ignored }
    text = String(text.prefix(offset)) + text.dropFirst(cursor)
    cursor = offset
    highlighted = nil
    return .edited
  }

  /// Removes the text from the cursor to the end.
  private mutating func removeAfterCursor() -> Outcome {
    guard cursor < text.count else { return .ignored }
    text = String(text.prefix(cursor))
    highlighted = nil
    return .edited
  }

  /// Where the word after the cursor ends, skipping the spaces between the cursor and it.
  private func nextWordEnd() -> Int {
    let characters = Array(text)
    var offset = cursor
    while offset < characters.count, characters[offset].isWhitespace { offset += 1 }
    while offset < characters.count, !characters[offset].isWhitespace { offset += 1 }
    return offset
  }

  /// Where the word before the cursor starts, skipping the spaces between it and the cursor.
  private func previousWordStart() -> Int {
    var offset = cursor
    let characters = Array(text.prefix(cursor))
    while offset > 0, characters[offset - 1].isWhitespace { offset -= 1 }
    while offset > 0, !characters[offset - 1].isWhitespace { offset -= 1 }
    return offset
  }

  private mutating func moveCursor(to offset: Int) -> Outcome {
    let clamped = min(max(offset, 0), text.count)
    guard clamped != cursor else { return .ignored }
    cursor = clamped
    return .moved
  }

  /// Steps through "no highlight", then each suggestion in turn, wrapping around both ways.
  private mutating func moveHighlight(by step: Int) -> Outcome {
    guard !suggestions.isEmpty else { return .ignored }
    let positions = suggestions.count + 1
    let current = highlighted.map { $0 + 1 } ?? 0
    let next = (current + step + positions) % positions
    highlighted = next == 0 ? nil : next - 1
    return .moved
  }

  private mutating func fillFromSuggestion() -> Outcome {
    guard let chosen = highlighted ?? (suggestions.isEmpty ? nil : 0) else { return .ignored }
    replaceText(with: suggestions[chosen])
    highlighted = nil
    return .edited
  }

  private mutating func replaceText(with newText: String) {
    text = newText
    cursor = newText.count
  }
}
