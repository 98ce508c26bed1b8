import TestSupport
import Testing

@testable import LineAccountScreens
@testable import LineApp

@Suite struct LineAppCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(NavigationPhrase.self)
    PhraseCatalog.expectComplete(CalendarInputPhrase.self)
  }
}
