import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One connected Unix socket to mpv: newline-delimited JSON both ways, replies matched to requests
/// by `request_id`, events passed on in order. A dedicated thread does the blocking reads.
final class MPVConnection: @unchecked Sendable {
  // State guarded by `lock`; the fd itself is only closed by the reader thread, holding both
  // locks, and never touched once `closed`: by then its number may be another file's or socket's.
  private let lock = NSLock()
  private let writeLock = NSLock()
  private var nextID = 1
  private var pending: [Int: CheckedContinuation<MPVMessage, any Error>] = [:]
  private var closed = false
  private let fd: Int32
  /// Everything mpv sends that is not a reply; ends when the connection closes.
  let events: AsyncStream<MPVMessage>
  private let eventSink: AsyncStream<MPVMessage>.Continuation

  /// Takes ownership of `fd`, a connected stream socket, and starts reading it.
  init(fd: Int32) {
    self.fd = fd
    (events, eventSink) = AsyncStream.makeStream(
      of: MPVMessage.self, bufferingPolicy: .bufferingNewest(256))
    let thread = Thread { [self] in readLoop() }
    thread.name = "mpv-ipc-reader"
    thread.start()
  }

  /// Sends `arguments` as one command and waits for its reply (at most `timeout`).
  func command(_ arguments: [MPVArgument], timeout: Duration = .seconds(5)) async throws
    -> MPVMessage
  {
    let id = lock.withLock {
      defer { nextID += 1 }
      return nextID
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    var line = try encoder.encode(Request(command: arguments, requestID: id))
    line.append(0x0A)
    return try await withCheckedThrowingContinuation { continuation in
      let isClosed = lock.withLock {
        if !closed { pending[id] = continuation }
        return closed
      }
      if isClosed {
        continuation.resume(throwing: PreviewFailureReason.ipc("connection closed"))
        return
      }
      if let error = writeAll(line) {
        finish(id, with: .failure(PreviewFailureReason.ipc("write failed, errno \(error)")))
        return
      }
      Task { [self] in
        try? await Task.sleep(for: timeout)
        finish(id, with: .failure(PreviewFailureReason.timeout))
      }
    }
  }

  /// Whether mpv's end has closed (mpv exited, or was told to go), whether or not its exit was
  /// noticed yet.
  var isClosed: Bool { lock.withLock { closed } }

  /// Wakes the reader thread, which then closes the socket and fails every waiting request.
  func disconnect() {
    lock.withLock {
      if !closed { _ = shutdown(fd, Int32(SHUT_RDWR)) }
    }
  }

  private struct Request: Encodable {
    let command: [MPVArgument]
    let requestID: Int

    private enum CodingKeys: String, CodingKey {
      case command
      case requestID = "request_id"
    }
  }

  /// Returns errno on failure. MSG_NOSIGNAL: a dead mpv must give EPIPE, not kill us by SIGPIPE.
  private func writeAll(_ data: Data) -> Int32? {
    writeLock.withLock {
      if lock.withLock({ closed }) { return EPIPE }
      return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int32? in
        guard let base = raw.baseAddress else { return nil }
        var offset = 0
        while offset < raw.count {
          let sent = send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
          if sent < 0 {
            if errno == EINTR { continue }
            return errno
          }
          offset += sent
        }
        return nil
      }
    }
  }

  private func finish(_ id: Int, with result: Result<MPVMessage, any Error>) {
    let continuation = lock.withLock { pending.removeValue(forKey: id) }
    continuation?.resume(with: result)
  }

  private func readLoop() {
    let decoder = JSONDecoder()
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      buffer.append(contentsOf: chunk[0..<count])
      while let newline = buffer.firstIndex(of: 0x0A) {
        let line = Data(buffer[..<newline])
        buffer.removeSubrange(...newline)
        guard let message = try? decoder.decode(MPVMessage.self, from: line) else { continue }
        if message.event == nil, let id = message.requestID {
          finish(id, with: .success(message))
        } else {
          eventSink.yield(message)
        }
      }
    }
    let waiting = writeLock.withLock {
      lock.withLock {
        closed = true
        close(fd)
        defer { pending = [:] }
        return pending
      }
    }
    for continuation in waiting.values {
      continuation.resume(throwing: PreviewFailureReason.ipc("connection closed"))
    }
    eventSink.finish()
  }
}
