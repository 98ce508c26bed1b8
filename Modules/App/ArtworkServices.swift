import AdapterPorts
import ArtworkRendering
import CoverArtCache
import Domain
import Foundation
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How this run draws covers: the policy's plan, what it was made from, and the drawer (nil when
/// covers show as URLs).
struct ArtworkServices: Sendable {
  /// The environment variable that sends cover requests to another host (fake-itunes in tests
  /// and demos), keeping each artwork URL's path.
  static let baseURLVariable = "MUSICLIB_ARTWORK_BASE_URL"

  let environment: TerminalEnvironment
  let plan: ArtworkPlan
  let terminalColumns: Int
  let cacheDirectory: URL
  let source: CachedCoverArtSource
  let drawer: (any ArtworkDrawing)?

  /// The live setup: the policy over the process's environment, covers fetched through
  /// `transport` and cached in `<data-dir>/artwork-cache`, libchafa drawing. No drawer with
  /// `--json` (URLs only). Pixel covers are recorded in `drawnImages`, the console's, so that it
  /// lets them through.
  @MainActor static func live(
    _ configuration: AppConfiguration, transport: any HTTPTransport,
    environment variables: [String: String], noColorFlag: Bool, drawnImages: DrawnImages
  ) -> ArtworkServices {
    let environment = TerminalEnvironment(
      variables: variables, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      artOption: configuration.artOption, noColorFlag: noColorFlag)
    let plan = ArtworkPolicy.plan(for: environment)
    let size = TerminalSize.current(environment: variables)
    let cacheDirectory = URL(fileURLWithPath: configuration.dataDirectory)
      .appending(path: "artwork-cache")
    let source = CachedCoverArtSource(
      transport: transport, cacheDirectory: cacheDirectory,
      baseURL: variables[baseURLVariable].flatMap(URL.init(string:)))
    var drawer: (any ArtworkDrawing)?
    if let style = plan.style, !configuration.json {
      drawer = ArtworkDrawer(
        source: source,
        renderer: ChafaArtworkRenderer(
          cellPixelWidth: size.cellPixelWidth, cellPixelHeight: size.cellPixelHeight),
        style: style,
        terminalSize: {
          let now = TerminalSize.current(environment: variables)
          return (now.columns, now.rows)
        }, drawnImages: drawnImages)
    }
    return ArtworkServices(
      environment: environment, plan: plan, terminalColumns: size.columns,
      cacheDirectory: cacheDirectory, source: source, drawer: drawer)
  }
}
