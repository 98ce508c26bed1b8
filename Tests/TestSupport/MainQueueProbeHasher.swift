import Dispatch
import Domain
import Foundation

/// A `PlainTextHasher` that notes, for every hash and verification, whether it ran on the main
/// queue (the main actor's executor): hashing is slow by design and must leave the main actor
/// free for the spinner.
public final class MainQueueProbeHasher: PasswordHashing, @unchecked Sendable {
  private static let mainQueueKey = DispatchSpecificKey<Bool>()
  private let hasher = PlainTextHasher()
  private let lock = NSLock()
  private var calls: [Bool] = []

  public init() {
    DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
  }

  /// For each hash or verification so far, in order, whether it ran on the main queue.
  public var ranOnMainQueue: [Bool] { lock.withLock { calls } }

  public func hash(_ password: String) throws -> String {
    note()
    return try hasher.hash(password)
  }

  public func verify(_ password: String, against hash: String) -> Bool {
    note()
    return hasher.verify(password, against: hash)
  }

  public func needsRehash(_ hash: String) -> Bool { hasher.needsRehash(hash) }

  private func note() {
    let onMain = DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
    lock.withLock { calls.append(onMain) }
  }
}
