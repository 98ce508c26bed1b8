import Foundation
import Testing

/// Domain, Localization, Presentation, Playback and the features are what other front ends (an
/// iOS app, a service) build on, so they must compile anywhere Foundation does: no C library, no
/// terminal, no other feature or adapter. These tests read their sources, so a violation fails
/// here by file name.
@Suite struct PortabilityTests {
  /// The portable modules and the only modules each may import.
  private static let allowedImports: [String: Set<String>] = {
    let core: Set = ["Foundation", "FoundationEssentials"]
    let feature = core.union(["Domain", "PlaybackModel", "Localization", "Presentation"])
    return [
      "Domain": core, "PlaybackModel": core.union(["Domain"]),
      "Localization": core.union(["Domain", "PlaybackModel"]),
      "Presentation": core.union(["Domain", "Localization"]),
      // The run's playback over the preview player port.
      "Playback": core.union(["Domain", "PlaybackModel"]),
      // Ports between adapters: portable too, so an adapter for another platform can take them.
      "AdapterPorts": core.union(["Domain", "Colors"]),
      // The colour cover adapters and terminal frames share: it imports nothing at all.
      "Colors": [],
      "Registration": feature, "Authorization": feature, "Search": feature,
      "AlbumDetail": feature, "History": feature, "Player": feature, "Queue": feature,
      "Library": feature,
      "Filters": feature, "MediaSearch": feature, "MediaDetail": feature,
      // Use-case decorators over the ports.
      "CatalogStore": core.union(["Domain"]),
      // In-memory ports for tests and other front ends: no test framework.
      "InMemoryPorts": core.union(["Domain"]),
    ]
  }()

  /// Calls that reach the terminal or the process's standard streams.
  private static let terminalCalls = [
    "isatty(", "tcgetattr(", "tcsetattr(", "ioctl(", "termios", "STDIN_FILENO",
    "STDOUT_FILENO", "STDERR_FILENO", "FileHandle.standard", "readLine(", "print(",
    "makeSignalSource", "signal(",
  ]

  @Test(arguments: allowedImports.keys.sorted())
  func moduleImportsOnlyWhatItMay(_ module: String) throws {
    let allowed = try #require(Self.allowedImports[module])
    let files = try Self.sources(of: module)
    #expect(!files.isEmpty, "no sources found for \(module)")
    for file in files {
      for imported in try Self.imports(in: file) where !allowed.contains(imported) {
        Issue.record(
          "\(Self.relative(file)) imports \(imported); \(module) may import only \(allowed.sorted())"
        )
      }
    }
  }

  @Test(arguments: allowedImports.keys.sorted())
  func moduleHasNoPlatformBranchesOrTerminalCalls(_ module: String) throws {
    for file in try Self.sources(of: module) {
      for line in try Self.codeLines(of: file) {
        if line.hasPrefix("#if") || line.hasPrefix("#elseif") {
          Issue.record("\(Self.relative(file)) branches on the platform: \(line)")
        }
        for call in Self.terminalCalls where Self.calls(call, in: line) {
          Issue.record("\(Self.relative(file)) reaches the terminal with \(call): \(line)")
        }
      }
    }
  }

