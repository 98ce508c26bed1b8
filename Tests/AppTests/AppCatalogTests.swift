import App
import TestSupport
import Testing

@Suite struct AppCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(CLIPhrase.self)
    PhraseCatalog.expectComplete(DoctorPhrase.self)
    PhraseCatalog.expectComplete(ManualPhrase.self)
    PhraseCatalog.expectComplete(NavigationPhrase.self)
    PhraseCatalog.expectComplete(DidYouMeanPhrase.self)
    PhraseCatalog.expectComplete(DoctorCheckPhrase.self)
  }
}
