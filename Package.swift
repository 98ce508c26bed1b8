// swift-tools-version: 6.0
import PackageDescription

/// Every module another front end may reuse, each a library product named as its target, so a
/// front end takes only what it needs (README "Use the modules in your own front end").
let libraries = [
  // Core
  "Domain", "PlaybackModel", "Localization", "Presentation", "Playback",
  // Ports between adapters and the composition root (transport, request budget, artwork): no
  // feature imports them
  "AdapterPorts",
  // Features: Domain, Localization and Presentation only, no C library, no terminal
  "Registration", "Authorization", "Search", "AlbumDetail", "History", "Player", "Queue",
  "Library", "Filters", "MediaSearch", "MediaDetail",
  // Live adapters behind Domain ports
  "SQLiteStore", "SQLiteAnswerStore", "PasswordHashing", "ITunesCatalog", "CoverArtCache",
  "CurlTransport",
  "ArtworkRendering", "MPVPreview", "ICUCollation",
  "MPRISBridge",
  // Use-case decorators over the ports
  "CatalogStore",
  // In-memory ports for tests and other front ends: Domain only
  "InMemoryPorts",
  // Front-end building blocks
  "TerminalText", "TerminalKit", "LineEditing", "TerminalFrames", "JSONDocuments",
  // A colour both the cover adapters and the terminal frames speak
  "Colors",
  // The interactive commands both front ends parse and bind keys to
  "AppCommands",
  // View models as text, for the line app and the one-shot commands
  "TextRenderers",
  // The composition root a front end drives, UI-neutral
  "Composition",
  // What the terminal front ends add to it: the console, covers drawn as cells, links, the theme
  "TerminalComposition",
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
    // What plays: the play queue, its entries and modes, the session and preview player ports
    .target(name: "PlaybackModel", dependencies: ["Domain"], path: "Modules/PlaybackModel"),
    .target(
      name: "Localization", dependencies: ["PlaybackModel", "Domain"], path: "Modules/Localization"),
    .target(name: "Colors", path: "Modules/Colors"),
    .target(
      name: "AdapterPorts", dependencies: ["Colors", "Domain"], path: "Modules/AdapterPorts"),
    // The presenter machinery features share: the search screens' core, one-display notices
    .target(
      name: "Presentation", dependencies: ["Domain", "Localization"], path: "Modules/Presentation"),
    // The run's playback: the queue over the preview player, moving on by itself
    .target(name: "Playback", dependencies: ["PlaybackModel", "Domain"], path: "Modules/Playback"),

    // Features
    .target(
      name: "Registration", dependencies: ["Domain", "Localization"],
      path: "Modules/Registration"),
    .target(
      name: "Authorization", dependencies: ["Domain", "Localization"],
      path: "Modules/Authorization"),
    .target(
      name: "Search", dependencies: ["Domain", "Localization", "Presentation"],
      path: "Modules/Search"),
    .target(
      name: "AlbumDetail", dependencies: ["Domain", "Localization", "Presentation"],
      path: "Modules/AlbumDetail"),
    .target(
      name: "Player", dependencies: ["PlaybackModel", "Domain", "Localization", "Presentation"],
      path: "Modules/Player"),
    .target(
      name: "Queue", dependencies: ["PlaybackModel", "Domain", "Localization", "Presentation"],
      path: "Modules/Queue"),
    .target(name: "History", dependencies: ["Domain", "Localization"], path: "Modules/History"),
    .target(name: "Library", dependencies: ["Domain", "Localization"], path: "Modules/Library"),
    .target(name: "Filters", dependencies: ["Domain", "Localization"], path: "Modules/Filters"),
    .target(
      name: "MediaSearch", dependencies: ["Domain", "Localization", "Presentation"],
      path: "Modules/MediaSearch"),
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
    .target(
      name: "SQLiteAnswerStore",
      dependencies: ["SQLiteStore", "Domain", "AdapterPorts", "CSQLite"],
      path: "Modules/SQLiteAnswerStore"),
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
      name: "ArtworkRendering", dependencies: ["Colors", "Domain", "AdapterPorts"],
      path: "Modules/ArtworkRendering"),
    .target(
      name: "CoverArtCache", dependencies: ["Domain", "AdapterPorts"],
      path: "Modules/CoverArtCache"),

    // Preview playback
    .target(
      name: "MPVPreview", dependencies: ["PlaybackModel", "Domain", "AdapterPorts"],
      path: "Modules/MPVPreview"),

    // The desktop's media controls: MPRIS 2 on the session bus through gio, which the bridge
    // opens with dlopen when it starts; CGio declares the few types it needs and links nothing.
    .systemLibrary(name: "CGio", path: "Modules/CGio"),
    .target(
      name: "MPRISBridge", dependencies: ["AdapterPorts", "CGio"], path: "Modules/MPRISBridge"),

    // The search's collation keys from ICU as Foundation carries it (the `TextCollator` port of
    // Localization); linked statically with the runtime, already loaded by Foundation otherwise.
    .target(
      name: "ICUCollation", dependencies: ["Localization"], path: "Modules/ICUCollation",
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),

    // Use-case decorators over the ports: Domain only
    .target(name: "CatalogStore", dependencies: ["Domain"], path: "Modules/CatalogStore"),

    // In-memory ports (accounts, session, history, saved albums, filters, clocks, a scripted
    // catalog) that tests and other front ends use instead of the live adapters: Domain only
    .target(name: "InMemoryPorts", dependencies: ["Domain"], path: "Modules/InMemoryPorts"),

    // Front-end building blocks: Foundation (and the C library) only
    // Text as a terminal shows it: its width in cells, wrapping and cutting, and what may reach it
    .target(name: "TerminalText", path: "Modules/TerminalText"),
    // The terminal itself: its console, keys and events, signals, size, theme and covers' cells
    .target(name: "TerminalKit", dependencies: ["TerminalText"], path: "Modules/TerminalKit"),
    // The line editor over the terminal toolkit: one line's keys, its drawing and its prompts
    .target(
      name: "LineEditing", dependencies: ["TerminalText", "TerminalKit"],
      path: "Modules/LineEditing"),
    .target(
      name: "TerminalFrames", dependencies: ["Colors", "TerminalText", "TerminalKit"],
      path: "Modules/TerminalFrames"),
    .target(
      name: "JSONDocuments", dependencies: ["TerminalText", "TerminalKit"],
      path: "Modules/JSONDocuments"),

    // The interactive commands both front ends understand: their words in English and Russian,
    // their parsing and their descriptions
    .target(
      name: "AppCommands", dependencies: ["Domain", "Localization"], path: "Modules/AppCommands"),

    // Every feature's view model as text, shared by the line app and the one-shot commands, with
    // the line app's hints (its help screens are the line app's own)
    .target(
      name: "TextRenderers",
      dependencies: [
        "AppCommands", "PlaybackModel", "TerminalText", "Domain", "Localization", "TerminalKit",
        "JSONDocuments",
        "Registration", "Authorization",
        "Search", "AlbumDetail",
        "Player", "Queue", "History", "Library",
        "Filters", "MediaSearch", "MediaDetail",
      ],
      path: "Modules/TextRenderers"),

    // Composition root: the only target that sees every feature and adapter; it opens the live
    // services and builds each screen through one factory, writing nothing itself and knowing no
    // terminal and no window: the front end that drives it gives the request budget's waiter
    // and what its own views need (`FrontEndParts`).
    .target(
      name: "Composition",
      dependencies: [
        "PlaybackModel", "AdapterPorts", "Domain", "Localization", "Registration",
        "Authorization",
        "Search",
        "AlbumDetail",
        "Player", "Queue", "Playback", "History", "Library", "Filters", "MediaSearch",
        "MediaDetail", "SQLiteStore", "SQLiteAnswerStore",
        "PasswordHashing", "CurlTransport", "ITunesCatalog", "CatalogStore",
        "CoverArtCache", "MPVPreview", "ICUCollation", "InMemoryPorts",
        "MPRISBridge",
      ],
      path: "Modules/Composition"),
    // What the terminal front ends add to the composition root: the console they run on, covers
    // drawn as cells, hyperlinks, the theme.
    .target(
      name: "TerminalComposition",
      dependencies: [
        "Composition", "AdapterPorts", "Domain", "TerminalText", "TerminalKit",
        "ArtworkRendering", "CoverArtCache",
      ],
      path: "Modules/TerminalComposition"),
    // What every line-app screen is made of: the playback it reaches, every screen's help and the
    // line that answers a command it does not know.
    .target(
      name: "LineScreens",
      dependencies: [
        "AppCommands", "TerminalText", "TextRenderers", "TerminalKit", "Localization",
      ],
      path: "Modules/LineScreens"),
    // The line app's player and queue screens, which `musiclib play` also runs on their own.
    .target(
      name: "LinePlayer",
      dependencies: [
        "AppCommands", "LineScreens", "TerminalText", "TextRenderers", "TerminalKit",
        "Localization", "Player", "Queue",
      ],
      path: "Modules/LinePlayer"),
    // The line app's sign-up, sign-in and profile screens.
    .target(
      name: "LineAccountScreens",
      dependencies: [
        "LineScreens", "TerminalText", "TextRenderers", "TerminalKit", "LineEditing",
        "Localization", "Registration", "Authorization",
      ],
      path: "Modules/LineAccountScreens"),
    // The interactive line app: its screens' loops and the coordinator that routes between them.
    .target(
      name: "LineApp",
      dependencies: [
        "AppCommands", "TerminalText", "Composition", "TerminalComposition", "TextRenderers",
        "TerminalKit",
        "LineEditing", "LineScreens", "LinePlayer", "LineAccountScreens", "Domain", "Localization",
        "Registration", "Authorization", "Search", "AlbumDetail", "Player", "Queue", "History",
        "Library", "Filters", "MediaSearch", "MediaDetail",
      ],
      path: "Modules/LineApp"),
    // What the command line accepts and how it describes itself: options and subcommands, their
    // parsing, help, the man page and shell completions.
    .target(
      name: "CommandLineSpec",
      dependencies: [
        "AppCommands", "Composition", "Domain", "Localization", "TerminalKit", "Search",
        "MediaSearch",
      ],
      path: "Modules/CommandLineSpec"),
    // `musiclib doctor`: what this machine, its terminal, the catalog and the data directory can
    // do, each checked and reported with why
    .target(
      name: "Doctor",
      dependencies: [
        "AdapterPorts", "AppCommands", "ArtworkRendering", "Composition", "Domain",
        "Localization", "MPVPreview", "TerminalComposition", "TerminalKit", "TerminalText",
        "TextRenderers",
      ],
      path: "Modules/Doctor"),
    // The command line run: the one-shot runners and doctor over the composition root (`play`
    // runs the line app's player screen); it hands a run without a subcommand to the front end
    // main.swift picks.
    .target(
      name: "CommandLineTool",
      dependencies: [
        "Doctor", "AppCommands", "PlaybackModel", "TerminalText", "AdapterPorts", "CommandLineSpec",
        "Composition",
        "TerminalComposition", "LinePlayer",
        "TextRenderers", "TerminalKit",
        "JSONDocuments", "Domain",
        "Localization",
        "Registration", "Authorization", "Search", "AlbumDetail", "Player", "Playback", "History",
        "Library",
        "Filters", "MediaSearch", "MediaDetail", "SQLiteStore", "MPVPreview", "ArtworkRendering",
        "CatalogStore", "InMemoryPorts",
      ],
      path: "Modules/CommandLineTool"),
    // The full-screen app's panes: each screen's view model drawn into a frame of cells, and the
    // commands that move in it
    .target(
      name: "FullScreenPanes",
      dependencies: [
        "AppCommands", "TerminalText", "AdapterPorts", "Composition", "TerminalComposition",
        "TerminalKit", "LineEditing", "TerminalFrames", "Domain", "Localization",
        "Authorization", "Registration", "Search", "AlbumDetail", "Player", "Queue", "History",
        "Library", "Filters", "MediaSearch", "MediaDetail",
      ],
      path: "Modules/FullScreenPanes"),
    // The full-screen front end (`musiclib ui`): the panes' loop and coordinator, a key map, a
    // frame buffer written as the cells that changed
    .target(
      name: "FullScreen",
      dependencies: [
        "FullScreenPanes", "AppCommands", "TerminalText", "AdapterPorts", "Composition",
        "TerminalComposition",
        "TerminalKit",
        "LineEditing",
        "TerminalFrames",
        "TextRenderers", "Domain", "Localization", "Presentation",
        "Authorization",
        "Registration", "Search", "AlbumDetail", "Player", "Queue", "History", "Library",
        "Filters", "MediaSearch", "MediaDetail",
      ],
      path: "Modules/FullScreen"),
    .executableTarget(
      name: "musiclib", dependencies: ["CommandLineTool", "LineApp", "FullScreen"],
      path: "Modules/musiclib"),

    // Tests (the benchmarks are a package of their own, Tools/bench)
    .target(
      name: "TestSupport",
      dependencies: [
        "Colors", "PlaybackModel", "AdapterPorts", "InMemoryPorts", "Domain", "Localization",
        "TerminalKit",
      ],
      path: "Tests/TestSupport"),
    .testTarget(name: "DomainTests", dependencies: ["InMemoryPorts", "Domain", "TestSupport"]),
    .testTarget(
      name: "LocalizationTests", dependencies: ["Localization", "Domain", "TestSupport"]),
    .testTarget(
      name: "PresentationTests", dependencies: ["Presentation", "Domain", "Localization"]),
    .testTarget(
      name: "PlaybackTests", dependencies: ["PlaybackModel", "Playback", "Domain", "TestSupport"]),
    .testTarget(
      name: "RegistrationTests",
      dependencies: ["InMemoryPorts", "Registration", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "AuthorizationTests",
      dependencies: ["InMemoryPorts", "Authorization", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "SearchTests",
      dependencies: ["InMemoryPorts", "Search", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "AlbumDetailTests",
      dependencies: ["InMemoryPorts", "AlbumDetail", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "HistoryTests",
      dependencies: ["InMemoryPorts", "History", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "LibraryTests",
      dependencies: ["InMemoryPorts", "Library", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "FiltersTests",
      dependencies: ["InMemoryPorts", "Filters", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "MediaSearchTests",
      dependencies: ["InMemoryPorts", "MediaSearch", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "MediaDetailTests",
      dependencies: ["InMemoryPorts", "MediaDetail", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "SQLiteStoreTests",
      dependencies: [
        "AdapterPorts", "InMemoryPorts", "SQLiteStore", "SQLiteAnswerStore", "Domain",
        "TestSupport",
      ]),
    .testTarget(name: "PasswordHashingTests", dependencies: ["PasswordHashing"]),
    .testTarget(
      name: "TerminalKitTests",
      dependencies: ["TerminalText", "InMemoryPorts", "TerminalKit", "Domain", "TestSupport"]),
    .testTarget(name: "AppCommandsTests", dependencies: ["AppCommands", "Localization"]),
    .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
    .testTarget(
      name: "LineEditingTests",
      dependencies: ["LineEditing", "TerminalKit", "TestSupport"]),
    .testTarget(
      name: "TerminalFramesTests", dependencies: ["Colors", "TerminalFrames", "TerminalKit"]),
    .testTarget(
      name: "JSONDocumentsTests",
      dependencies: [
        "TerminalKit", "TerminalText", "JSONDocuments", "Domain", "Search", "Player", "MediaSearch",
        "TestSupport",
      ]),
    .testTarget(
      name: "TextRenderersTests",
      dependencies: [
        "AppCommands", "TerminalText", "InMemoryPorts", "LineApp", "LineScreens", "LinePlayer",
        "LineAccountScreens", "TextRenderers", "TerminalKit", "JSONDocuments", "Domain",
        "Localization", "Registration",
        "Search", "AlbumDetail", "Player", "Queue",
        "History", "Library", "TestSupport",
        "Filters", "MediaSearch", "MediaDetail",
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "CompositionTests",
      dependencies: [
        "PlaybackModel", "AdapterPorts", "Composition", "Domain", "InMemoryPorts", "Playback",
        "TestSupport",
      ]),
    .testTarget(
      name: "TerminalCompositionTests",
      dependencies: [
        "TerminalText", "AdapterPorts", "TerminalComposition", "Domain", "TerminalKit",
        "TestSupport",
      ]),
    .testTarget(
      name: "CommandLineToolTests",
      dependencies: [
        "Doctor", "AppCommands", "TerminalText", "AdapterPorts", "InMemoryPorts",
        "CommandLineTool", "CommandLineSpec", "Composition", "TerminalComposition",
        "TextRenderers", "TerminalKit", "Domain",
        "Localization",
        "Search", "CatalogStore", "MPVPreview", "TestSupport", "Library", "JSONDocuments",
      ]),
    .testTarget(
      name: "LineAppTests",
      dependencies: [
        "LineApp", "LinePlayer", "LineAccountScreens", "TextRenderers", "TerminalKit",
        "LineEditing", "Domain", "Localization", "Registration",
        "Search", "Library", "Player", "Queue", "Playback", "TestSupport", "InMemoryPorts",
      ]),
    // How every screen routes, in the line app and in the one-shot commands, over in-memory ports.
    .testTarget(
      name: "RoutingTests",
      dependencies: [
        "AdapterPorts", "InMemoryPorts",
        "CommandLineTool", "CommandLineSpec", "LineApp", "Composition", "TerminalComposition",
        "Domain", "Localization",
        "AlbumDetail", "Playback",
        "MediaSearch", "TestSupport",
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
        "AdapterPorts", "InMemoryPorts", "ITunesCatalog", "CurlTransport", "Domain", "TestSupport",
        "SQLiteStore",
      ]),
    .testTarget(
      name: "ArtworkRenderingTests",
      dependencies: [
        "Colors", "ArtworkRendering", "Domain", "AdapterPorts", "TestSupport", "CTurboJPEG",
        "CChafa",
      ]),
    .testTarget(
      name: "CoverArtCacheTests",
      dependencies: ["CoverArtCache", "CurlTransport", "Domain", "TestSupport"]),
    .testTarget(
      name: "PlayerTests",
      dependencies: [
        "PlaybackModel", "InMemoryPorts", "Player", "Playback", "Domain", "Localization",
        "TestSupport",
      ]),
    .testTarget(
      name: "QueueTests",
      dependencies: [
        "PlaybackModel", "InMemoryPorts", "Queue", "Playback", "Domain", "Localization",
        "TestSupport",
      ]),
    .testTarget(
      name: "MPRISBridgeTests", dependencies: ["AdapterPorts", "MPRISBridge", "TestSupport"]),
    .testTarget(
      name: "MPVPreviewTests",
      dependencies: ["PlaybackModel", "MPVPreview", "Domain", "TestSupport"]),
    .testTarget(name: "PortabilityTests"),
    .testTarget(
      name: "FullScreenTests",
      dependencies: [
        "AppCommands", "Colors", "TerminalText", "FullScreen", "FullScreenPanes", "Composition",
        "TerminalComposition",
        "AdapterPorts", "CoverArtCache", "Playback", "InMemoryPorts", "TerminalKit",
        "TerminalFrames", "Domain", "Localization", "Search", "SQLiteStore", "TestSupport",
      ],
      exclude: ["Golden"]),
    .testTarget(name: "AdapterPortsTests", dependencies: ["AdapterPorts", "Domain"]),
    .testTarget(name: "InMemoryPortsTests", dependencies: ["InMemoryPorts", "Domain"]),
    .testTarget(
      name: "CatalogStoreTests",
      dependencies: ["InMemoryPorts", "CatalogStore", "Domain", "TestSupport"]),
    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        "InMemoryPorts", "Authorization", "SQLiteStore", "PasswordHashing", "Domain", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// Async functions run on their caller's actor, so a command starts no worker thread
// (Tools/bench/RESULTS.md); work that blocks, such as password hashing, is `@concurrent`.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}

// The thread-sanitizer pass of `.ci/run` (MUSICLIB_SANITIZER_BUILD=1) builds only the tests whose
// concurrency is in this process: the end-to-end tests' work is in the `musiclib` processes they
// spawn, which the sanitizer never sees, and these others are pure text, parsing or computation.
if Context.environment["MUSICLIB_SANITIZER_BUILD"] == "1" {
  let outsideTheSanitizer: Set<String> = [
    "EndToEndTests", "LocalizationTests", "JSONDocumentsTests", "LineEditingTests",
    "TerminalFramesTests", "TerminalTextTests", "AppCommandsTests", "ICUCollationTests",
    "PasswordHashingTests", "ArtworkRenderingTests", "PortabilityTests", "AdapterPortsTests",
  ]
  package.targets.removeAll { outsideTheSanitizer.contains($0.name) }
}
