import Testing

@testable import LineApp

/// Moves on the interactive app's route stack.
@Suite struct RouteStackTests {
  @Test func backIsAPopToTheScreenBelow() {
    var stack = RouteStack(.search)
    stack.apply(.push(.album(id: 1)))
    stack.apply(.push(.player(.album(id: 1, track: 2, disc: nil))))
    stack.apply(.pop)
    #expect(stack.routes == [.search, .album(id: 1)])
    #expect(stack.top == .album(id: 1))
  }

  @Test func backToTheSearchPopsEverythingAboveIt() {
    var stack = RouteStack(.search)
    stack.apply(.push(.album(id: 1)))
    stack.apply(.push(.profile))
    stack.apply(.popToSearch(query: "кино"))
    #expect(stack.routes == [.search])
  }

  @Test func withoutASearchBelowBackStartsOneAfresh() {
    var stack = RouteStack(.signIn(email: nil))
    stack.apply(.popToSearch(query: nil))
    #expect(stack.routes == [.search])
    stack.apply(.pop)
    #expect(stack.routes == [.search])
  }

  @Test func aPlayerThatStartedItsTracksIsShownAgainAsThePlayerOfWhatPlays() {
    var stack = RouteStack(.search)
    stack.apply(.push(.player(.album(id: 1, track: 2, disc: nil))))
    stack.replaceTop(with: .player(.nowPlaying))
    stack.apply(.push(.queue))
    stack.apply(.pop)
    #expect(stack.routes == [.search, .player(.nowPlaying)])
  }

  @Test func signingInOrOutStartsOver() {
    var stack = RouteStack(.search)
    stack.apply(.push(.history))
    stack.apply(.reset(.signIn(email: "a@b.c")))
    #expect(stack.routes == [.signIn(email: "a@b.c")])
  }
}
