import Foundation

/// The C libraries the renderer was written against and the files the process loads them from,
/// for `musiclib doctor`.
public enum ArtworkLibraries {
  /// One library: its name, the version of its headers, and the loaded file when found.
  public struct Library: Equatable, Sendable, Codable {
    /// The library's name, e.g. "libchafa".
    public let name: String
    /// The version of the headers the renderer's declarations follow, e.g. "1.12.4".
    public let version: String
    /// The shared object the running process mapped, nil when none was found.
    public let path: String?
  }

  /// libchafa and libturbojpeg as this process sees them, loading them first (as drawing a
  /// cover does); the path is nil for one that cannot be loaded.
  public static func current() -> [Library] {
    _ = try? TurboJPEGFunctions.load()
    _ = try? ChafaFunctions.load()
    // Read to the end: /proc files report size 0, and a one-shot read stops after a page.
    let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd()
    let maps = String(decoding: data ?? Data(), as: UTF8.self)
    let chafa = ChafaFunctions.headerVersion
    let jpeg = TurboJPEGFunctions.headerVersion
    let turbo = "\(jpeg / 1_000_000).\(jpeg / 1000 % 1000).\(jpeg % 1000)"
    return [
      Library(name: "libchafa", version: chafa, path: loadedPath("libchafa.so", in: maps)),
      Library(
        name: "libturbojpeg", version: turbo, path: loadedPath("libturbojpeg.so", in: maps)),
    ]
  }

  private static func loadedPath(_ prefix: String, in maps: String) -> String? {
    maps.split(separator: "\n").lazy.compactMap { line in
      line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init)
    }.first { ($0 as NSString).lastPathComponent.hasPrefix(prefix) }
  }
}
