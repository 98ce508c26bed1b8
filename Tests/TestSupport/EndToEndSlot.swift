import Foundation
import Testing

/// A trait for suites whose tests run the built `musiclib` (and servers, terminals): their tests
/// run side by side, but only so many at a time that the children they start share the cores
/// without one test's deadline passing while it waits for a core. The number is
/// `MUSICLIB_TEST_PARALLEL`, else twice the cores plus two (most of a test's time is waiting).
public struct EndToEndSlot: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite || testCase == nil ? nil : self
  }

  @concurrent public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    await Self.slots.acquire()
    do {
      try await function()
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

    init(count: Int) { free = max(1, count) }

    func acquire() async {
      guard free == 0 else {
        free -= 1
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
      if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
  }
}

extension Trait where Self == EndToEndSlot {
  /// Runs the suite's tests side by side, a few at a time (`EndToEndSlot`).
  public static var endToEnd: Self { Self() }
}
