import Localization
import Presentation
import Testing

@Suite struct OneShotNoticeTests {
  private struct Model {
    var message: String?
    var warning: String?
  }

  @Test func whatIsSetShowsOnceAndTheModelKeepsItsOwnValues() {
    var notice = OneShotNotice<Model>()
    let model = Model(message: "Found 2 albums", warning: nil)
    notice.set(\.message, to: "There is no album number 7")
    notice.set(\.warning, to: "not recorded")
    let once = notice.applied(to: model)
    #expect(once.message == "There is no album number 7")
    #expect(once.warning == "not recorded")
    let after = notice.applied(to: model)
    #expect(after.message == "Found 2 albums")
    #expect(after.warning == nil)
  }

  @Test func aFieldCanBeHiddenForOneDisplay() {
    var notice = OneShotNotice<Model>()
    notice.set(\.message, to: nil)
    #expect(notice.applied(to: Model(message: "Found 2 albums")).message == nil)
  }
}
