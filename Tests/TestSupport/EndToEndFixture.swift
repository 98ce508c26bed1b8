import Testing

/// What an end-to-end suite starts from: Tools/fake-itunes running, the built `musiclib` on a
/// data directory of its own with that server as its catalog, and Anna signed up and in unless
/// the suite says otherwise. A suite inherits it (or a test makes one); when it goes, a server
/// of its own stops and the data directory is removed.
open class EndToEndFixture {
  /// The catalog server the app talks to.
  public let server: FakeITunesServer
  /// The app, its catalog (and its covers, when asked) on `server`.
  public let app: MusiclibProcess

  /// Gives the app a catalog (and, when `coversFromServer`, the covers' base) with `environment`
  /// added, with Anna signed up and in when `signedIn`. The catalog is a share of the server
  /// every test started with `serverArguments` shares, or one of its own for a test marked
  /// `.stopsTheCatalog`.
  public init(
    serverArguments: [String] = [], coversFromServer: Bool = false,
    environment: [String: String] = [:], signedIn: Bool = true
  ) async throws {
    if Test.current?.traits.contains(where: { $0 is StopsTheCatalog }) == true {
      server = try await offThePool { try FakeITunesServer(arguments: serverArguments) }
    } else {
      server = try await FakeITunesServer.shared(arguments: serverArguments)
    }
    var serverEnvironment = ["MUSICLIB_API_URL": server.baseURL.absoluteString]
    if coversFromServer {
      serverEnvironment["MUSICLIB_ARTWORK_BASE_URL"] = server.baseURL.absoluteString
    }
    app = MusiclibProcess(environment: serverEnvironment.merging(environment) { $1 })
    if signedIn { try await SignedInDataDirectory.copy(to: app.dataDirectory) }
  }

  deinit {
    app.removeData()
  }
}

/// Marks a test of an `EndToEndFixture` suite that stops its catalog server: it gets a server
/// of its own instead of a share of the one the other tests read from.
public struct StopsTheCatalog: TestTrait {}

extension Trait where Self == StopsTheCatalog {
  /// The test stops its catalog server (`StopsTheCatalog`).
  public static var stopsTheCatalog: Self { Self() }
}
