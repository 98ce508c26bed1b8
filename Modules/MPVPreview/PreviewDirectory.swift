import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private directory (mode 0700, made by `mkdtemp`) for downloaded previews, whose files are
/// created new with mode 0600 and never through a symlink; removed at exit if still there.
struct PreviewDirectory: Sendable {
  /// The directory itself.
  let url: URL

  /// The start of every preview directory's name; the process id and six random characters
  /// follow.
  static let prefix = "musiclib-previews-"

  /// Makes `musiclib-previews-PID-XXXXXX` under `parent`.
  init(under parent: URL) throws {
    let name = "\(Self.prefix)\(getpid())-XXXXXX"
    var template = Array(parent.appendingPathComponent(name).path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
    guard let made else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    url = URL(fileURLWithPath: made, isDirectory: true)
    ExitRemoval.register(url)
  }

  /// Writes `data` to a new file `name` in the directory; returns its URL.
  func write(_ data: Data, named name: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    let fd = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: data)
      try handle.close()
    } catch {
      try? FileManager.default.removeItem(at: file)
      throw error
    }
    return file
  }

  /// Removes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
    ExitRemoval.forget(url)
  }
}
