import Foundation
import TestSupport
import Testing

/// Ctrl-C typed on a real (pseudo-)terminal at a no-echo password prompt, or while a request
/// waits for a slow server: exit 130, with the terminal echoing again.
@Suite(.endToEnd) struct InterruptEndToEndTests {
  @Test func ctrlCAtTheSignInPasswordPromptExits130WithEchoOn() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let run = try await app.interruptInTerminal(
      ["signin", "--email", "x@y.io"], interruptAfter: "Password:", awaitNoEcho: true)

    #expect(!run.echoWhenInterrupted, "the prompt had turned echo off")
    #expect(run.exitCode == 130, "\(run.output)")
    #expect(run.echoAfterwards)
    #expect(!run.mainThreadBlockedInterrupt, "a subcommand's own handler takes Ctrl-C")
  }

  @Test func ctrlCAtTheAppsPasswordPromptExits130WithEchoOn() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let run = try await app.interruptInTerminal(
      [], replies: [.init(after: "E-mail: ", type: "x@y.io")], interruptAfter: "Password:",
      awaitNoEcho: true)

    #expect(!run.echoWhenInterrupted, "the prompt had turned echo off")
    #expect(run.exitCode == 130, "\(run.output)")
    #expect(run.echoAfterwards)
    #expect(run.output.hasSuffix("Password: \n"), "the shell's prompt gets a line of its own")
    // The app's Ctrl-C is read from Dispatch's signalfd, which only sees it while every thread
    // blocks it (1 run in 2 under the thread sanitizer lost it).
    #expect(run.mainThreadBlockedInterrupt)
  }

  @Test func ctrlCDuringASlowSearchExits130WithoutWaitingForTheServer() async throws {
    let server = try await FakeITunesServer.shared()
    let app = MusiclibProcess(environment: [
      "MUSICLIB_API_URL": server.baseURL(fault: "delay:20").absoluteString
    ])
    defer { app.removeData() }
    try await SignUpArguments.signUpAndIn(app)

    let run = try await app.interruptInTerminal(["search", "beatles"], interruptAfter: "beatles")

    #expect(run.exitCode == 130, "\(run.output)")
    #expect(run.secondsToExit < 10, "the server answers only after 20 seconds")
    #expect(run.echoAfterwards)
  }
}
