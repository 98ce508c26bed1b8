import Foundation
import TerminalKit
import Testing
import TextRenderers

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

/// The man page's ENVIRONMENT and EXIT STATUS follow the code and the documented exit codes.
@Suite struct ManualPageSourcesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func matches(_ pattern: String, in text: String) throws -> Set<String> {
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      expression.matches(in: text, range: range).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      })
  }

  @Test func everyVariableTheProgramReadsIsInTheManPage() throws {
    let modules = Self.root.appendingPathComponent("Modules")
    let files = try #require(
      FileManager.default.enumerator(at: modules, includingPropertiesForKeys: nil))
    var read: Set<String> = ["NO_COLOR", "XDG_DATA_HOME"]
    for case let file as URL in files where file.pathExtension == "swift" {
      read.formUnion(
        try Self.matches(#""(MUSICLIB_[A-Z_]+)""#, in: String(contentsOf: file, encoding: .utf8)))
    }
    let documented = Set(ManualPage.environment.map(\.0))
    #expect(read.count > 8)
    #expect(read.subtracting(documented).isEmpty, "missing from the man page")
  }

  @Test func theExitCodesAreTheScriptingArticlesTable() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Modules/musiclib/Documentation.docc/Scripting.md"), encoding: .utf8)
    let section = try #require(article.components(separatedBy: "## Exit codes").dropFirst().first)
    let table = section.components(separatedBy: "\n\n").dropFirst().first ?? ""
    let codes = try Self.matches(#"(?m)^\| (\d+) \|"#, in: table)
    #expect(codes == Set(ExitCode.allCases.map { String($0.rawValue) }))
  }

  @Test func theCodesOfFailedOutputAreDocumentedOnes() {
    #expect(StandardStreams.closedPipeStatus == ExitCode.closedPipe.rawValue)
    #expect(StandardStreams.failedWriteStatus == ExitCode.storage.rawValue)
  }
}
