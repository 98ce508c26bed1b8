import Foundation

/// Every failure a person can meet outside form validation. Presenters turn it into a localized
/// message; the executable maps it to an exit code.
public enum MusicLibraryError: Error, Hashable, Sendable {
  /// The e-mail is already registered.
  case emailTaken
  /// The e-mail is unknown or the password is wrong (deliberately indistinguishable).
  case wrongCredentials
  /// An e-mail given to sign in is longer than `EmailLength.maximum`: refused before anything
  /// is looked up or recorded.
  case overLongEmail
  /// The screen needs a signed-in user and nobody is signed in.
  case notSignedIn
  /// Too many failed sign-ins for this e-mail; try again after this many seconds.
  case tooManyAttempts(retryAfterSeconds: Int)
  /// The local database failed.
  case storage(StorageFailure)
  /// The network or the host could not be reached.
  case noConnection
  /// The server did not answer within the timeout.
  case timeout
  /// The server's TLS certificate could not be verified (expired, self-signed, another host's,
  /// or the clock is wrong): nothing was sent or received over the connection.
  case untrustedCertificate
  /// The catalog refused because of its rate limit (HTTP 403 or 429).
  case rateLimited
  /// The catalog failed with an HTTP 5xx status.
  case serverError(status: Int)
  /// The catalog rejected the request (HTTP 400) with its own message.
  case badRequest(message: String)
  /// The catalog answered with something that is not the expected JSON.
  case unexpectedResponse
  /// The answer's body grew past the transport's cap (bytes, after decompression).
  case responseTooLarge(limitBytes: Int)
  /// The requested item (an album) does not exist.
  case notFound
  /// A failure no rule foresaw, with its description (exit 1).
  case unexpected(String)
  /// The shared request budget (`MUSICLIB_RATE`) has no slot, or the catalog's refusal pauses
  /// requests, and `--no-wait` said not to wait: a slot frees in this many seconds.
  case requestBudgetSpent(retryAfterSeconds: Int)
  /// `--offline` was asked and the answer store has no answer to this question (exit 69).
  case notStoredOffline
  /// An album with a value out of `AlbumBounds` (`field`, its path in a library file such as
  /// `tracks[0].disc`): not kept, so that every saved album exports and imports again.
  case albumOutOfBounds(id: Int64, title: String, field: String)
  /// The library holds its most albums or bytes (`AlbumBounds`): nothing more is kept.
  case libraryFull(albums: Int, megabytes: Int)
  /// The person cancelled the request in flight (Esc in the full-screen app): nothing failed.
  case cancelled

  /// `error` itself when it is a `MusicLibraryError`, `.cancelled` for a cancelled task, else
  /// `.unexpected` with its description.
  public static func wrapping(_ error: any Error) -> MusicLibraryError {
    if error is CancellationError { return .cancelled }
    return error as? MusicLibraryError ?? .unexpected(String(describing: error))
  }

  /// A stable camelCase identifier for scripts (`{"error": {"code": …}}`).
  public var code: String {
    switch self {
    case .emailTaken: "emailTaken"
    case .wrongCredentials: "wrongCredentials"
    case .overLongEmail: "emailTooLong"
    case .notSignedIn: "notSignedIn"
    case .tooManyAttempts: "tooManyAttempts"
    case .storage(let failure): failure.code
    case .noConnection: "noConnection"
    case .timeout: "timeout"
    case .untrustedCertificate: "untrustedCertificate"
    case .rateLimited: "rateLimited"
    case .serverError: "serverError"
    case .badRequest: "badRequest"
    case .unexpectedResponse: "unexpectedResponse"
    case .responseTooLarge: "responseTooLarge"
    case .notFound: "notFound"
    case .unexpected: "internalError"
    case .requestBudgetSpent: "requestBudgetSpent"
    case .notStoredOffline: "notStoredOffline"
    case .albumOutOfBounds: "albumOutOfBounds"
    case .libraryFull: "libraryFull"
    case .cancelled: "cancelled"
    }
  }
}

/// Why the local database failed.
public enum StorageFailure: Hashable, Sendable {
  /// Another process held the database longer than the busy timeout.
  case locked(path: String)
  /// The file is not a database or is damaged.
  case corrupt(path: String)
  /// The file or its directory cannot be written.
  case readOnly(path: String)
  /// Any other I/O or SQLite failure, with SQLite's message.
  case other(path: String, detail: String)
  /// The data directory or database file (after following symlinks) belongs to another user,
  /// who could read or replace the data: refused, like ssh's StrictModes.
  case foreignOwner(path: String)
  /// Group or others can write to the data directory or database file (its permission bits in
  /// `mode`): refused and left as it is, since they could have replaced the data already.
  case writableByOthers(path: String, mode: Int)
  /// The owner took write permission away from the data directory (its bits in `mode`): reported
  /// and left as it is, never made writable.
  case readOnlyDirectory(path: String, mode: Int)

  /// A stable camelCase identifier for scripts.
  public var code: String {
    switch self {
    case .locked: "storageLocked"
    case .corrupt: "storageCorrupt"
    case .readOnly: "storageReadOnly"
    case .other: "storageFailure"
    case .foreignOwner: "storageForeignOwner"
    case .writableByOthers: "storageWritableByOthers"
    case .readOnlyDirectory: "storageReadOnly"
    }
  }
}
