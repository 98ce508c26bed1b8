extension Console {
  /// Runs `work` (fetching and drawing covers) with `label` as the progress line, then clears
  /// it, so a slow cover host never leaves a blank screen without a sign of life.
  public func whileShowingProgress<Result>(
    _ label: String, _ work: () async -> Result
  ) async -> Result {
    showProgress(label)
    let result = await work()
    showProgress(nil)
    return result
  }
}
