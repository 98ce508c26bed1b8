// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MusicLibrary",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [],
  targets: [
    // Core
    .target(name: "Domain", path: "Modules/Domain"),
    .target(name: "Localization", dependencies: ["Domain"], path: "Modules/Localization"),

    // Features
    .target(name: "Search", dependencies: ["Domain", "Localization"], path: "Modules/Search"),
    .target(
      name: "AlbumDetail", dependencies: ["Domain", "Localization"], path: "Modules/AlbumDetail"),

    // Tests
    .target(
      name: "TestSupport", dependencies: ["Domain", "Localization"], path: "Tests/TestSupport"),
    .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Domain", "TestSupport"]),
    .testTarget(
      name: "SearchTests", dependencies: ["Search", "Domain", "Localization", "TestSupport"]),
    .testTarget(
      name: "AlbumDetailTests",
      dependencies: ["AlbumDetail", "Domain", "Localization", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
