import AlbumDetail
import TestSupport
import Testing

@Suite struct AlbumDetailCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(AlbumDetailPhrase.self)
  }
}
