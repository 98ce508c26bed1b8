import Domain
import MediaSearch
import Search

/// `--limit` and `--country`, each read for the command that takes it: a search's `--limit`
/// counts albums or songs, `history --limit` counts entries.
extension CommandLineOptions {
  /// The album and track search options of `command` (the defaults where it takes none).
  public func searchOptions(for command: Subcommand?) throws(UsageError) -> SearchOptions {
    let defaults = SearchOptions()
    // `history` and `filters` read their own `--limit` (and `filters` its own `--country`).
    let limitText = [.history, .filters].contains(command) ? nil : values["limit"]
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