  @Test func everyReusableModuleIsALibraryProduct() throws {
    let manifest = try String(
      contentsOf: Self.root.appending(path: "Package.swift"), encoding: .utf8)
    let start = try #require(manifest.range(of: "let libraries = ["))
    let end = try #require(manifest.range(of: "]\n", range: start.upperBound..<manifest.endIndex))
    let declared = Set(
      manifest[start.upperBound..<end.lowerBound].split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .flatMap { $0.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 } }
        .map { String($0.element) })
    let modules = try FileManager.default.contentsOfDirectory(
      at: Self.root.appending(path: "Modules"), includingPropertiesForKeys: nil)
    // C shims are reached through the adapters; the line app and its screens, the full-screen app,
    // the command line and musiclib are this package's own front ends.
    let reusable = Set(
      modules.filter {
        !FileManager.default.fileExists(atPath: $0.appending(path: "module.modulemap").path)
      }
      .map(\.lastPathComponent)
    ).subtracting([
      "LineApp", "LineScreens", "LinePlayer", "LineAccountScreens", "FullScreen", "FullScreenPanes",
      "CommandLineSpec", "CommandLineTool", "Doctor", "musiclib",
    ])
    #expect(
      reusable.subtracting(declared).isEmpty,
      "add a library product for \(reusable.subtracting(declared).sorted())")
    #expect(
      declared.subtracting(reusable).isEmpty,
      "not reusable modules: \(declared.subtracting(reusable).sorted())")
  }

  /// The terminal toolkit and the JSON writer are building blocks any front end takes: the C
  /// library and Foundation, nothing of this package's features, adapters or ports (`Colors`,
  /// which imports nothing, is a building block too).
  @Test(arguments: [
    "TerminalText", "TerminalKit", "LineEditing", "TerminalFrames", "JSONDocuments",
  ])
  func buildingBlockImportsOnlyFoundationAndTheCLibrary(_ module: String) throws {
    let allowed: Set = [
      "Foundation", "FoundationEssentials", "Glibc", "Darwin", "TerminalText", "TerminalKit",
      "Colors",
    ]
    let files = try Self.sources(of: module)
    #expect(!files.isEmpty, "no sources found for \(module)")
    for file in files {
      for imported in try Self.imports(in: file) where !allowed.contains(imported) {
        Issue.record("\(Self.relative(file)) imports \(imported); \(module) is Foundation only")
      }
    }
  }

  /// The terminal's building blocks and what the terminal front ends share above them: a front
  /// end that is not a terminal takes the composition root without any of them.
  private static let terminalModules: Set = [
    "TerminalText", "TerminalKit", "LineEditing", "TerminalFrames", "JSONDocuments",
    "TerminalComposition",
  ]

  /// The composition root knows no terminal: none of its files imports a terminal module.
  @Test func theCompositionRootImportsNoTerminalModule() throws {
    let files = try Self.sources(of: "Composition")
    #expect(!files.isEmpty, "no sources found for Composition")
    for file in files {
      for imported in try Self.imports(in: file) where Self.terminalModules.contains(imported) {
        Issue.record("\(Self.relative(file)) imports the terminal module \(imported)")
      }
    }
  }

  /// The front ends that drive the composition root, and the text they share.
  private static let frontEnds: Set = [
    "TextRenderers", "LineApp", "LineScreens", "LinePlayer", "LineAccountScreens", "FullScreen",
    "FullScreenPanes", "CommandLineSpec", "CommandLineTool", "Doctor",
  ]

  /// What the terminal front ends share above the composition root is below every one of them.
  @Test func theTerminalCompositionImportsNoFrontEnd() throws {
    let files = try Self.sources(of: "TerminalComposition")
    #expect(!files.isEmpty, "no sources found for TerminalComposition")
    for file in files {
      for imported in try Self.imports(in: file) where Self.frontEnds.contains(imported) {
        Issue.record("\(Self.relative(file)) imports the front end \(imported)")
      }
    }
  }

  /// The composition root is driven by a front end: it imports none and reaches no terminal.
  @Test func theCompositionRootImportsNoFrontEndAndWritesNothing() throws {
    for file in try Self.sources(of: "Composition") {
      for imported in try Self.imports(in: file) where Self.frontEnds.contains(imported) {
        Issue.record("\(Self.relative(file)) imports the front end \(imported)")
      }
      for line in try Self.codeLines(of: file) {
        for call in Self.terminalCalls where Self.calls(call, in: line) {
          Issue.record("\(Self.relative(file)) reaches the terminal with \(call): \(line)")
        }
      }
    }
  }

  // MARK: - Reading the sources

  /// Whether `line` has `call` as a name of its own (`print(`, not `fingerprint(`).
  private static func calls(_ call: String, in line: String) -> Bool {
    var rest = line[...]
    while let found = rest.range(of: call) {
      let before = rest[..<found.lowerBound].last
      if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  /// The package root, three levels above this file (Tests/PortabilityTests/…).
  private static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private static func sources(of module: String) throws -> [URL] {
    let directory = root.appending(path: "Modules/\(module)")
    guard
      let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  private static func relative(_ file: URL) -> String {
    String(file.path.dropFirst(root.path.count + 1))
  }

  /// Lines of code, trimmed, without comment lines.
  private static func codeLines(of file: URL) throws -> [String] {
    try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("//") && !$0.hasPrefix("*") && !$0.hasPrefix("/*") }
  }

  /// The modules a file imports: `import X`, `@testable import X`, `import struct X.Y`, `X.Y`.
  private static func imports(in file: URL) throws -> [String] {
    let kinds: Set = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    return try codeLines(of: file).compactMap { line in
      var words = line.split(separator: " ").drop { $0.hasPrefix("@") }
      guard words.first == "import" else { return nil }
      words = words.dropFirst()
      if let kind = words.first, kinds.contains(String(kind)) { words = words.dropFirst() }
      return words.first.map { String($0.split(separator: ".")[0]) }
    }
  }
}
