import Colors
import TerminalKit
import Testing

@testable import TerminalFrames

/// Cells of a picture (a cover): they carry their own colours, written at the theme's depth, and
/// nothing of them without colour.
@Suite struct PictureCellTests {
  static let orange = RGBColor(red: 255, green: 128, blue: 0)
  static let navy = RGBColor(red: 0, green: 0, blue: 95)
  static let picture = CellStyle(foreground: orange, background: navy)

  private func frame() -> FrameBuffer {
    var frame = FrameBuffer(width: 4, height: 1)
    frame.put("▀▄", x: 0, y: 0, limit: 2, style: Self.picture)
    frame.put("ab", x: 2, y: 0, limit: 2)
    return frame
  }

  @Test func aPictureCellKeepsItsColoursInTheFrame() {
    let frame = frame()
    #expect(frame[0, 0].style.foreground == Self.orange)
    #expect(frame[1, 0].style.background == Self.navy)
    #expect(!frame[2, 0].style.isPicture)
    var recoloured = frame
    recoloured.put("▀", x: 0, y: 0, limit: 1, style: CellStyle(foreground: Self.navy))
    #expect(recoloured != frame, "a colour alone is a change")
  }

  @Test func trueColourWritesTheColoursAsTheyAre() {
    let bytes = FrameDiff.update(from: nil, to: frame(), theme: Theme.dark.at(.trueColor))
    #expect(bytes.contains("38;2;255;128;0;48;2;0;0;95m▀▄"))
    // The text after it is back in its role's style.
    #expect(bytes.contains("\u{1B}[0m" + "ab") || bytes.contains("\u{1B}[0;0mab"))
  }

  @Test func twoHundredFiftySixColoursPickTheNearestInThePalette() {
    let bytes = FrameDiff.update(from: nil, to: frame(), theme: Theme.dark.at(.ansi256))
    // Orange is the cube's (5, 2, 0); navy is (0, 0, 1).
    #expect(bytes.contains("38;5;208;48;5;17m▀▄"))
    #expect(RGBColor(red: 128, green: 128, blue: 128).paletteIndex == 244, "a grey is a grey")
  }

  @Test func sixteenColoursPickTheNearestBasicColour() {
    let bytes = FrameDiff.update(from: nil, to: frame(), theme: Theme.dark.at(.ansi16))
    // Orange is nearest to yellow (33), navy to black (40).
    #expect(bytes.contains("33;40m▀▄"))
    let red = RGBColor(red: 190, green: 20, blue: 10)
    #expect(red.parameters(at: .ansi16, background: false) == "31")
    let white = RGBColor(red: 250, green: 250, blue: 250)
    #expect(white.parameters(at: .ansi16, background: true) == "107")
  }

  @Test func withoutColourAPictureIsWrittenBlank() {
    let bytes = FrameDiff.update(from: nil, to: frame(), theme: .noColor)
    #expect(!bytes.contains("▀") && !bytes.contains("▄"))
    #expect(!bytes.contains("38;") && !bytes.contains("48;"))
    #expect(bytes.contains("ab"))
  }

  @Test func aChangedColourAloneIsWritten() {
    let before = frame()
    var after = before
    after.put("▀", x: 1, y: 0, limit: 1, style: CellStyle(foreground: Self.navy))
    let bytes = FrameDiff.update(from: before, to: after, theme: Theme.dark.at(.trueColor))
    #expect(bytes.contains("\u{1B}[1;2H\u{1B}[0;38;2;0;0;95m▀"))
    #expect(!bytes.contains("ab"))
  }

  @Test func aPictureIsPutCellByCellCutAtItsRoomAndTheScreen() {
    let red = CellStyle(foreground: Self.orange)
    let picture = Picture(
      columns: 3, rows: 2,
      cells: [
        Cell("▀", style: red), Cell("\u{1B}", style: red), Cell("日", style: red),
        Cell("▄", style: red), Cell("ab", style: red), Cell("▌", style: red),
      ])
    var frame = FrameBuffer(width: 4, height: 3)
    frame.put("日本", x: 0, y: 2, limit: 4)
    frame.draw(picture, in: Rect(x: 2, y: 1, width: 3, height: 2))
    // An escape, a wide grapheme and two graphemes in a cell are blanks in the cell's colours.
    #expect(frame.text(ofRow: 1) == "  ▀ ")
    #expect(frame[3, 1].style == red)
    // The wide grapheme the picture covers half of is blanked, never halved.
    #expect(frame.text(ofRow: 2) == "日▄ ")
    #expect(frame[3, 2].text == " ")
    #expect(frame[0, 0] == .blank, "nothing outside the room")
  }
}
