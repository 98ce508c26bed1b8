import Foundation

/// Which redirects a transfer may follow: only to the same scheme, host and port.
enum RedirectPolicy {
  /// Whether a request to `origin` may follow a redirect to `target` (both absolute URLs).
  static func allows(from origin: String, to target: String) -> Bool {
    guard let from = Origin(origin), let to = Origin(target) else { return false }
    return from == to
  }

  private struct Origin: Equatable {
    let scheme: String
    let host: String
    let port: Int

    init?(_ text: String) {
      guard let components = URLComponents(string: text),
        let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
        let host = components.host?.lowercased(), !host.isEmpty
      else { return nil }
      self.scheme = scheme
      self.host = host
      port = components.port ?? (scheme == "https" ? 443 : 80)
    }
  }
}
