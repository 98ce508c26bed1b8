import Domain
import Testing

@Suite struct ArtworkReferenceTests {
  @Test func aSizeFillsEveryPlaceholderOfTheTemplate() {
    let artwork = ArtworkReference(
      url: "https://x/a/small", sizedTemplate: "https://x/{size}/{size}")
    #expect(artwork.url(size: 600) == "https://x/600/600")
  }

  @Test func aPictureWithOneSizeKeepsItsURL() {
    let artwork = ArtworkReference(url: "https://x/y/cover.jpg", sizedTemplate: nil)
    #expect(artwork.url(size: 100) == "https://x/y/cover.jpg")
  }
}
