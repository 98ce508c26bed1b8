import Registration
import TestSupport
import Testing

@Suite struct RegistrationCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(RegistrationPhrase.self)
    PhraseCatalog.expectComplete(FieldError.self)
  }
}
