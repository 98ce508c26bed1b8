import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Tools/fake-itunes/fake_itunes.py` running as a subprocess on 127.0.0.1 for one test.
/// The server stops in `stop()` or when this object goes away.
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
  }

  deinit {
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
      (body, _) = try await URLSession.shared.data(from: baseURL.appending(path: "__requests"))
    } catch {
      throw vanished() ?? error
    }
    return try JSONDecoder().decode([RecordedRequest].self, from: body)
  }

  /// When the server is no longer running although no test stopped it: how it ended, and who
  /// sent the signal if one stopped it.
  private func vanished() -> Gone? {
    guard !process.isRunning else { return nil }
    let signals = (try? String(contentsOf: signalLog, encoding: .utf8)) ?? ""
    return Gone(pid: process.pid, termination: process.wait(), signals: signals)
  }

  /// Terminates the server (SIGTERM) and waits for it to exit.
  public func stop() {
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
