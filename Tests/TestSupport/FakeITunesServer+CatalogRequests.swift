extension FakeITunesServer {
  /// The catalog requests (searches and look-ups) the server received so far, oldest first:
  /// what the answer store and the request budget are measured by.
  public func catalogRequests() async throws -> [RecordedRequest] {
    try await recordedRequests().filter { ["/search", "/lookup"].contains($0.path) }
  }
}
