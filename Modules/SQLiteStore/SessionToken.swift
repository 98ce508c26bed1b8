import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The secret half of a session: random, kept in a file only its user can read, while the
/// database keeps only a hash binding it to the signed-in user. Editing the session row (or
/// copying the database elsewhere) signs nobody in without the file.
enum SessionToken {
  /// 32 random bytes from the system's generator, as 64 hexadecimal digits.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let digits = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  /// The size of a token file: 64 hexadecimal digits and a line feed.
  static let fileBytes = 65

  /// What the database keeps for `token` held by `userID`.
  static func hash(_ token: String, for userID: User.ID) -> String {
    SHA256.hex(Array("musiclib-session:\(userID.rawValue):\(token)".utf8))
  }

  /// Whether `stored` is the hash of `token` for `userID`, compared in constant time.
  static func matches(_ stored: String, token: String, for userID: User.ID) -> Bool {
    let expected = Array(hash(token, for: userID).utf8)
    let given = Array(stored.utf8)
    guard expected.count == given.count else { return false }
    return zip(expected, given).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  /// The token in the file at `path`; nil when there is none, it is not a plain file of this
  /// user that only they can read and write, or it holds anything but a token.
  static func read(from path: String) -> String? {
    // Non-blocking: opening a FIFO put in its place would wait for a writer forever.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size == Self.fileBytes, status.st_uid == geteuid(), status.st_mode & 0o077 == 0
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: 128)
    let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    guard count == Self.fileBytes else { return nil }
    let token = String(decoding: bytes[..<64], as: UTF8.self)
    return token.allSatisfy(\.isHexDigit) ? token : nil
  }

  /// Writes `token` to `path`: created 0600 beside it with `O_EXCL`, synced, renamed over it.
  static func write(_ token: String, to path: String) throws {
    let temporary = path + ".\(getpid()).tmp"
    unlink(temporary)
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure(path) }
    let text = Array((token + "\n").utf8)
    let written = text.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written == text.count, synced, rename(temporary, path) == 0 else {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
  }

  /// Removes the token file, if any.
  static func remove(at path: String) throws {
    guard unlink(path) == 0 || errno == ENOENT else { throw failure(path) }
  }

  private static func failure(_ path: String) -> MusicLibraryError {
    switch errno {
    case EACCES, EPERM, EROFS: .storage(.readOnly(path: path))
    default: .storage(.other(path: path, detail: String(cString: strerror(errno))))
    }
  }
}
