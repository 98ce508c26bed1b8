import Foundation
import Testing

/// A trait for suites whose tests run the built `musiclib` (and servers, terminals): their tests
/// run side by side, but only so many at a time that the children they start share the cores
/// without one test's deadline passing while it waits for a core. The number is
/// `MUSICLIB_TEST_PARALLEL`, else twice the cores plus two (most of a test's time is waiting).
/// A test marked `.takesLong` (it waits on real time: previews playing, an interactive shell)
/// goes before those waiting with it, so that it runs beside the others instead of after them.
public struct EndToEndSlot: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite || testCase == nil ? nil : self
  }

  @concurrent public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    await Self.slots.acquire(first: test.traits.contains { $0 is TakesLong })
    do {
      // At high priority: its steps are short hops between waits on children, which would
      // otherwise queue behind the thousand unit tests' jobs on a pool as wide as the cores.
      try await withoutActuallyEscaping(function) { function in
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask(priority: .high) { try await function() }
          try await group.waitForAll()
        }
      }
    } catch {
      await Self.slots.release()
      throw error
    }
    await Self.slots.release()
  }

  private static let slots = Slots(
    count: ProcessInfo.processInfo.environment["MUSICLIB_TEST_PARALLEL"].flatMap { Int($0) }
      ?? 2 * ProcessInfo.processInfo.activeProcessorCount + 2)

  private actor Slots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var waitingFirst: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = max(1, count) }

    func acquire(first: Bool) async {
      guard free == 0 else {
        free -= 1
        return
      }
      await withCheckedContinuation { continuation in
        if first { waitingFirst.append(continuation) } else { waiting.append(continuation) }
      }
    }

    func release() {
      if !waitingFirst.isEmpty {
        waitingFirst.removeFirst().resume()
      } else if !waiting.isEmpty {
        waiting.removeFirst().resume()
      } else {
        free += 1
      }
    }
  }
}

extension Trait where Self == EndToEndSlot {
  /// Runs the suite's tests side by side, a few at a time (`EndToEndSlot`).
  public static var endToEnd: Self { Self() }
}

/// Marks an end-to-end test that waits on real time for many seconds (`EndToEndSlot`).
public struct TakesLong: TestTrait {}

extension Trait where Self == TakesLong {
  /// The test waits on real time for many seconds: it is started before the others waiting.
  public static var takesLong: Self { Self() }
}
