// swift-tools-version: 6.0
import PackageDescription

/// Every module another front end may reuse, each a library product named as its target, so a
/// front end takes only what it needs (README "Use the modules in your own front end").
let libraries = [
  // Core
  "Domain", "Localization",
  // Ports between adapters and the composition root (transport, request budget, artwork): no
  // feature imports them
  "AdapterPorts",
  // Features: Domain and Localization only, no C library, no terminal
  "Registration", "Authorization", "Search", "AlbumDetail", "History", "Player",
  "Library", "Filters", "MediaSearch", "MediaDetail",
  // Live adapters behind Domain ports
  "SQLiteStore", "PasswordHashing", "ITunesCatalog", "CoverArtCache", "CurlTransport",
  "ArtworkRendering", "MPVPreview", "ICUCollation",
  // Use-case decorators over the ports
  "CatalogStore",
  // Text views of every feature
  "TextUI",
]

let package = Package(
  name: "MusicLibrary",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "musiclib", targets: ["musiclib"])
  ] + libraries.map { .library(name: $0, targets: [$0]) },
  dependencies: [],
  targets: [
    // Core
    .target(name: "Domain", path: "Modules/Domain"),
    .target(name: "Localization", dependencies: ["Domain"], path: "Modules/Localization"),
    .target(name: "AdapterPorts", dependencies: ["Domain"], path: "Modules/AdapterPorts"),

    // Features
    .target(
      name: "Registration", dependencies: ["Domain", "Localization"],
      path: "Modules/Registration"),
    .target(
      name: "Authorization", dependencies: ["Domain", "Localization"],
      path: "Modules/Authorization"),
    .target(name: "Search", dependencies: ["Domain", "Localization"], path: "Modules/Search"),
    .target(
      name: "AlbumDetail", dependencies: ["Domain", "Localization"], path: "Modules/AlbumDetail"),
    .target(name: "Player", dependencies: ["Domain", "Localization"], path: "Modules/Player"),
    .target(name: "History", dependencies: ["Domain", "Localization"], path: "Modules/History"),
    .target(name: "Library", dependencies: ["Domain", "Localization"], path: "Modules/Library"),
    .target(name: "Filters", dependencies: ["Domain", "Localization"], path: "Modules/Filters"),
    .target(
      name: "MediaSearch", dependencies: ["Domain", "Localization"], path: "Modules/MediaSearch"),
    .target(
      name: "MediaDetail", dependencies: ["Domain", "Localization"], path: "Modules/MediaDetail"),

    // Live adapters behind Domain ports (C libraries only through their systemLibrary shims)

    // Storage and secrets
    .systemLibrary(
      name: "CSQLite", path: "Modules/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    .target(
      name: "SQLiteStore", dependencies: ["Domain", "AdapterPorts", "CSQLite"],
      path: "Modules/SQLiteStore"),
    .systemLibrary(name: "CCrypt", path: "Modules/CCrypt", providers: [.apt(["libcrypt-dev"])]),
    .target(
      name: "PasswordHashing", dependencies: ["Domain", "CCrypt"], path: "Modules/PasswordHashing"),

    // Network
    // Headers only: CurlTransport opens libcurl with dlopen on the first request.
    .systemLibrary(
      name: "CCurl", path: "Modules/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .target(
      name: "CurlTransport", dependencies: ["Domain", "AdapterPorts", "CCurl"],
      path: "Modules/CurlTransport"),

    // Catalog
    .target(
      name: "ITunesCatalog", dependencies: ["Domain", "AdapterPorts"],
      path: "Modules/ITunesCatalog"),

    // Artwork
    .systemLibrary(
      name: "CTurboJPEG", path: "Modules/CTurboJPEG", pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(
      name: "CChafa", path: "Modules/CChafa", pkgConfig: "chafa",
      providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    // ArtworkRendering opens libturbojpeg and libchafa with dlopen on the first cover, so that
    // commands without covers do not load them; the shims give its tests the headers.
    .target(
      name: "ArtworkRendering", dependencies: ["Domain", "AdapterPorts"],
      path: "Modules/ArtworkRendering"),
    .target(
      name: "CoverArtCache", dependencies: ["Domain", "AdapterPorts"],
      path: "Modules/CoverArtCache"),

    // Preview playback
    .target(
      name: "MPVPreview", dependencies: ["Domain", "AdapterPorts"], path: "Modules/MPVPreview"),

    // The search's collation keys from ICU as Foundation carries it (the `TextCollator` port of
    // Localization); linked statically with the runtime, already loaded by Foundation otherwise.
    .target(
      name: "ICUCollation", dependencies: ["Localization"], path: "Modules/ICUCollation",
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),

    // Use-case decorators over the ports: Domain only
    .target(name: "CatalogStore", dependencies: ["Domain"], path: "Modules/CatalogStore"),

    // Front end: the text views of every feature
    .target(
      name: "TextUI",
      dependencies: [
        "Domain", "AdapterPorts", "Localization", "Registration", "Authorization", "Search",
        "AlbumDetail", "Player", "History", "Library",
        "Filters", "MediaSearch", "MediaDetail",
      ],
      path: "Modules/TextUI"),

    // Composition root: the only target that sees every feature and adapter; it opens the live
    // services, builds each screen through one factory and routes between them. `musiclib` is
    // its executable.
    .target(
      name: "App",
      dependencies: [
        "Domain", "AdapterPorts", "Localization", "Registration", "Authorization", "Search",
        "AlbumDetail", "Player", "History", "SQLiteStore", "PasswordHashing", "CurlTransport",
        "ITunesCatalog",
        "TextUI", "ArtworkRendering", "CoverArtCache", "MPVPreview", "Library", "CatalogStore",
        "Filters", "MediaSearch", "MediaDetail", "ICUCollation",
      ],
      path: "Modules/App"),
    .executableTarget(name: "musiclib", dependencies: ["App"], path: "Modules/musiclib"),

    // Tools: benchmarks under Tools/bench, run by hand (never by `swift test`); fake-itunes and
    // common-passwords are scripts outside the package
    .executableTarget(
      name: "artwork-bench",
      dependencies: [
        "Domain", "AdapterPorts", "ArtworkRendering", "CoverArtCache", "CurlTransport",
      ],
      path: "Tools/bench/artwork-bench"),
    .executableTarget(
      name: "history-bench", dependencies: ["SQLiteStore", "Domain"],
      path: "Tools/bench/history-bench"),
    .executableTarget(
      name: "transport-bench", dependencies: ["CurlTransport", "Domain"],
      path: "Tools/bench/transport-bench"),
    .executableTarget(
      name: "search-minimal", dependencies: ["CurlTransport"], path: "Tools/bench/search-minimal"),

    // Tests
    .target(
      name: "TestSupport", dependencies: ["Domain", "AdapterPorts", "Localization"],
      path: "Tests/TestSupport"),
    .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
    .testTarget(name: "AdapterPortsTests", dependencies: ["AdapterPorts", "Domain"]),
    .testTarget(
      name: "LocalizationTests", dependencies: ["Localization", "Domain", "TestSupport"]),
    .testTarget(
      name: "RegistrationTests",
      dependencies: ["Registration", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "AuthorizationTests",
      dependencies: ["Authorization", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "SearchTests", dependencies: ["Search", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "AlbumDetailTests",
      dependencies: ["AlbumDetail", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "HistoryTests", dependencies: ["History", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "LibraryTests", dependencies: ["Library", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "FiltersTests", dependencies: ["Filters", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "MediaSearchTests",
      dependencies: ["MediaSearch", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "MediaDetailTests",
      dependencies: ["MediaDetail", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "SQLiteStoreTests",
      dependencies: ["SQLiteStore", "Domain", "AdapterPorts", "TestSupport"]),
    .testTarget(name: "PasswordHashingTests", dependencies: ["PasswordHashing"]),
    .testTarget(
      name: "TextUITests",
      dependencies: [
        "TextUI", "Domain", "AdapterPorts", "Localization", "Registration", "Search",
        "AlbumDetail", "Player", "History", "Library", "TestSupport",
        "Filters", "MediaSearch", "MediaDetail",
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App", "Domain", "AdapterPorts", "Search", "TextUI", "TestSupport", "Library", "Filters",
        "MediaSearch", "MediaDetail",
      ]),
    .testTarget(
      name: "ICUCollationTests", dependencies: ["ICUCollation", "Domain", "Localization"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "SQLiteStore"]),
    .testTarget(
      name: "CurlTransportTests", dependencies: ["CurlTransport", "CCurl", "Domain", "TestSupport"]
    ),
    .testTarget(
      name: "ITunesCatalogTests",
      dependencies: [
        "ITunesCatalog", "CurlTransport", "Domain", "AdapterPorts", "TestSupport", "SQLiteStore",
      ]),
    .testTarget(
      name: "ArtworkRenderingTests",
      dependencies: [
        "ArtworkRendering", "Domain", "AdapterPorts", "TestSupport", "CTurboJPEG", "CChafa",
      ]),
    .testTarget(
      name: "CoverArtCacheTests",
      dependencies: ["CoverArtCache", "CurlTransport", "Domain", "TestSupport"]),
    .testTarget(
      name: "PlayerTests", dependencies: ["Player", "Domain", "Localization", "TestSupport"]),
    .testTarget(name: "MPVPreviewTests", dependencies: ["MPVPreview", "Domain", "TestSupport"]),
    .testTarget(name: "PortabilityTests"),
    .testTarget(
      name: "CatalogStoreTests", dependencies: ["CatalogStore", "Domain", "TestSupport"]),
    .testTarget(
      name: "IntegrationTests",
      dependencies: ["Authorization", "SQLiteStore", "PasswordHashing", "Domain", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// Async functions run on their caller's actor unless marked `@concurrent`: a one-shot command
// then never leaves the main thread, so the runtime starts no worker thread (a store search
// started four; Tools/bench/README.md, "Fourth pass"). Work that blocks for long, such as
// password hashing, is `@concurrent` where it is called.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
