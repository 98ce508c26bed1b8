import Foundation
import TestSupport
import Testing

/// Something other than a token file named `session-token` in the data directory (a FIFO
/// nobody writes to, a file of absurd size): every command treats it as no session, at once.
@Suite(.endToEnd) final class SessionTokenFileEndToEndTests: EndToEndFixture {
  private var token: URL { app.dataDirectory.appendingPathComponent("session-token") }

  /// `run`'s result, or a killed run's (its signal as the exit code) when it takes longer
  /// than `seconds`: a command that hangs fails the test instead of hanging it.
  private func finish(_ run: MusiclibProcess.Running, within seconds: Int = 20) async
    -> MusiclibProcess.Result
  {
    let deadline = Task {
      try await Task.sleep(for: .seconds(seconds))
      run.killAtOnce()
    }
    defer { deadline.cancel() }
    return await run.finish()
  }

  @Test(arguments: ["fifo", "huge"])
  func aTokenFileThatIsNoTokenIsNotSignedIn(_ kind: String) async throws {
    try FileManager.default.removeItem(at: token)
    if kind == "fifo" {
      #expect(mkfifo(token.path, 0o600) == 0)
    } else {
      let descriptor = open(token.path, O_WRONLY | O_CREAT, 0o600)
      #expect(descriptor >= 0 && ftruncate(descriptor, 4 << 30) == 0, "a sparse 4 GiB file")
      close(descriptor)
    }
    for arguments in [["profile"], ["library"], ["search", "кино"]] {
      let result = await finish(try app.start(arguments))
      #expect(result.exitCode == 77, "\(arguments): \(result.exitCode) \(result.stderr)")
      #expect(result.stderr.contains("Sign in first: musiclib signin"), "\(arguments)")
    }
    if TmuxSession.isAvailable {
      var environment = app.launchEnvironment()
      environment["TERM"] = "tmux-256color"
      let tmux = try await TmuxSession(
        "\(MusiclibProcess.executable.path) ui", environment: environment, columns: 80, rows: 24)
      let form = try await tmux.waitFor("E-mail")
      #expect(form.found, "ui asks to sign in: \(form.screen)")
      try await tmux.send("C-c")
      #expect(try await tmux.waitForExit() == 130)
    }
    var status = stat()
    #expect(lstat(token.path, &status) == 0, "left where it was")
    #expect(status.st_mode & S_IFMT == (kind == "fifo" ? S_IFIFO : S_IFREG))
  }
}
