import Filters
import LineEditing
import TerminalKit

/// The line typed at the bottom of the screen after `/` (a search, with suggestions from the
/// history), `:` (a command of the line app) or Enter on a filter (its new value).
struct InputLine {
  enum Purpose: Equatable {
    case search, command
    case filter(FiltersField)
  }

  let purpose: Purpose
  let prompt: String
  var editor = LineEditor()

  init(purpose: Purpose, prompt: String, text: String = "") {
    self.purpose = purpose
    self.prompt = prompt
    for character in text { _ = editor.apply(.character(character)) }
  }
}
