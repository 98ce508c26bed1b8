/// Checks `condition` every `interval` until it holds or `seconds` have passed; whether it held.
/// A test waits for what it is about with this, never for a fixed time.
public func eventually(
  within seconds: Double = 15, every interval: Duration = .milliseconds(20),
  _ condition: () async throws -> Bool
) async throws -> Bool {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while true {
    if try await condition() { return true }
    guard ContinuousClock.now < deadline else { return false }
    try await Task.sleep(for: interval)
  }
}
