// swift-tools-version: 6.0
import PackageDescription

// The benchmarks: a package of their own over MusicLibrary's library products, so that building
// the product never builds them. Run by hand in release mode (README.md); never by `swift test`.

/// Each bench, in the folder of its name, with the products of MusicLibrary it uses.
let benches: [(name: String, libraries: [String])] = [
  (
    "artwork-bench",
    ["Domain", "AdapterPorts", "ArtworkRendering", "CoverArtCache", "CurlTransport"]
  ),
  ("history-bench", ["Domain", "SQLiteStore"]),
  ("transport-bench", ["Domain", "CurlTransport"]),
  ("preview-gap-bench", ["Domain", "PlaybackModel", "Playback", "MPVPreview", "CurlTransport"]),
  ("text-bench", ["MediaDetail", "TerminalText"]),
  // The yardstick of search-bench: built like musiclib (release, Swift runtime linked
  // statically, the same concurrency setting) so that the two compare.
  ("search-minimal", ["CurlTransport"]),
]

let package = Package(
  name: "MusicLibraryBench",
  platforms: [.macOS(.v13)],
  products: benches.map { .executable(name: $0.name, targets: [$0.name]) },
  dependencies: [
    .package(name: "MusicLibrary", path: "../..")
  ],
  targets: benches.map { bench in
    .executableTarget(
      name: bench.name,
      dependencies: bench.libraries.map { .product(name: $0, package: "MusicLibrary") },
      path: bench.name)
  },
  swiftLanguageModes: [.v6]
)

// The same setting as every target of MusicLibrary: async functions run on their caller's actor.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
