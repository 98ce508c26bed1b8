import Domain
import MediaSearch
import Search

/// `--limit` and `--country`, each read for the command that takes it: a search's `--limit`
/// counts albums or songs, `history --limit` counts entries.
extension CommandLineOptions {
  /// The album and track search options of `command` (the defaults where it takes none).
  public func searchOptions(for command: Subcommand?) throws(UsageError) -> SearchOptions {
    let defaults = SearchOptions()
    // `history`, `filters` and `library` read their own `--limit` (and `filters` its own
    // `--country`).
    let limitText = [.history, .filters, .library].contains(command) ? nil : values["limit"]
    let country = (command == .filters ? nil : values["country"]) ?? defaults.country
    guard let limit = Int(limitText ?? String(defaults.limit)) else {
      throw .invalidValue(option: "--limit", value: limitText ?? "")
    }
    do {
      return try SearchOptions(limit: limit, country: country)
    } catch .limitOutOfRange {
      throw .invalidValue(option: "--limit", value: limitText ?? "")
    } catch {
      throw .invalidValue(option: "--country", value: country)
    }
  }

  /// How many entries `history` lists: `--limit` (what a search's `--limit` accepts, as it always
  /// has), else all a user keeps.
  public func historyLimit(for command: Subcommand?) throws(UsageError) -> Int {
    guard command == .history, let text = values["limit"] else {
      return HistoryEntry.maximumPerUser
    }
    guard let limit = Int(text), SearchOptions.limitRange.contains(limit) else {
      throw .invalidValue(option: "--limit", value: text)
    }
    return limit
  }

  /// The page `library` lists: `--offset` albums passed over (0 without it), then `--limit`
  /// albums at most (all without it).
  public func libraryPage(for command: Subcommand?) throws(UsageError) -> (
    offset: Int, limit: Int?
  ) {
    guard command == .library else { return (0, nil) }
    var page: (offset: Int, limit: Int?) = (0, nil)
    if let text = values["offset"] {
      guard let offset = Int(text), offset >= 0 else {
        throw .invalidValue(option: "--offset", value: text)
      }
      page.offset = offset
    }
    if let text = values["limit"] {
      guard let limit = Int(text), limit >= 1 else {
        throw .invalidValue(option: "--limit", value: text)
      }
      page.limit = limit
    }
    return page
  }

  /// `suggest --media`: the one kind of search to suggest from (nil: every kind).
  public func suggestionKind(for command: Subcommand?) throws(UsageError) -> SearchKind? {
    guard command == .suggest, let text = values["media"] else { return nil }
    guard let kind = SearchKind(rawValue: text.lowercased()) else {
      throw .invalidValue(option: "--media", value: text)
    }
    return kind
  }

  /// `search --media`: the filters given for this search (nil without `--media`: an album
  /// search); `--limit` and `--country` count only when given, the user's filters fill the rest.
  public func mediaOverrides(for command: Subcommand?) throws(UsageError) -> MediaSearchOverrides? {
    guard command == .search else { return nil }
    guard let mediaText = values["media"] else {
      // Albums have no explicit filter: said rather than ignored.
      if values["explicit"] != nil {
        throw .optionNotForCommand(option: "--explicit", command: "search (without --media)")
      }
      return nil
    }
    guard let media = MediaKind(filterName: mediaText.lowercased()) else {
      throw .invalidValue(option: "--media", value: mediaText)
    }
    var overrides = MediaSearchOverrides(media: media)
    if let text = values["explicit"] {
      switch text.lowercased() {
      case "yes": overrides.explicit = true
      case "no": overrides.explicit = false
      default: throw .invalidValue(option: "--explicit", value: text)
      }
    }
    // `searchOptions(for:)` has checked both against the same rules.
    overrides.limit = values["limit"].flatMap { Int($0) }
    overrides.country = values["country"]
    return overrides
  }
}
