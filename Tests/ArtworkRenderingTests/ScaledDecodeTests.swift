import AdapterPorts
import Foundation
import TestSupport
import Testing

@testable import ArtworkRendering

/// A cover is decoded no larger than the canvas needs: TurboJPEG scales it down in the decoder.
struct ScaledDecodeTests {
  let library: TurboJPEGFunctions

  init() throws {
    library = try TurboJPEGFunctions.load()
  }

  @Test func aSmallNeedDecodesTheSmallestScaleThatCoversIt() throws {
    let jpeg = try FakeITunesServer.artwork("cover-sun-300.jpg")
    var asked: (Int, Int)?
    let image = try RGBAImage(jpeg: jpeg, library: library) { width, height in
      asked = (width, height)
      return (100, 60)
    }
    #expect(asked.map { [$0.0, $0.1] } == [300, 300])
    // 3/8 of 300 is 113; the next scale down, 1/4, would give 75, under the 100 asked for.
    #expect(image.width == 113 && image.height == 113)
    #expect(image.pixels.count == 113 * 113 * 4)
  }

  @Test func aNeedAsLargeAsThePictureOrLargerDecodesItWhole() throws {
    let jpeg = try FakeITunesServer.artwork("cover-sun-300.jpg")
    for need in [(300, 300), (301, 10), (4000, 4000)] {
      let image = try RGBAImage(jpeg: jpeg, library: library) { _, _ in need }
      #expect(image.width == 300 && image.height == 300)
    }
  }

  @Test func theScaleIsOneTheDecoderOffers() {
    let size = library.scaledSize(width: 600, height: 600, atLeast: (352, 176))
    // 5/8 of 600; 1/2 would give 300, narrower than 352.
    #expect(size == (width: 375, height: 375))
  }

  @Test func blocksAskForEightPixelsACellAndPixelImagesTheirCells() throws {
    let jpeg = try FakeITunesServer.artwork("cover-stripes-300.jpg")
    let renderer = ChafaArtworkRenderer(cellPixelWidth: 10, cellPixelHeight: 20)
    let chafa = try ChafaFunctions.load()
    func decodedWidth(_ columns: Int, _ rows: Int, _ graphics: ArtworkStyle.Graphics) throws -> Int
    {
      let style = ArtworkStyle(graphics: graphics, colors: .truecolor)
      return try renderer.decoded(
        jpeg: jpeg, columns: columns, rows: rows, style: style, chafa: chafa
      ).image.width
    }
    // 40×20 cells of 8×8 pixels need 320 across: the whole 300. 20×10 need 160: 5/8 (188) does,
    // 1/2 (150) does not.
    #expect(try decodedWidth(40, 20, .blocks) == 300)
    #expect(try decodedWidth(20, 10, .blocks) == 188)
    // kitty draws 10-pixel cells: 8×4 cells of a square picture are 80×80 pixels, 3/8 (113).
    #expect(try decodedWidth(8, 4, .kitty) == 113)
  }
}
