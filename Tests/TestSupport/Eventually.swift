/// Waits until `condition` holds, checking it every `pollingEvery`, for at most `seconds`; whether
/// it held (it is checked once more at the deadline). For what happens asynchronously (an event
/// handled, a child reaped), never for timing: a slow machine only waits longer, and a condition
/// that holds returns at once. `condition` runs on the caller's actor.
public func eventually(
  within seconds: Double = 10, pollingEvery interval: Duration = .milliseconds(10),
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () async throws -> Bool
) async rethrows -> Bool {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while ContinuousClock.now < deadline, !Task.isCancelled {
    if try await condition() { return true }
    try? await Task.sleep(for: interval)
  }
  return try await condition()
}
