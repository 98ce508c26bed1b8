/// Why a password could not be hashed.
public enum PasswordHashingError: Error, Hashable, Sendable {
  /// The password contains U+0000, which crypt(3) would silently treat as its end.
  case containsNUL
  /// The normalised password has `byteCount` UTF-8 bytes, libxcrypt accepting at most 511; or
  /// the password as given has `byteCount`, too many to normalise into 511.
  case tooLong(byteCount: Int)
  /// libxcrypt could not make a salt and settings (`errno` as reported by the library).
  case settingFailed(errno: Int32)
  /// libxcrypt could not hash the password (`errno` as reported by the library).
  case hashingFailed(errno: Int32)
}
