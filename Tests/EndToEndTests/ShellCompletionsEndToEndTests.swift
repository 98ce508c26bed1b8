import Foundation
import TestSupport
import Testing

/// `musiclib completions SHELL` loaded into the real shell, which is then asked for completions.
@Suite(.endToEnd) struct ShellCompletionsEndToEndTests {
  /// A word being completed, and what the shell must offer for it.
  static let cases: [(line: String, offered: [String])] = [
    ("musiclib sea", ["search"]),
    ("musiclib --lang ru sig", ["signin", "signout", "signup"]),
    ("musiclib --la", ["--lang"]),
    ("musiclib --lang ", ["en", "ru"]),
    ("musiclib --phone-region ", ["BY", "RU"]),
    ("musiclib --art ", ["ascii", "auto", "blocks", "iterm", "kitty", "none", "sixel"]),
    ("musiclib search --li", ["--limit"]),
    ("musiclib search beatles --no", ["--no-color", "--no-mpris", "--no-wait"]),
    ("musiclib signup --birth", ["--birth-date"]),
    ("musiclib history --c", ["--clear"]),
    ("musiclib completions ", ["bash", "fish", "zsh"]),
    ("musiclib --data-dir /tmp play --d", ["--data-dir", "--disc"]),
  ]

  static func script(_ shell: String) async throws -> URL {
    let result = try await MusiclibProcess().run(["completions", shell])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "musiclib-completion-\(UUID().uuidString).\(shell)")
    try Data(result.stdout.utf8).write(to: file)
    return file
  }

  /// Runs `program arguments…` and returns its standard output, lines sorted.
  static func run(_ program: String, _ arguments: [String]) async throws -> [String] {
    let child = try ChildProcess(
      program, arguments,
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
    let (out, err, termination) = await child.finished()
    #expect(termination.status == 0, "\(String(decoding: err, as: UTF8.self))")
    return String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
  }

  nonisolated static func installed(_ shell: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains {
      FileManager.default.isExecutableFile(atPath: $0 + shell)
    }
  }

  @Test func bashRegistersTheFunctionAndCompletes() async throws {
    let file = try await Self.script("bash")
    defer { try? FileManager.default.removeItem(at: file) }
    let registered = try await Self.run(
      "bash", ["-c", "source \"$0\" && complete -p musiclib", file.path])
    #expect(registered == ["complete -F _musiclib musiclib"])
    for (line, offered) in Self.cases {
      // COMP_WORDS as bash splits the line, with an empty last word after a trailing space.
      var words = line.split(separator: " ").map(String.init)
      if line.hasSuffix(" ") { words.append("") }
      let driver = """
        source "$0"
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
        _musiclib
        printf '%s\\n' "${COMPREPLY[@]}"
        """
      let reply = try await Self.run("bash", ["-c", driver, file.path] + words)
      #expect(reply == offered, "bash: \(line)")
    }
  }

  /// Sourced after `compinit`, or autoloaded from `fpath` as `_musiclib` (where Tools/install
  /// puts it).
  @Test(
    .takesLong,
    .enabled(if: installed("zsh"), "zsh is not installed (.ci/run installs it)"),
    arguments: ["source", "fpath"])
  func zshCompletesInAnInteractiveShell(loading: String) async throws {
    let generated = try await Self.script("zsh")
    let functions = generated.deletingLastPathComponent().appendingPathComponent(
      "musiclib-zsh-functions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: generated, to: functions.appendingPathComponent("_musiclib"))
    defer { try? FileManager.default.removeItem(at: functions) }
    let setup =
      loading == "source"
      ? "compinit -u -D; source '\(functions.path)/_musiclib'"
      : "fpath=('\(functions.path)' $fpath); compinit -u -D"
    // An interactive zsh on a pseudo-terminal (zpty) loads compinit and the script, then gets
    // the line and a Tab; `compadd` is wrapped to write every match it adds to a file.
    let driver = """
      zmodload zsh/zpty
      out=$1 line=$2 setup=$3
      : > $out
      zpty z zsh -f -i
      zpty -w z "PS1=''; autoload -Uz compinit; $setup"
      zpty -w z "compadd() { if (( \\${@[(I)-[OAD]]} )); then builtin compadd \\"\\$@\\"; \
      return; fi; local -a hits; builtin compadd -A hits \\"\\$@\\"; \
      print -rl -- \\$hits >> ${(q)out}; builtin compadd \\"\\$@\\"; }"
      zpty -w -n z "$line"$'\\t'
      for i in {1..300}; do [[ -s $out ]] && break; sleep 0.1; done
      sleep 0.3
      zpty -d z
      cat $out
      """
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "musiclib-zsh-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    for (line, offered) in Self.cases {
      let reply = try await Self.run(
        "zsh", ["-f", "-c", driver, "zsh", output.path, line, setup])
      #expect(Array(Set(reply)).sorted() == offered, "zsh (\(loading)): \(line)")
    }
  }

  @Test(.enabled(if: installed("fish"), "fish is not installed (.ci/run installs it)"))
  func fishCompletes() async throws {
    let file = try await Self.script("fish")
    defer { try? FileManager.default.removeItem(at: file) }
    for (line, offered) in Self.cases {
      let reply = try await Self.run(
        "fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", file.path, line])
      // fish prints "candidate<TAB>description".
      let candidates = reply.map { String($0.prefix { $0 != "\t" }) }
      #expect(candidates.sorted() == offered, "fish: \(line)")
    }
  }

  @Test func anUnknownShellIsAUsageError() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let result = try await app.run(["completions", "powershell"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("powershell"))
    #expect(!FileManager.default.fileExists(atPath: app.dataDirectory.path), "no database opened")
    let missing = try await app.run(["completions"])
    #expect(missing.exitCode == 2)
    #expect(missing.stderr.contains("SHELL"))
  }
}
