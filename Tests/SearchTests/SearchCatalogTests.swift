import Search
import TestSupport
import Testing

@Suite struct SearchCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(SearchPhrase.self)
    PhraseCatalog.expectComplete(TrackSearchPhrase.self)
  }
}
