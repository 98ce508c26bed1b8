import Foundation
import Testing

@testable import LineApp

/// The wait for a request in flight: Ctrl-C or Esc cancels it, other keys are dropped.
@Suite @MainActor struct CancellableWaitTests {
  @Test(arguments: ["\u{03}", "ab\u{1B}"])
  func aCancelKeyCancelsTheWorkInFlight(typed: String) async {
    let keyboard = ScriptedKeyboard(typing: "", whileWaiting: typed)
    var sawCancellation = false
    let cancelled = await CancellableWait(keyboard: keyboard.terminal).run {
      do {
        try await Task.sleep(for: .seconds(600))
      } catch {
        sawCancellation = error is CancellationError
      }
    }
    #expect(cancelled)
    #expect(sawCancellation)
    #expect(!keyboard.isRaw, "the terminal is put back")
  }

  @Test func workThatEndsIsNotCancelled() async {
    let keyboard = ScriptedKeyboard(typing: "")
    var ran = false
    let cancelled = await CancellableWait(keyboard: keyboard.terminal).run { ran = true }
    #expect(!cancelled)
    #expect(ran)
  }
}
