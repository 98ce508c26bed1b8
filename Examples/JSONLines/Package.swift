// swift-tools-version: 6.0
import PackageDescription

// A second front end over MusicLibrary's modules: a JSON-lines service for editor plugins.
// It takes only the Search and AlbumDetail products (with Domain and Localization) and the
// in-memory ports in place of the stores, so it builds no SQLite, libcurl, libcrypt or chafa.
let package = Package(
  name: "JSONLines",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "musiclib-jsonl", targets: ["musiclib-jsonl"])
  ],
  dependencies: [
    .package(name: "MusicLibrary", path: "../..")
  ],
  targets: [
    .target(
      name: "JSONLinesService",
      dependencies: [
        .product(name: "Domain", package: "MusicLibrary"),
        .product(name: "Localization", package: "MusicLibrary"),
        .product(name: "Search", package: "MusicLibrary"),
        .product(name: "AlbumDetail", package: "MusicLibrary"),
        .product(name: "InMemoryPorts", package: "MusicLibrary"),
      ]),
    .executableTarget(name: "musiclib-jsonl", dependencies: ["JSONLinesService"]),
    .testTarget(
      name: "JSONLinesServiceTests",
      dependencies: [
        "JSONLinesService",
        .product(name: "Domain", package: "MusicLibrary"),
        .product(name: "Search", package: "MusicLibrary"),
        .product(name: "InMemoryPorts", package: "MusicLibrary"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
