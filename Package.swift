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

    // Live adapters
    .target(name: "ITunesCatalog", dependencies: ["Domain"], path: "Modules/ITunesCatalog"),

    // Tests
    .target(
      name: "TestSupport", dependencies: ["Domain", "Localization"], path: "Tests/TestSupport"),
    .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Domain", "TestSupport"]),
    .testTarget(
      name: "ITunesCatalogTests", dependencies: ["ITunesCatalog", "Domain", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
