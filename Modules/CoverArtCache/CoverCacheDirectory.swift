import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cover files on disk, one per URL, kept under a total size by deleting the least recently used.
struct CoverCacheDirectory: Sendable {
  let directory: URL
  let maxBytes: Int

  /// The cached bytes for `key`, marking them as just used; nil when not cached.
  func read(_ key: String) -> Data? {
    let file = fileURL(key)
    guard let data = try? Data(contentsOf: file) else { return nil }
    // The file system's clock, the same one that stamped newly written covers.
    _ = utimes(file.path, nil)
    return data
  }

  /// The file that holds `key`'s bytes, when they are cached.
  func file(_ key: String) -> URL? {
    let file = fileURL(key)
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// Stores `data` for `key` (atomically), then trims the oldest files beyond `maxBytes`.
  /// Failing to cache never fails the caller: the cover was fetched anyway.
  func store(_ data: Data, for key: String) {
    guard data.count <= maxBytes else { return }
    let manager = FileManager.default
    try? manager.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    guard (try? data.write(to: fileURL(key), options: .atomic)) != nil else { return }
    trim()
  }

  /// The total size of the cached covers in bytes.
  func totalBytes() -> Int {
    entries().reduce(0) { $0 + $1.size }
  }

  private func trim() {
    var files = entries().sorted { $0.used < $1.used }
    var total = files.reduce(0) { $0 + $1.size }
    while total > maxBytes, !files.isEmpty {
      let oldest = files.removeFirst()
      try? FileManager.default.removeItem(at: oldest.url)
      total -= oldest.size
    }
  }

  private func entries() -> [(url: URL, size: Int, used: Date)] {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)) ?? []
    return files.filter { $0.pathExtension == "jpg" }.map { file in
      let values = try? file.resourceValues(forKeys: Set(keys))
      return (file, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
    }
  }

  private func fileURL(_ key: String) -> URL {
    directory.appending(path: Self.fnv1a(key) + ".jpg")
  }

  /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits: stable across runs, unlike `hashValue`.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
