import Domain
import Testing

@testable import ITunesCatalog

@Suite struct ITunesArtworkTests {
  @Test func theSizeSegmentIsRewrittenToAnySquareJPEG() {
    let small = "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/aa/source/100x100bb.jpg"
    let artwork = ITunesArtwork.reference(small)
    #expect(artwork.url == small)
    #expect(artwork.url(size: 600).hasSuffix("/source/600x600bb.jpg"))
    #expect(
      ITunesArtwork.reference("https://x/y/60x60bb.png").url(size: 100)
        == "https://x/y/100x100bb.jpg")
  }

  @Test func aURLWithoutASizeSegmentKeepsItsOneSize() {
    #expect(
      ITunesArtwork.reference("https://x/y/cover.jpg").url(size: 100) == "https://x/y/cover.jpg")
    #expect(ITunesArtwork.reference("no-slash").url(size: 100) == "no-slash")
  }
}
