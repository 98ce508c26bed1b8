import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// Item pages through the coordinator and `musiclib item` through the runner.
@MainActor @Suite struct MediaDetailRoutingTests {
  static let song = MediaItem(
    id: 101, kind: .song, title: "Группа крови", artist: "Кино", artistID: 9, albumID: 1,
    durationSeconds: 286)
  static let catalog = {
    FakeCatalog(
      summaries: [AppHarness.summary], albums: [AppHarness.album], media: [song],
      artistAlbums: [
        9: [
          AlbumSummary(
            id: 42, title: "Группа крови", artist: "Кино", trackCount: 2, year: 1988, artwork: nil)
        ]
      ])
  }

  @Test func aRowOpensTheItemWhoseOtherAlbumOpensTheAlbumThenBackTwice() async throws {
    let app = try await AppHarness.make(catalog: Self.catalog())
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "media группа", "1", "1", "back", "back", "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .mediaSearch(query: "группа"), .mediaItem(id: 101),
        .album(id: 42), .mediaItem(id: 101), .mediaSearch(query: "группа"),
      ])
    #expect(
      console.transcript.joined(separator: "\n").contains(
        "Other albums by Кино\n1. Группа крови · 1988"))
  }

  @Test func theSubcommandPrintsThePageOrExits66() async throws {
    let app = try await AppHarness.make(catalog: Self.catalog())
    for (arguments, code) in [
      (["item", "101"], ExitCode.success), (["item", "7"], .notFound),
      (["item", "x"], .usage),
    ] {
      let console = ScriptedConsole([])
      let options = try CommandLineOptions.parse(
        arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
      let runner = SubcommandRunner(
        console: console, screens: app.screens, configuration: AppHarness.configuration,
        output: Output(console: console, json: false), options: options, artworkServices: nil)
      #expect(await runner.run(.item) == code, "\(arguments)")
      if code == .success {
        #expect(console.transcript.first?.hasPrefix("Группа крови\nArtist    Кино") == true)
      }
    }
  }
}

@MainActor @Suite struct AlbumOtherAlbumsRoutingTests {
  @Test func anOtherAlbumOpensAndBackReturnsToTheFirstAlbum() async throws {
    let first = Album(
      id: 42, title: "Группа крови", artist: "Кино", year: 1988, genre: "Рок", artwork: nil,
      trackCount: 0, tracks: [], storeURL: "https://music.apple.com/ru/album/42", artistID: 7)
    let second = Album(
      id: 43, title: "Звезда по имени Солнце", artist: "Кино", year: 1989, genre: "Рок",
      artwork: nil, trackCount: 0, tracks: [])
    let app = try await AppHarness.make(
      catalog: FakeCatalog(
        summaries: [AppHarness.summary], albums: [first, second],
        artistAlbums: [
          7: [
            AlbumSummary(
              id: 43, title: "Звезда по имени Солнце", artist: "Кино", trackCount: 0, year: 1989,
              artwork: nil)
          ]
        ]))
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "кино", "1", "a1", "back", "back", "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .album(id: 42), .album(id: 43), .album(id: 42), .search,
      ])
    let shown = console.transcript.joined(separator: "\n")
    #expect(shown.contains("Page  https://music.apple.com/ru/album/42"))
    #expect(
      shown.contains(
        "Other albums by Кино (a1, a2 … opens one)\n  a1. Звезда по имени Солнце · 1989"))
  }
}
