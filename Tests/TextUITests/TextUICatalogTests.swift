import TestSupport
import Testing
import TextUI

@Suite struct TextUICatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(OutputPhrase.self)
    PhraseCatalog.expectComplete(HelpPhrase.self)
    PhraseCatalog.expectComplete(LineAppHint.self)
    PhraseCatalog.expectComplete(CalendarInputPhrase.self)
  }
}
