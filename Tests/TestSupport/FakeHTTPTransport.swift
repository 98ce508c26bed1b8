import AdapterPorts
import Domain
import Foundation
import Testing

/// An `HTTPTransport` that answers from a table: a response or a failure per URL, or a request
/// that hangs until its task is cancelled; optionally one answer for every other URL. It records
/// each request and each cancellation.
public actor FakeHTTPTransport: HTTPTransport {
  /// How the transport answers one URL.
  public enum Answer: Sendable {
    /// This status and body.
    case response(status: Int, body: Data)
    /// This error is thrown.
    case failure(MusicLibraryError)
    /// No answer: the request waits until its task is cancelled, then throws `CancellationError`.
    case hang
  }

  private let answers: [String: Answer]
  private let otherwise: Answer?
  private var recorded: [String] = []
  private var cancelledURLs: [String] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// A transport answering `answers[url.absoluteString]`; any other URL gets `otherwise`, or
  /// without it is `.noConnection` and a test issue.
  public init(answers: [String: Answer], otherwise: Answer? = nil) {
    self.answers = answers
    self.otherwise = otherwise
  }

  /// Every URL requested so far, oldest first.
  public var requests: [String] { recorded }

  /// The URLs whose requests were cancelled while they hung, oldest first.
  public var cancelled: [String] { cancelledURLs }

  /// Returns once `count` requests have arrived.
  public func waitForRequests(_ count: Int) async {
    guard recorded.count < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    recorded.append(url.absoluteString)
    let ready = waiters.filter { $0.count <= recorded.count }
    waiters.removeAll { $0.count <= recorded.count }
    for waiter in ready { waiter.continuation.resume() }
    switch answers[url.absoluteString] ?? otherwise {
    case .response(let status, let body)?: return HTTPResponse(status: status, body: body)
    case .failure(let error)?: throw error
    case .hang?:
      do {
        try await Task.sleep(for: .seconds(3600))
      } catch {
        cancelledURLs.append(url.absoluteString)
        throw CancellationError()
      }
      throw MusicLibraryError.timeout
    case nil:
      Issue.record("FakeHTTPTransport.get called for \(url), which was not configured")
      throw MusicLibraryError.noConnection
    }
  }
}
