import Authorization
import TestSupport
import Testing

@Suite struct AuthorizationCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(AuthorizationPhrase.self)
    PhraseCatalog.expectComplete(ProfilePhrase.self)
  }
}
