import CurlTransport
import Domain
import Foundation
import TestSupport
import Testing

@testable import CoverArtCache

@Suite final class CachedCoverArtSourceTests {
  let server: FakeITunesServer
  let directory = FileManager.default.temporaryDirectory
    .appending(path: "cover-cache-\(UUID().uuidString)")
  let transport = CurlTransport(timeout: .seconds(10), userAgent: "musiclib-tests")

  init() throws { server = try FakeITunesServer() }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  func source(maxBytes: Int = CachedCoverArtSource.defaultMaxBytes, base: URL? = nil)
    -> CachedCoverArtSource
  {
    CachedCoverArtSource(
      transport: transport, cacheDirectory: directory, maxBytes: maxBytes,
      baseURL: base ?? server.baseURL)
  }

  static func cover(_ name: String, size: Int = 600) -> String {
    "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/00/00/00/\(name).jpg/\(size)x\(size)bb.jpg"
  }

  @Test func aCoverIsDownloadedOnceThenReadFromDisk() async throws {
    let first = try await source().jpegData(at: Self.cover("1590000001"))
    let again = try await source().jpegData(at: Self.cover("1590000001"))
    #expect(first == again)
    #expect(first.starts(with: [0xFF, 0xD8]))
    let requests = try await server.artworkRequests()
    #expect(requests.map(\.path) == ["/image/thumb/Music/v4/00/00/00/1590000001.jpg/600x600bb.jpg"])
    #expect(source().cachedBytes() == first.count)
  }

  @Test func offlineOnlyCachedCoversAreServedAndNothingIsFetched() async throws {
    let cached = try await source().jpegData(at: Self.cover("1590000001"))
    let offline = CachedCoverArtSource(
      transport: transport, cacheDirectory: directory, baseURL: server.baseURL, offline: true)

    #expect(try await offline.jpegData(at: Self.cover("1590000001")) == cached)
    await #expect(throws: MusicLibraryError.notStoredOffline) {
      try await offline.jpegData(at: Self.cover("1590000002"))
    }

    #expect(try await server.artworkRequests().count == 1, "only the first, online, fetch")
  }

  @Test func sizesAreDifferentCovers() async throws {
    let large = try await source().jpegData(at: Self.cover("1590000001"))
    let small = try await source().jpegData(at: Self.cover("1590000001", size: 100))
    #expect(large != small)
    #expect(try await server.artworkRequests().count == 2)
  }

  @Test func theCacheStaysUnderItsBoundDroppingTheLeastRecentlyUsed() async throws {
    // The four covers take 31 KB together (rings 11.5 KB, sun 4 KB, sun, rings): one must go.
    let bound = 30_000
    let names = ["1590000001", "1590000002", "1590000005", "1590000010"]
    for name in names {
      _ = try await source(maxBytes: bound).jpegData(at: Self.cover(name))
      #expect(source(maxBytes: bound).cachedBytes() <= bound)
    }
    let before = try await server.artworkRequests().count
    _ = try await source(maxBytes: bound).jpegData(at: Self.cover(names.last!))
    #expect(try await server.artworkRequests().count == before, "the newest is still cached")
    _ = try await source(maxBytes: bound).jpegData(at: Self.cover(names.first!))
    #expect(try await server.artworkRequests().count == before + 1, "the oldest was dropped")
  }

  @Test func failuresAreTypedAndNotCached() async throws {
    await #expect(throws: MusicLibraryError.notFound) {
      try await self.source().jpegData(at: Self.cover("1590000006"))
    }
    await #expect(throws: MusicLibraryError.serverError(status: 503)) {
      try await self.source(base: self.server.baseURL(fault: "status:503"))
        .jpegData(at: Self.cover("1590000001"))
    }
    await #expect(throws: MusicLibraryError.noConnection) {
      try await self.source(base: URL(string: "http://127.0.0.1:9")!)
        .jpegData(at: Self.cover("1590000001"))
    }
    #expect(source().cachedBytes() == 0)
  }

  @Test func coversMeetTheTransportsLimits() async throws {
    await #expect(throws: MusicLibraryError.responseTooLarge(limitBytes: 8 * 1024 * 1024)) {
      try await self.source(base: self.server.baseURL(fault: "gzipbomb"))
        .jpegData(at: Self.cover("1590000001"))
    }
    let slow = CachedCoverArtSource(
      transport: CurlTransport(timeout: .seconds(1), userAgent: "musiclib-tests"),
      cacheDirectory: directory, baseURL: server.baseURL(fault: "stall"))
    await #expect(throws: MusicLibraryError.timeout) {
      try await slow.jpegData(at: Self.cover("1590000001"))
    }
    await #expect(throws: MusicLibraryError.unexpectedResponse) {
      try await self.source(base: self.server.baseURL(fault: "redirect-host"))
        .jpegData(at: Self.cover("1590000001"))
    }
    #expect(source().cachedBytes() == 0)
  }

  @Test func theBaseURLReplacesOnlySchemeAndHost() {
    let url = "https://is1-ssl.mzstatic.com/image/thumb/a%20b/1.jpg/600x600bb.jpg?x=1"
    let base = URL(string: "http://127.0.0.1:8080/fault/close/")!
    #expect(
      CachedCoverArtSource.fetchURL(for: url, baseURL: base)?.absoluteString
        == "http://127.0.0.1:8080/fault/close/image/thumb/a%20b/1.jpg/600x600bb.jpg?x=1")
    #expect(CachedCoverArtSource.fetchURL(for: url, baseURL: nil)?.absoluteString == url)
    #expect(CachedCoverArtSource.fetchURL(for: "not a url", baseURL: nil) == nil)
  }
}
