import AdapterPorts
import ArtworkRendering
import Composition
import CoverArtCache
import Foundation
import TerminalKit

/// How this run draws covers: the policy's plan, what it was made from, and the drawer (nil when
/// covers show as URLs).
public struct ArtworkServices: Sendable {
  public let environment: TerminalEnvironment
  public let plan: ArtworkPlan
  public let terminalColumns: Int
  public let cacheDirectory: URL
  public let source: CachedCoverArtSource
  public let drawer: ArtworkDrawer?

  /// The live setup: the policy over the front end's `surface`, the services' covers
  /// (`LiveServices.covers`), libchafa drawing. No drawer with `--json` (URLs only).
  public static func live(
    _ configuration: AppConfiguration, services: LiveServices, surface: ArtworkSurface
  ) -> ArtworkServices {
    let environment = surface.environment
    let plan = ArtworkPolicy.plan(for: environment)
    let size = surface.size()
    let cacheDirectory = LiveServices.coverCacheDirectory(configuration)
    let source = services.covers(configuration, environment: environment.variables)
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
