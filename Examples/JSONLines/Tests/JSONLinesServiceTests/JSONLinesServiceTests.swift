import Domain
import JSONLinesService
import Testing

@MainActor @Suite struct JSONLinesServiceTests {
  private let service = JSONLinesService()

  @Test func searchRepliesWithNumberedAlbumsInTitleOrder() async {
    let reply = await service.reply(to: #"{"search": " beatles "}"#)
    #expect(
      reply == """
        {"search":{"albums":[\
        {"artist":"The Beatles","id":1002,"number":1,"title":"Abbey Road","tracks":"2 tracks",\
        "year":"1969"},\
        {"artist":"The Beatles","id":1001,"number":2,"title":"Let It Be","tracks":"12 tracks",\
        "year":"1970"}],\
        "message":"Found 2 albums for “beatles”","query":"beatles"}}
        """)
  }

  @Test func albumRepliesWithTracksInPlayingOrderAndWhatIsMissing() async {
    let reply = await service.reply(to: #"{"album": 1001}"#)
    #expect(
      reply == """
        {"album":{"artist":"The Beatles","availability":"2 of 12 tracks available; \
        not listed as songs: 10 (music videos and the like)",\
        "duration":"7:30 for the 2 listed","genre":"Rock","id":1001,"title":"Let It Be",\
        "trackCount":"12 tracks",\
        "tracks":[{"disc":1,"duration":"3:36","number":1,"title":"Two of Us"},\
        {"disc":1,"duration":"3:54","number":2,"title":"Dig a Pony"}],"year":"1970"}}
        """)
  }

  @Test func openingANumberFollowsTheRouterToThatAlbum() async {
    _ = await service.reply(to: #"{"search": "beatles"}"#)
    let reply = await service.reply(to: #"{"open": 1}"#)
    #expect(reply.hasPrefix(#"{"album":{"artist":"The Beatles","duration":"7:22""#))
    #expect(reply.contains(#""id":1002,"title":"Abbey Road""#))
  }

  @Test func aNumberWithoutResultsOrOutOfRangeIsANote() async {
    #expect(
      await service.reply(to: #"{"open": 1}"#)
        == #"{"note":"Search first, then choose an album by its number"}"#
    )
    _ = await service.reply(to: #"{"search": "beatles"}"#)
    #expect(
      await service.reply(to: #"{"open": 7}"#)
        == #"{"note":"There is no album number 7; choose from 1 to 2"}"#
    )
  }

  @Test func failuresCarryAStableCodeAndAMessage() async {
    #expect(
      await service.reply(to: #"{"search": "be"}"#)
        == #"{"error":{"code":"invalidQuery","#
        + #""message":"Please enter at least 3 characters for the search"}}"#)
    #expect(
      await service.reply(to: #"{"album": 99}"#)
        == #"{"error":{"code":"notFound","message":"Album not found"}}"#)
    for unreadable in ["beatles", #"{"search": 3}"#, #"{"open": 1, "album": 2}"#, "{}"] {
      #expect(
        await service.reply(to: unreadable)
          == #"{"error":{"code":"unreadableRequest","message":null}}"#)
    }
  }

  @Test func nothingFoundIsAnEmptySearch() async {
    #expect(
      await service.reply(to: #"{"search": "zzzz"}"#)
        == #"{"search":{"albums":[],"message":"No albums found for “zzzz”","query":"zzzz"}}"#)
  }

  @Test func speaksTheChosenLanguage() async {
    let russian = JSONLinesService(language: .ru)
    let reply = await russian.reply(to: #"{"search": "beatles"}"#)
    #expect(reply.contains(#""tracks":"2 трека""#))
    #expect(reply.contains(#""message":"По запросу «beatles» найдено: 2 альбома""#))
  }

  @Test func searchesTheCatalogItIsGiven() async {
    let catalog = SampleCatalog(albums: [
      Album(
        id: 7, title: "Blue Train", artist: nil, year: nil, genre: nil, artwork: nil,
        trackCount: nil, tracks: [])
    ])
    let reply = await JSONLinesService(catalog: catalog).reply(to: #"{"search": "blue"}"#)
    #expect(
      reply == """
        {"search":{"albums":[{"artist":"Unknown artist","id":7,"number":1,\
        "title":"Blue Train","tracks":"track count unknown","year":"unknown year"}],\
        "message":"Found 1 album for “blue”","query":"blue"}}
        """)
  }
}
