import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

@MainActor @Suite struct DidYouMeanTests {
  @Test(arguments: [
    ("serach", "search"), ("seach", "search"), ("albun", "album"), ("doctr", "doctor"),
    ("Profil", "profile"), ("trakcs", "tracks"),
  ])
  func aMistypedCommandGetsTheNearestOne(typed: String, meant: String) {
    #expect(MusicLibraryApp.didYouMean(.unknownCommand(typed)) == meant)
  }

  @Test(arguments: [("help", "--help"), ("Help", "--help"), ("version", "--version")])
  func anOptionTypedAsACommandWordGetsTheOption(typed: String, meant: String) {
    #expect(MusicLibraryApp.didYouMean(.unknownCommand(typed)) == meant)
  }

  @Test func aMistypedOptionGetsTheNearestOne() {
    #expect(MusicLibraryApp.didYouMean(.unknownOption("--jsno")) == "--json")
    #expect(MusicLibraryApp.didYouMean(.unknownOption("--limt=5")) == "--limit")
  }

  @Test(arguments: ["xyzzy", "completely", "s"])
  func nothingCloseGetsNoSuggestion(typed: String) {
    #expect(MusicLibraryApp.didYouMean(.unknownCommand(typed)) == nil)
  }

  @Test func aSwapOfNeighbouringLettersIsOneEdit() {
    #expect(DidYouMean.distance(Array("serach"), Array("search")) == 1)
    #expect(DidYouMean.distance(Array("kitten"), Array("sitting")) == 3)
  }
}
