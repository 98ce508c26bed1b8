import Foundation
import TestSupport
import Testing

/// The libraries only some commands need are opened on first use (covers: libchafa with glib and
/// libturbojpeg; the network: libcurl), so a start that needs none does not pay for loading them
/// (what they cost: Tools/bench/RESULTS.md).
@Suite(.endToEnd) struct StartupLibrariesEndToEndTests {
  static let laterLibraries = [
    "libchafa", "libglib", "libturbojpeg", "libcurl", "libgio", "libgobject",
  ]

  @Test func theBinaryDoesNotNeedTheLaterLibrariesToStart() async throws {
    let needed = try await Self.neededLibraries(of: MusiclibProcess.executable)
    #expect(needed.contains { $0.hasPrefix("libc.so") }, "readelf found no DT_NEEDED: \(needed)")
    for library in Self.laterLibraries {
      #expect(!needed.contains { $0.hasPrefix(library) }, "\(library) is in DT_NEEDED: \(needed)")
    }
  }

  @Test func versionLoadsNoneOfThemButDoctorLoadsTheCoverLibraries() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let version = try await app.run(["--version"], environment: ["LD_DEBUG": "files"])
    #expect(version.exitCode == 0)
    #expect(version.stderr.contains("libc.so"), "LD_DEBUG printed nothing: \(version.stderr)")
    for library in Self.laterLibraries {
      #expect(!version.stderr.contains(library + "."), "--version loaded \(library)")
    }
    // doctor asks the catalog once: a closed loopback port keeps the test off the network.
    let doctor = try await app.run(
      ["doctor", "--json"], environment: ["MUSICLIB_API_URL": "http://127.0.0.1:9"])
    #expect(doctor.exitCode == 0, "\(doctor.stderr)")
    #expect(doctor.stdout.contains("libchafa.so.0"), "\(doctor.stdout)")
    #expect(doctor.stdout.contains("libturbojpeg.so.0"), "\(doctor.stdout)")
  }

  /// The DT_NEEDED entries of `binary`, as `readelf -d` (binutils, which the Swift toolchain's
  /// linker comes with) lists them.
  static func neededLibraries(of binary: URL) async throws -> [String] {
    let readelf = try ChildProcess(
      "readelf", ["-d", binary.path],
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
    return String(decoding: await readelf.finished().stdout, as: UTF8.self).split(separator: "\n")
      .filter { $0.contains("(NEEDED)") }
      .compactMap { line in
        line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
      }
  }
}
