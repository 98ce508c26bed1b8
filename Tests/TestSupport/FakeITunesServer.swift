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

  /// Starts the server and waits until it listens.
  /// - Parameter arguments: extra command-line arguments, e.g. `["--fault", "status:503"]`.
  public init(arguments: [String] = []) throws {
    let process = try ChildProcess(
      "python3",
      [Self.toolDirectory.appending(path: "fake_itunes.py").path, "--port", "0"] + arguments,
      environment: ProcessInfo.processInfo.environment, stdout: .pipe, stderr: .null)
    let line = Self.firstLine(of: process.output!)
    guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
      process.send(SIGTERM)
      process.wait()
      throw StartFailure(firstLine: line)
    }
    self.process = process
    self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
  }

  deinit {
    stop()
  }

  /// A base URL on this server whose every request meets `fault`, e.g. "status:503" or
  /// "delay:3" (the server's `/fault/<fault>` path prefix).
  public func baseURL(fault: String) -> URL {
    baseURL.appending(path: "fault/\(fault)")
  }

  /// The requests the server received so far, oldest first.
  public func recordedRequests() async throws -> [RecordedRequest] {
    let (body, _) = try await URLSession.shared.data(from: baseURL.appending(path: "__requests"))
    return try JSONDecoder().decode([RecordedRequest].self, from: body)
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

  /// The server did not print its `PORT n` line.
  public struct StartFailure: Error, CustomStringConvertible {
    /// What it printed instead (empty when it exited first).
    public let firstLine: String

    public var description: String { "fake-itunes did not start: \"\(firstLine)\"" }
  }
}
