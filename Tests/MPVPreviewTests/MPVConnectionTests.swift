import Foundation
import Testing

@testable import MPVPreview

#if canImport(Glibc)
  import Glibc
#endif

/// A connection whose mpv is gone has closed its socket, and the process may give that
/// descriptor number to any file or socket it opens next: the connection must never touch it.
/// (It once shut down whatever held the number, another player's mpv or a test's fake server.)
@Suite struct MPVConnectionTests {
  @Test func aClosedConnectionLeavesItsOldDescriptorNumberAlone() async throws {
    var ends: [Int32] = [-1, -1]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
    let number = ends[0]
    let connection = MPVConnection(fd: number)
    close(ends[1])
    for await _ in connection.events {}

    var reuse: [Int32] = [-1, -1]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &reuse) == 0)
    // The lowest free number is usually the one just closed; otherwise put the socket there.
    if reuse[0] != number {
      try #require(dup2(reuse[0], number) == number)
      close(reuse[0])
    }
    defer {
      close(number)
      close(reuse[1])
    }

    connection.disconnect()
    await #expect(throws: PreviewFailureReason.self) {
      try await connection.command(["get_property", "pause"])
    }

    #expect(send(reuse[1], "ok", 2, Int32(MSG_NOSIGNAL)) == 2, "the new socket was not shut down")
    var byte = [UInt8](repeating: 0, count: 8)
    #expect(recv(number, &byte, 8, 0) == 2)
    #expect(recv(reuse[1], &byte, 8, Int32(MSG_DONTWAIT)) == -1 && errno == EAGAIN, "nothing sent")
  }
}
