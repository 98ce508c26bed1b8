import Foundation

extension FakeITunesServer {
  /// `Tools/fake-itunes/artwork`: the covers the server answers artwork URLs with.
  public static let artworkDirectory = fixturesDirectory.deletingLastPathComponent()
    .appending(path: "artwork")

  /// The bytes of one cover file, e.g. "cmyk.jpg".
  public static func artwork(_ name: String) throws -> Data {
    try Data(contentsOf: artworkDirectory.appending(path: name))
  }

  /// The artwork requests (`/image/…`) the server received so far.
  public func artworkRequests() async throws -> [RecordedRequest] {
    try await recordedRequests().filter { $0.path.hasPrefix("/image/") }
  }
}
