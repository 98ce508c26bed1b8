import Foundation
import TestSupport
import Testing

/// `musiclib man` rendered by groff and man as a person would read it.
@Suite(.endToEnd) struct ManualPageEndToEndTests {
  /// Writes `musiclib man --lang language` under a new temporary root; returns both.
  static func page(_ language: String) async throws -> (root: URL, file: URL) {
    let result = try await MusiclibProcess().run(["man", "--lang", language])
    #expect(result.exitCode == 0, "\(result.stderr)")
    // Where Tools/install puts it: man reads the language from the path (ru/man1) and sets
    // groff up for it.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "musiclib-man-\(UUID().uuidString)")
    let directory = root.appendingPathComponent(
      "share/man/\(language == "en" ? "" : "\(language)/")man1")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("musiclib.1")
    try Data(result.stdout.utf8).write(to: file)
    return (root, file)
  }

  /// Runs `program arguments…`; returns its exit status, standard output and standard error.
  static func run(_ program: String, _ arguments: [String]) async throws -> (Int32, String, String)
  {
    let child = try ChildProcess(
      program, arguments,
      environment: [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "LANG": "C.UTF-8", "MANWIDTH": "80",
      ])
    let (out, err, termination) = await child.finished()
    return (
      termination.status, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test(arguments: ["en", "ru"])
  func groffRendersItWithoutAWarning(language: String) async throws {
    let (root, file) = try await Self.page(language)
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, rendered, warnings) = try await Self.run(
      "groff", ["-ww", "-z", "-man", "-Tutf8", file.path])
    #expect(status == 0)
    #expect(warnings.isEmpty, "groff -ww: \(warnings)")
    #expect(rendered.isEmpty)
    let (manStatus, text, manWarnings) = try await Self.run("man", ["-l", file.path])
    #expect(manStatus == 0)
    #expect(manWarnings.isEmpty, "man -l: \(manWarnings)")
    let plain = text.replacingOccurrences(of: "\u{8}.", with: "", options: .regularExpression)
    let sections =
      language == "en"
      ? [
        "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES",
        "EXIT STATUS", "EXAMPLES",
      ]
      : [
        "ИМЯ", "ОБЗОР", "ОПИСАНИЕ", "КОМАНДЫ", "ПАРАМЕТРЫ", "ОКРУЖЕНИЕ", "ФАЙЛЫ",
        "КОДЫ ВЫХОДА", "ПРИМЕРЫ",
      ]
    for section in sections {
      #expect(plain.contains("\n\(section)\n"), "\(section)")
    }
    let commands = [
      "signup", "signin", "signout", "profile", "search", "album", "doctor", "tracks", "play",
      "history", "suggest", "completions", "man",
    ]
    for command in commands {
      #expect(plain.contains("musiclib \(command)"), "\(command)")
    }
    for option in ["--data-dir", "--phone-region", "--art", "--first-name", "--disc", "--clear"] {
      #expect(plain.contains(option), "\(option)")
    }
    #expect(plain.contains(language == "en" ? "library" : "библиотека"))
  }
}
