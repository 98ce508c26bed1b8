import LineScreens
import TestSupport
import Testing
import TextRenderers

@Suite struct TextRenderersCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(OutputPhrase.self)
    PhraseCatalog.expectComplete(HelpPhrase.self)
    PhraseCatalog.expectComplete(LineAppHint.self)
  }
}
