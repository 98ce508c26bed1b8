import CommandLineSpec
import CommandLineTool
import Composition
import Doctor
import TestSupport
import Testing

@Suite struct CommandLineCatalogTests {
  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(CLIPhrase.self)
    PhraseCatalog.expectComplete(DoctorPhrase.self)
    PhraseCatalog.expectComplete(ManualPhrase.self)
    PhraseCatalog.expectComplete(DidYouMeanPhrase.self)
    PhraseCatalog.expectComplete(DoctorCheckPhrase.self)
  }
}
