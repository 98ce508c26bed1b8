import Domain
import TerminalKit
import TestSupport
import Testing

@testable import FullScreen

/// The `:` line reads the line app's commands (`AppCommand`): the same word means the same.
@Suite @MainActor struct FullScreenCommandLineTests {
  private func command(_ text: String, in app: FullScreenHarness) async {
    await app.press(.character(":"))
    await app.type(text)
    await app.press(.enter)
  }

  @Test func pauseAndPlayAreNotOneToggle() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter, .down, .enter)
    #expect(await eventually { app.coordinator.bar?.isPlaying == true })

    await command("pause", in: app)
    await command("pause", in: app)
    await command("stop", in: app)
    #expect(await eventually { await app.player.calls.contains(.stop) })

    let calls = await app.player.calls
    #expect(calls.filter { $0 == .pause }.count == 1, "\(calls)")
    #expect(!calls.contains(.resume), "a second pause did not resume: \(calls)")
  }

  @Test func playWhilePlayingDoesNotPause() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter, .down, .enter)
    #expect(await eventually { app.coordinator.bar?.isPlaying == true })

    await command("играть", in: app)
    await command("stop", in: app)
    #expect(await eventually { await app.player.calls.contains(.stop) })

    #expect(!(await app.player.calls.contains(.pause)))
  }

  @Test func aWordOneSlipFromACommandNamesIt() async throws {
    let app = try await FullScreenHarness.make()
    await command("histroy", in: app)

    #expect(app.coordinator.notice == "Unknown command: histroy · did you mean history?")
    #expect(app.coordinator.section != .history)
  }

  @Test func aKeysCommandTypedAfterTheColonDoesWhatTheKeyDoes() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    await command("save", in: app)

    #expect(await eventually { app.coordinator.notice?.contains("Saved “Группа крови”") == true })
  }
}
