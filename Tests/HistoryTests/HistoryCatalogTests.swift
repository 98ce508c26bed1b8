import History
import TestSupport
import Testing

@Suite struct HistoryCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(HistoryPhrase.self)
  }
}
