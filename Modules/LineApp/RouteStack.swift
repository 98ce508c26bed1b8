/// The interactive app's navigation: the screens it came through, the one showing on top.
///
/// Back is a pop. The album and track search screens are kept on the stack while the screens
/// above them show, so coming back shows the same results.
struct RouteStack {
  /// One way to move, asked for by a router while a screen shows.
  enum Move: Equatable {
    /// Shows `route` above the current screen.
    case push(Route)
    /// Back to the screen below.
    case pop
    /// Back to the album search, searching `query` when given (a fresh search when none is on
    /// the stack).
    case popToSearch(query: String?)
    /// Starts over at `route` (after signing in or out).
    case reset(Route)
  }

  private(set) var routes: [Route]

  /// Starts at `route`.
  init(_ route: Route) { routes = [route] }

  /// The screen to show.
  var top: Route { routes[routes.count - 1] }

  /// Applies `move`; a pop from the only screen starts over at the album search.
  mutating func apply(_ move: Move) {
    switch move {
    case .push(let route): routes.append(route)
    case .pop:
      routes.removeLast()
      if routes.isEmpty { routes = [.search] }
    case .popToSearch:
      guard let index = routes.lastIndex(of: .search) else {
        routes = [.search]
        return
      }
      routes.removeSubrange((index + 1)...)
    case .reset(let route): routes = [route]
    }
  }

  /// Puts `route` in place of the top one (a player that started its tracks is, from then on,
  /// the player of what plays).
  mutating func replaceTop(with route: Route) {
    routes[routes.count - 1] = route
  }
}
