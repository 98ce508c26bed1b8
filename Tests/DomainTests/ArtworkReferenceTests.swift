import Domain
import Foundation
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

  @Test func theTemplateIsFilledAsFoundationWouldOverAGeneratedCorpus() {
    // url(size:) replaces "{size}" itself; Foundation's replacingOccurrences is the reference.
    let pieces = [
      "{size}", "{size", "size}", "{", "}", "{{size}}", "x", "/", "кино", "é", "e\u{301}",
      "\u{301}",
      "👩‍👩‍👧", "%7Bsize%7D", "{SIZE}", "{ size}", "",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let template = (0..<Int.random(in: 0...8, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      let artwork = ArtworkReference(url: "https://x/u", sizedTemplate: template)
      for size in [100, 600] {
        #expect(
          artwork.url(size: size)
            == template.replacingOccurrences(of: "{size}", with: String(size)), "\(template)")
      }
    }
  }
}
