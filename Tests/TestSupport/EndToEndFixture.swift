/// What an end-to-end suite starts from: Tools/fake-itunes running, the built `musiclib` on a
/// data directory of its own with that server as its catalog, and Anna signed up and in unless
/// the suite says otherwise. A suite inherits it (or a test makes one); when it goes, the server
/// stops and the data directory is removed.
@MainActor open class EndToEndFixture {
  /// The catalog server the app talks to.
  public let server: FakeITunesServer
  /// The app, its catalog (and its covers, when asked) on `server`.
  public let app: MusiclibProcess

  /// Starts the server with `serverArguments`, gives the app its URL as the catalog (and as the
  /// covers' base when `coversFromServer`) with `environment` added, and signs Anna up and in
  /// when `signedIn`.
  public init(
    serverArguments: [String] = [], coversFromServer: Bool = false,
    environment: [String: String] = [:], signedIn: Bool = true
  ) throws {
    server = try FakeITunesServer(arguments: serverArguments)
    var serverEnvironment = ["MUSICLIB_API_URL": server.baseURL.absoluteString]
    if coversFromServer {
      serverEnvironment["MUSICLIB_ARTWORK_BASE_URL"] = server.baseURL.absoluteString
    }
    app = MusiclibProcess(environment: serverEnvironment.merging(environment) { $1 })
    if signedIn { try SignUpArguments.signUpAndIn(app) }
  }

  deinit {
    server.stop()
    app.removeData()
  }
}
