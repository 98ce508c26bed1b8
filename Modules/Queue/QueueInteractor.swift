import Domain
import PlaybackModel

/// The queue rules: a signed-in user is required to add albums, an unknown album is `.notFound`,
/// an album is added in playing order, and every change goes to the run's playback.
public struct QueueInteractor: QueueInteracting {
  private let dependencies: QueueDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: QueueDependencies) {
    self.dependencies = dependencies
  }

  private var session: any PlaybackSession { dependencies.session }

  // MARK: - QueueInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func entries(ofAlbum id: Int64) async throws -> [QueueEntry] {
    _ = try await signedInUser()
    let album = try await dependencies.catalog.albumInPlayingOrder(
      id: id, country: dependencies.country)
    return QueueEntry.entries(of: album)
  }

  public func snapshot() async -> PlaybackSnapshot { await session.snapshot() }

  public func changes() async -> AsyncStream<PlaybackSnapshot> { await session.changes() }

  public func append(_ entries: [QueueEntry]) async { await session.append(entries) }

  public func jump(to index: Int) async { await session.jump(to: index) }

  public func remove(at index: Int) async { await session.remove(at: index) }

  public func move(from source: Int, to destination: Int) async {
    await session.move(from: source, to: destination)
  }

  public func clear() async { await session.clear() }

  public func setRepeat(_ mode: RepeatMode) async { await session.setRepeat(mode) }

  public func setShuffled(_ on: Bool) async { await session.setShuffled(on) }
}
