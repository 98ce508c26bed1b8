import InMemoryPorts
import Testing

/// Records a test issue for every call on `port`, naming the method.
private func recordingIssue(on port: String) -> CallObserver {
  { method in Issue.record("\(port).\(method) called but not allowed") }
}

extension InMemoryAccounts {
  /// No accounts and nobody signed in; unless `allowingUse`, every call records a test issue
  /// naming itself.
  public init(allowingUse: Bool) {
    self.init(observingCalls: allowingUse ? nil : recordingIssue(on: "InMemoryAccounts"))
  }
}

extension InMemorySearchHistory {
  /// An empty history; unless `allowingUse`, every call records a test issue naming itself, so a
  /// screen that must not touch the history fails its test when it does.
  public init(allowingUse: Bool) {
    self.init(observingCalls: allowingUse ? nil : recordingIssue(on: "InMemorySearchHistory"))
  }
}

extension InMemorySavedAlbums {
  /// An empty library; unless `allowingUse`, every call records a test issue naming itself, so a
  /// screen that must not touch the library fails its test when it does.
  public init(allowingUse: Bool) {
    self.init(observingCalls: allowingUse ? nil : recordingIssue(on: "InMemorySavedAlbums"))
  }
}

extension InMemorySignInAttempts {
  /// No attempts yet; unless `allowingUse`, every call records a test issue naming itself.
  public init(allowingUse: Bool) {
    self.init(observingCalls: allowingUse ? nil : recordingIssue(on: "InMemorySignInAttempts"))
  }
}
