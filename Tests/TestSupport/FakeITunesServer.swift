import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Tools/fake-itunes/fake_itunes.py` running as a subprocess on 127.0.0.1: one test's own
/// (`init(arguments:)`), which stops in `stop()` or when this object goes away; or one test's
/// share of the server every test of the process reads from (`shared()`), which sees only the
/// requests sent through its own `baseURL`.
public final class FakeITunesServer: Sendable {
  /// `Tools/fake-itunes/fixtures` in this checkout, where the real iTunes samples live.
  public static let fixturesDirectory = toolDirectory.appending(path: "fixtures")

  private static let toolDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Tools/fake-itunes")

  /// `http://127.0.0.1:PORT`: answers from the fixtures, with no fault unless the server was
  /// started with one.
  public let baseURL: URL
  private let process: ChildProcess
  /// Where the server notes who sent the signal that stopped it (`FAKE_ITUNES_SIGNAL_LOG`).
  private let signalLog: URL
  /// The share's name on the shared server (its `/client/NAME` prefix); nil on a server of its own.
  private let client: String?

  /// Starts the server and waits until it listens.
  /// - Parameter arguments: extra command-line arguments, e.g. `["--fault", "status:503"]`.
  public init(arguments: [String] = []) throws {
    let signalLog = FileManager.default.temporaryDirectory.appending(
      path: "fake-itunes-signals-\(UUID().uuidString)")
    var environment = ProcessInfo.processInfo.environment
    environment["FAKE_ITUNES_SIGNAL_LOG"] = signalLog.path
    let process = try ChildProcess(
      "python3",
      [Self.toolDirectory.appending(path: "fake_itunes.py").path, "--port", "0"] + arguments,
      environment: environment, stdout: .pipe, stderr: .null)
    let line = Self.firstLine(of: process.output!)
    guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
      process.send(SIGTERM)
      process.wait()
      throw StartFailure(firstLine: line)
    }
    self.process = process
    self.signalLog = signalLog
    self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    self.client = nil
  }

  private init(sharing server: FakeITunesServer, as client: String) {
    process = server.process
    signalLog = server.signalLog
    baseURL = server.baseURL.appending(path: "client/\(client)")
    self.client = client
  }

  /// A share of the process's one server started with `arguments`, for a test that does not
  /// stop it: starting a server costs more CPU than most tests' own work. Each share sees only
  /// its own requests.
  public static func shared(arguments: [String] = []) async throws -> FakeITunesServer {
    let server = try await offThePool { try sharedServers.server(for: arguments) }
    return FakeITunesServer(sharing: server, as: UUID().uuidString.lowercased())
  }

  private static let sharedServers = SharedServers()

  /// The servers every test of the process shares, one for each list of arguments, started when
  /// first asked for and ended by their own watch of this process.
  private final class SharedServers: Sendable {
    private let servers = Mutex<[[String]: Result<FakeITunesServer, any Error>]>([:])

    func server(for arguments: [String]) throws -> FakeITunesServer {
      try servers.withLock { servers in
        if let started = servers[arguments] { return try started.get() }
        let started = Result { try FakeITunesServer(arguments: arguments) }
        servers[arguments] = started
        return try started.get()
      }
    }
  }

  deinit {
    guard client == nil else { return }
    stop()
    try? FileManager.default.removeItem(at: signalLog)
  }

  /// The server's process id.
  public var processIdentifier: Int32 { process.pid }

  /// Whether the server's process has ended (stopped here or by anyone else).
  public var hasEnded: Bool { !process.isRunning }

  /// A base URL on this server whose every request meets `fault`, e.g. "status:503" or
  /// "delay:3" (the server's `/fault/<fault>` path prefix).
  public func baseURL(fault: String) -> URL {
    baseURL.appending(path: "fault/\(fault)")
  }

  /// The requests the server received so far, oldest first.
  public func recordedRequests() async throws -> [RecordedRequest] {
    let body: Data
    do {
      // A connection of its own: a pooled one the server has since closed answers nothing.
      var request = URLRequest(url: requestsURL)
      request.setValue("close", forHTTPHeaderField: "Connection")
      (body, _) = try await URLSession.shared.data(for: request)
    } catch {
      throw vanished() ?? error
    }
    return try JSONDecoder().decode([RecordedRequest].self, from: body)
  }

  /// The server's own endpoint listing the requests (of this share only, on the shared one).
  private var requestsURL: URL {
    guard let client else { return baseURL.appending(path: "__requests") }
    return baseURL.deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "__requests")
      .appending(queryItems: [URLQueryItem(name: "client", value: client)])
  }

  /// When the server is no longer running although no test stopped it: how it ended, and who
  /// sent the signal if one stopped it.
  private func vanished() -> Gone? {
    guard !process.isRunning else { return nil }
    let signals = (try? String(contentsOf: signalLog, encoding: .utf8)) ?? ""
    return Gone(pid: process.pid, termination: process.wait(), signals: signals)
  }

  /// Terminates the server (SIGTERM) and waits for it to exit; a test that does needs a
  /// server of its own, not a share of the one every test reads from.
  public func stop() {
    guard client == nil else {
      Issue.record("A share of the shared fake catalog cannot be stopped: start one of its own")
      return
    }
    guard process.isRunning else { return }
    process.send(SIGTERM)
    process.wait()
  }

  private static func firstLine(of handle: FileHandle) -> String {
    var bytes = Data()
    while !bytes.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      bytes.append(chunk)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return String(text.prefix { $0 != "\n" })
  }

  /// The server ended before a test asked it for its requests.
  public struct Gone: Error, CustomStringConvertible {
    /// Its process id.
    public let pid: Int32
    /// How it ended.
    public let termination: ChildProcess.Termination
    /// The lines it wrote about the signals that stopped it (empty when none did).
    public let signals: String

    public var description: String {
      let how =
        termination.bySignal
        ? "killed by signal \(termination.status)" : "exited with \(termination.status)"
      let who = signals.isEmpty ? "no signal it could note" : signals
      return "fake-itunes (pid \(pid)) is gone: \(how); \(who)"
    }
  }

  /// The server did not print its `PORT n` line.
  public struct StartFailure: Error, CustomStringConvertible {
    /// What it printed instead (empty when it exited first).
    public let firstLine: String

    public var description: String { "fake-itunes did not start: \"\(firstLine)\"" }
  }
}
