import TextUI

/// A console that answers prompts from a script and records everything written.
@MainActor final class ScriptedConsole: Console {
  var isInteractive = false
  var allowsStyling = false
  private var script: [String]
  private(set) var transcript: [String] = []
  private(set) var prompts: [String] = []

  init(_ script: [String]) { self.script = script }

  func readLine(prompt: String) -> String? {
    prompts.append(prompt)
    guard !script.isEmpty else { return nil }
    let line = script.removeFirst()
    transcript.append(prompt + line)
    return line
  }

  func readSecret(prompt: String) -> String? {
    prompts.append(prompt)
    guard !script.isEmpty else { return nil }
    transcript.append(prompt)
    return script.removeFirst()
  }

  func write(_ text: String) { transcript.append(text) }
  func writeError(_ text: String) { transcript.append("stderr: " + text) }
  func showProgress(_ text: String?) {}

  var output: String { transcript.joined(separator: "\n") }
}
