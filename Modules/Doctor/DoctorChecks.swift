import AdapterPorts
import Domain
import Foundation
import Localization
import MPVPreview

#if canImport(Glibc)
  import Glibc
#endif

/// The checks `musiclib doctor` adds to what it found about the terminal: mpv, the catalog, the
/// data directory.
package enum DoctorChecks {
  /// The longest `doctor` waits for the catalog's answer, whatever `--timeout` says.
  static let catalogTimeout = Duration.seconds(3)

  /// The longest `doctor` waits for each question it asks mpv.
  package static let mpvTimeout = Duration.seconds(2)

  /// Runs a program and gives what it printed; `ProgramRunner.run` with `mpvTimeout` live.
  package typealias Run =
    @Sendable (_ path: String, _ arguments: [String]) async -> ProgramRunner.Result?

  /// Where mpv is on `PATH` with its version and whether it finds an audio output, or how to
  /// install it. The audio probe plays 50 ms of generated silence with the arguments of
  /// `MUSICLIB_MPV_ARGS`; when those say `--ao=null` there is nothing to probe.
  package static func mpv(
    environment: [String: String],
    run: Run = { await ProgramRunner.run($0, arguments: $1, within: mpvTimeout) }
  ) async -> DoctorReport.Player {
    guard let path = PlayerLocator.find("mpv", environment: environment) else {
      let osRelease = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)
      return DoctorReport.Player(
        found: false, path: nil, version: nil, audio: nil,
        install: PlayerLocator.installCommand(osRelease: osRelease))
    }
    let version = await run(path, ["--no-config", "--version"]).flatMap { result in
      result.status == 0
        ? result.output.split(separator: "\n").first.map {
          $0.trimmingCharacters(in: .whitespaces)
        } : nil
    }
    let extra = (environment["MUSICLIB_MPV_ARGS"] ?? "").split(separator: " ").map(String.init)
    let audio: DoctorReport.Audio
    if extra.contains("--ao=null") {
      audio = .null
    } else {
      let probe = await run(
        path,
        ["--no-config", "--no-terminal", "--no-video", "--end=0.05"] + extra
          + ["av://lavfi:anullsrc"])
      audio = probe.map { $0.status == 0 ? .available : .unavailable } ?? .unknown
    }
    return DoctorReport.Player(
      found: true, path: path, version: version, audio: audio, install: nil)
  }

  /// One album search for a word through `transport` (the governed one, so it counts against
  /// the request budget), given `catalogTimeout` at most; nothing is sent when `offline`. The
  /// report shows the address without the credentials it may hold.
  package static func catalog(
    _ transport: any HTTPTransport, apiURL: URL, offline: Bool = false, localize: Localizer
  ) async -> DoctorReport.Catalog {
    let shown = withoutCredentials(apiURL)
    if offline {
      return DoctorReport.Catalog(
        url: shown, status: nil, milliseconds: nil, error: nil, skipped: true)
    }
    var components = URLComponents(
      url: apiURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)
    components?.queryItems = [
      URLQueryItem(name: "term", value: "musiclib"), URLQueryItem(name: "entity", value: "album"),
      URLQueryItem(name: "limit", value: "1"),
    ]
    guard let url = components?.url else {
      return DoctorReport.Catalog(
        url: shown, status: nil, milliseconds: nil, error: nil)
    }
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let response = try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
        group.addTask { try await transport.get(url, headers: [:]) }
        group.addTask {
          try await Task.sleep(for: catalogTimeout)
          return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let response = first else {
          throw MusicLibraryError.timeout
        }
        return response
      }
      let elapsed = clock.now - start
      return DoctorReport.Catalog(
        url: shown, status: response.status,
        milliseconds: Int(elapsed.components.seconds * 1000)
          + Int(elapsed.components.attoseconds / 1_000_000_000_000_000), error: nil)
    } catch {
      return DoctorReport.Catalog(
        url: shown, status: nil, milliseconds: nil,
        error: localize.message(for: .wrapping(error)))
    }
  }

  /// `url` with any user name and password in it replaced by `***`.
  static func withoutCredentials(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      components.percentEncodedUser != nil || components.percentEncodedPassword != nil
    else { return url.absoluteString }
    components.percentEncodedUser = "***"
    components.percentEncodedPassword = nil
    return components.string ?? "***"
  }

  /// The data directory's path, permissions, whether this user may write to it, the size of
  /// the database in it and of all the files in it (its subdirectories' too).
  package static func dataDirectory(_ path: String) -> DoctorReport.DataDirectory {
    var total = 0
    if let files = FileManager.default.enumerator(atPath: path) {
      while files.nextObject() != nil {
        if files.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
          total += (files.fileAttributes?[.size] as? NSNumber)?.intValue ?? 0
        }
      }
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue
    let database = try? FileManager.default.attributesOfItem(atPath: path + "/library.sqlite3")
    return DoctorReport.DataDirectory(
      path: path, exists: attributes != nil, mode: mode.map(Localizer.octal),
      writable: access(path, W_OK) == 0,
      databaseBytes: (database?[.size] as? NSNumber)?.intValue, bytes: total)
  }
}
