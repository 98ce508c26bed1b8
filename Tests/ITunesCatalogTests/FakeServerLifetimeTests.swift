import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Tools/fake-itunes ended by a signal no test sent through `stop()`: asking it for its requests
/// says how it ended and who sent the signal, instead of only "could not connect".
struct FakeServerLifetimeTests {
  @Test(arguments: [SIGHUP, SIGTERM, SIGINT])
  func aServerStoppedFromOutsideSaysWhoStoppedIt(signal: Int32) async throws {
    let server = try FakeITunesServer()
    _ = try await server.recordedRequests()
    kill(server.processIdentifier, signal)
    let deadline = ContinuousClock.now + .seconds(30)
    while !server.hasEnded && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(server.hasEnded)

    let error = await #expect(throws: FakeITunesServer.Gone.self) {
      try await server.recordedRequests()
    }
    let description = error.map { "\($0)" } ?? ""
    #expect(description.contains("exited with 0"), "stopped cleanly: \(description)")
    #expect(
      description.contains("signal \(signal) from pid \(getpid())"), "the sender: \(description)")
  }
}
