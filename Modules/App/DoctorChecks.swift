import Domain
import Foundation
import Localization
import MPVPreview

#if canImport(Glibc)
  import Glibc
#endif

/// The checks `musiclib doctor` adds to what it found about the terminal: mpv, the catalog, the
/// data directory.
enum DoctorChecks {
  /// The longest `doctor` waits for the catalog's answer, whatever `--timeout` says.
  static let catalogTimeout = Duration.seconds(3)

  /// Where mpv is on `PATH`, or how to install it.
  static func mpv(environment: [String: String]) -> DoctorReport.Player {
    if let path = PlayerLocator.find("mpv", environment: environment) {
      return DoctorReport.Player(found: true, path: path, install: nil)
    }
    let osRelease = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)
    return DoctorReport.Player(
      found: false, path: nil, install: PlayerLocator.installCommand(osRelease: osRelease))
  }

  /// One album search for a word through `transport` (the governed one, so it counts against
  /// the request budget), given `catalogTimeout` at most.
  static func catalog(_ transport: any HTTPTransport, apiURL: URL, localize: Localizer) async
    -> DoctorReport.Catalog
  {
    var components = URLComponents(
      url: apiURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)
    components?.queryItems = [
      URLQueryItem(name: "term", value: "musiclib"), URLQueryItem(name: "entity", value: "album"),
      URLQueryItem(name: "limit", value: "1"),
    ]
    guard let url = components?.url else {
      return DoctorReport.Catalog(
        url: apiURL.absoluteString, status: nil, milliseconds: nil, error: nil)
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
        url: apiURL.absoluteString, status: response.status,
        milliseconds: Int(elapsed.components.seconds * 1000)
          + Int(elapsed.components.attoseconds / 1_000_000_000_000_000), error: nil)
    } catch {
      return DoctorReport.Catalog(
        url: apiURL.absoluteString, status: nil, milliseconds: nil,
        error: localize.message(for: .wrapping(error)))
    }
  }

  /// The data directory's path, permissions, whether this user may write to it, and the size
  /// of the database in it.
  static func dataDirectory(_ path: String) -> DoctorReport.DataDirectory {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue
    let database = try? FileManager.default.attributesOfItem(atPath: path + "/library.sqlite3")
    return DoctorReport.DataDirectory(
      path: path, exists: attributes != nil, mode: mode.map(Localizer.octal),
      writable: access(path, W_OK) == 0,
      databaseBytes: (database?[.size] as? NSNumber)?.intValue)
  }
}
