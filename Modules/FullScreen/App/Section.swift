/// The side list's entries: each is a pane of its own.
enum Section: CaseIterable, Equatable {
  case search, library, history, queue, filters, profile

  var phrase: FullScreenPhrase {
    switch self {
    case .search: .search
    case .library: .library
    case .history: .history
    case .queue: .queue
    case .filters: .filters
    case .profile: .profile
    }
  }
}

/// Where the keys go: the side list, the section's pane, or the page opened from it.
enum Focus: Equatable {
  case side, main, detail
}
