import CChafa
import CTurboJPEG
import Foundation

/// The C libraries the renderer was built against and the files the process loaded them from,
/// for `musiclib doctor`.
public enum ArtworkLibraries {
  /// One library: its name, the version of its headers, and the loaded file when found.
  public struct Library: Equatable, Sendable, Codable {
    /// The library's name, e.g. "libchafa".
    public let name: String
    /// The version the program was built against, e.g. "1.12.4".
    public let version: String
    /// The shared object the running process mapped, nil when none was found.
    public let path: String?
  }

  /// libchafa and libturbojpeg as this process sees them.
  public static func current() -> [Library] {
    // Read to the end: /proc files report size 0, and a one-shot read stops after a page.
    let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd()
    let maps = String(decoding: data ?? Data(), as: UTF8.self)
    let chafa = "\(CHAFA_MAJOR_VERSION).\(CHAFA_MINOR_VERSION).\(CHAFA_MICRO_VERSION)"
    let jpeg = LIBJPEG_TURBO_VERSION_NUMBER
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
