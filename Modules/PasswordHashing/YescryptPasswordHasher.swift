import CCrypt
import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The live `PasswordHashing`: yescrypt (`$y$…`) through libxcrypt.
///
/// Passwords are NFKC-normalised before hashing and verifying, so canonically or compatibly
/// equivalent spellings (NFC/NFD accents, full-width letters) match.
public struct YescryptPasswordHasher: PasswordHashing {
  /// The yescrypt cost, 1…11 (memory doubles with each step; 5 is libxcrypt's default, 16 MiB).
  public let cost: UInt

  /// Creates a hasher producing hashes at `cost`.
  public init(cost: UInt = 5) {
    self.cost = cost
  }

  /// A new salted yescrypt hash of the NFKC-normalised `password`.
  public func hash(_ password: String) throws -> String {
    try Self.crypt(password, setting: makeSetting())
  }

  /// Whether `password` hashes to `hash` with the salt and settings stored in `hash`.
  public func verify(_ password: String, against hash: String) -> Bool {
    guard let candidate = try? Self.crypt(password, setting: hash) else { return false }
    return constantTimeEquals(Array(candidate.utf8), Array(hash.utf8))
  }

  /// Whether `hash` is not a yescrypt hash at this hasher's cost.
  public func needsRehash(_ hash: String) -> Bool {
    guard crypt_checksalt(hash) == CRYPT_SALT_OK, hash.hasPrefix("$y$"),
      let target = try? makeSetting()
    else { return true }
    return Self.parameters(of: hash) != Self.parameters(of: target)
  }

  /// A fresh setting (`$y$<params>$<salt>`) with 128 random salt bits from the system.
  private func makeSetting() throws -> String {
    var buffer = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
    guard let setting = crypt_gensalt_rn("$y$", cost, nil, 0, &buffer, Int32(buffer.count)) else {
      throw PasswordHashingError.settingFailed(errno: errno)
    }
    return String(cString: setting)
  }

  /// The `<params>` field of `$y$<params>$<salt>$<hash>`.
  private static func parameters(of hash: String) -> Substring? {
    hash.split(separator: "$", omittingEmptySubsequences: false).dropFirst(2).first
  }

  private static func crypt(_ password: String, setting: String) throws -> String {
    if password.exceedsWhenNormalized(scalars: Int(CRYPT_MAX_PASSPHRASE_SIZE)) {
      throw PasswordHashingError.tooLong(byteCount: password.utf8.count)
    }
    let phrase = password.precomposedStringWithCompatibilityMapping
    let bytes = phrase.utf8
    if bytes.contains(0) { throw PasswordHashingError.containsNUL }
    if bytes.count >= Int(CRYPT_MAX_PASSPHRASE_SIZE) {
      throw PasswordHashingError.tooLong(byteCount: bytes.count)
    }
    let size = MemoryLayout<crypt_data>.size
    // crypt_rn requires zeroed scratch space; 32 KiB is too much for a task's stack.
    let scratch = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    scratch.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    defer {
      memset(scratch, 0, size)
      scratch.deallocate()
    }
    guard let output = crypt_rn(phrase, setting, scratch, Int32(size)) else {
      throw PasswordHashingError.hashingFailed(errno: errno)
    }
    return String(cString: output)
  }
}
