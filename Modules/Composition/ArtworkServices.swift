import AdapterPorts
import ArtworkRendering
import CoverArtCache
import Domain
import Foundation
import TerminalKit

/// How this run draws covers: the policy's plan, what it was made from, and the drawer (nil when
/// covers show as URLs).
public struct ArtworkServices: Sendable {
  /// The environment variable that sends cover requests to another host (fake-itunes in tests
  /// and demos), keeping each artwork URL's path.
  public static let baseURLVariable = "MUSICLIB_ARTWORK_BASE_URL"

  public let environment: TerminalEnvironment
  public let plan: ArtworkPlan
  public let terminalColumns: Int
  public let cacheDirectory: URL
  public let source: CachedCoverArtSource
  public let drawer: ArtworkDrawer?

  /// The live setup: the policy over the front end's `surface`, covers fetched through
  /// `transport` and cached in `<data-dir>/artwork-cache` (only the cached ones under
  /// `--offline`), libchafa drawing. No drawer with `--json` (URLs only).
  public static func live(
    _ configuration: AppConfiguration, transport: any HTTPTransport, surface: ArtworkSurface
  ) -> ArtworkServices {
    let environment = surface.environment
    let variables = environment.variables
    let plan = ArtworkPolicy.plan(for: environment)
    let size = surface.size()
    let cacheDirectory = URL(fileURLWithPath: configuration.dataDirectory)
      .appending(path: "artwork-cache")
    let source = CachedCoverArtSource(
      transport: transport, cacheDirectory: cacheDirectory,
      baseURL: variables[baseURLVariable].flatMap(URL.init(string:)),
      offline: configuration.answerPolicy.mode == .offline)
    var drawer: ArtworkDrawer?
    if let style = plan.style, !configuration.json {
      drawer = ArtworkDrawer(
        source: source,
        renderer: ChafaArtworkRenderer(
          cellPixelWidth: size.cellPixelWidth, cellPixelHeight: size.cellPixelHeight),
        style: style,
        terminalSize: {
          let now = surface.size()
          return (now.columns, now.rows)
        }, drawnImages: surface.drawnImages)
    }
    return ArtworkServices(
      environment: environment, plan: plan, terminalColumns: size.columns,
      cacheDirectory: cacheDirectory, source: source, drawer: drawer)
  }
}
