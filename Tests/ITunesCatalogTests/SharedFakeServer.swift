import TestSupport
import Testing

/// One fake-itunes for all the tests of a suite, started before the first and stopped after
/// the last: its faults are chosen per request, so the tests need no server each.
struct SharedFakeServer: SuiteTrait, TestScoping {
  /// The server of the suite being run.
  @TaskLocal static var current: FakeITunesServer?

  @concurrent func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    let server = try FakeITunesServer()
    defer { server.stop() }
    try await Self.$current.withValue(server) { try await function() }
  }

  /// The running suite's server.
  static func server() throws -> FakeITunesServer {
    try #require(current, "the suite has no .sharedFakeServer trait")
  }
}

extension Trait where Self == SharedFakeServer {
  /// One fake-itunes for the whole suite: `SharedFakeServer.server()`.
  static var sharedFakeServer: Self { Self() }
}
