import AlbumDetail
import Authorization
import Domain
import Filters
import History
import ICUCollation
import Library
import Localization
import MediaDetail
import MediaSearch
import PlaybackModel
import Player
import Registration
import Search

/// Each feature's dependencies, made from the live services and the configuration in one place
/// for the interactive app and the subcommands alike.
extension LiveServices {
  /// Who is signed in, kept by the session store and looked up in the user store.
  public var currentUser: any CurrentUser { SessionCurrentUser(users: users, session: session) }

  public func authorizationDependencies(_ configuration: AppConfiguration)
    -> AuthorizationDependencies
  {
    AuthorizationDependencies(
      users: users, currentUser: currentUser, hasher: hasher, attempts: attempts, clock: clock,
      language: configuration.language)
  }

  public func registrationDependencies(_ configuration: AppConfiguration)
    -> RegistrationDependencies
  {
    RegistrationDependencies(
      users: users, hasher: hasher, clock: clock, defaultPhoneRegion: configuration.phoneRegion,
      language: configuration.language)
  }

  public func profileDependencies(_ configuration: AppConfiguration) -> ProfileDependencies {
    ProfileDependencies(
      currentUser: currentUser, clock: clock, language: configuration.language)
  }

  public func searchDependencies(_ configuration: AppConfiguration, options: SearchOptions)
    -> SearchDependencies
  {
    var dependencies = SearchDependencies(
      currentUser: currentUser, catalog: catalog, history: history, clock: clock,
      language: configuration.language, options: options)
    #if canImport(_FoundationICU)
      // Elsewhere (no ICU module of Foundation's) results are compared pair by pair.
      dependencies.collator = ICUTextCollator(locale: configuration.language.locale)
    #endif
    return dependencies
  }

  /// The catalog that opens and plays albums: the user's saved copy answers for an album the
  /// catalog cannot give or no longer has.
  var albumCatalog: any MusicCatalog {
    SavedCopyCatalog(
      catalog: catalog, currentUser: currentUser, savedAlbums: savedAlbums, clock: clock)
  }

  public func albumDetailDependencies(_ configuration: AppConfiguration, country: String)
    -> AlbumDetailDependencies
  {
    AlbumDetailDependencies(
      currentUser: currentUser, catalog: albumCatalog, savedAlbums: savedAlbums, clock: clock,
      language: configuration.language, country: country)
  }

  public func libraryDependencies(_ configuration: AppConfiguration) -> LibraryDependencies {
    var dependencies = LibraryDependencies(
      currentUser: currentUser, savedAlbums: savedAlbums, clock: clock,
      language: configuration.language)
    #if canImport(_FoundationICU)
      dependencies.collator = ICUTextCollator(locale: configuration.language.locale)
    #endif
    return dependencies
  }

  public func historyDependencies(
    _ configuration: AppConfiguration, listLimit: Int = HistoryEntry.maximumPerUser
  ) -> HistoryDependencies {
    HistoryDependencies(
      currentUser: currentUser, history: history, clock: clock,
      language: configuration.language, listLimit: listLimit)
  }

  public func playerDependencies(
    _ configuration: AppConfiguration, playback: any PlaybackSession, country: String
  ) -> PlayerDependencies {
    PlayerDependencies(
      currentUser: currentUser, catalog: albumCatalog, playback: playback,
      language: configuration.language, country: country)
  }

  public func filtersDependencies(_ configuration: AppConfiguration) -> FiltersDependencies {
    FiltersDependencies(
      currentUser: currentUser, filters: mediaFilters, language: configuration.language)
  }

  public func mediaSearchDependencies(
    _ configuration: AppConfiguration, overrides: MediaSearchOverrides
  ) -> MediaSearchDependencies {
    MediaSearchDependencies(
      currentUser: currentUser, catalog: catalog, filters: mediaFilters, history: history,
      clock: clock, language: configuration.language, overrides: overrides)
  }

  public func mediaDetailDependencies(_ configuration: AppConfiguration) -> MediaDetailDependencies
  {
    MediaDetailDependencies(
      currentUser: currentUser, catalog: catalog, filters: mediaFilters,
      language: configuration.language)
  }
}

extension LiveServices {
  /// The orders a library is listed in, one per language: every saved album gets its key in each.
  static var libraryOrderings: [any SavedAlbumOrdering] {
    #if canImport(_FoundationICU)
      Language.allCases.map {
        AlbumCollation(locale: $0.locale, collator: ICUTextCollator(locale: $0.locale))
      }
    #else
      []
    #endif
  }
}
