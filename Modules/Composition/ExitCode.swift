import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process exit codes, as documented in `--help` and the README.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Success.
  case success = 0
  /// Anything not covered below.
  case failure = 1
  /// A command line that cannot be understood.
  case usage = 2
  /// Input that breaks a rule.
  case invalidInput = 65
  /// The thing asked for does not exist.
  case notFound = 66
  /// The catalog (network) cannot be used now.
  case unavailable = 69
  /// The local database failed.
  case storage = 74
  /// Temporarily refused; try again later.
  case tryLater = 75
  /// Not signed in, or wrong credentials.
  case unauthorized = 77
  /// The terminal hung up (SIGHUP), in the full-screen app: 128 + the signal, as shells say.
  case hangUp = 129
  /// Interrupted with Ctrl-C.
  case interrupted = 130
  /// The reader of standard output went away (`| head -1`): ended quietly, as shells report a
  /// death by SIGPIPE (`StandardStreams.closedPipeStatus` exits with it).
  case closedPipe = 141
  /// Asked to end (SIGTERM), in the full-screen app.
  case terminated = 143

  /// How a run ended by `signal` exits: 128 + SIGHUP, SIGINT or SIGTERM; success for none.
  public init(endedBy signal: Int32?) {
    switch signal {
    case SIGHUP: self = .hangUp
    case SIGINT: self = .interrupted
    case SIGTERM: self = .terminated
    default: self = .success
    }
  }

  /// The exit code for a class of failure.
  public init(_ kind: FailureKind) {
    switch kind {
    case .invalidInput: self = .invalidInput
    case .notFound: self = .notFound
    case .unavailable: self = .unavailable
    case .storage: self = .storage
    case .tryLater: self = .tryLater
    case .unauthorized: self = .unauthorized
    case .other: self = .failure
    }
  }
}
