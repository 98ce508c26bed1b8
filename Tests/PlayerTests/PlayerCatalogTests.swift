import Player
import TestSupport
import Testing

@Suite struct PlayerCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(PlayerPhrase.self)
  }
}
