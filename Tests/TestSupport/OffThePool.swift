import Foundation

/// Runs `work`, which blocks (on a child process, a pipe, a lock), on a thread of its own and
/// returns its value: blocking one of the cooperative pool's few threads instead would stop
/// other tests from running in the meantime.
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}

/// `offThePool` for work that throws.
public func offThePool<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
  }
}
