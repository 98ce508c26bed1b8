import Localization
import Testing

@Suite struct ClockTextTests {
  @Test func underAnHourIsMinutesAndSeconds() {
    #expect(ClockText.text(seconds: 7) == "0:07")
    #expect(ClockText.text(seconds: 185) == "3:05")
    #expect(ClockText.text(seconds: 3599) == "59:59")
  }

  @Test func fromAnHourOnItIsHoursMinutesAndSecondsNever75Minutes() {
    #expect(ClockText.text(seconds: 3600) == "1:00:00")
    #expect(ClockText.text(seconds: 4503) == "1:15:03")
  }

  @Test func positionsAreCutToWholeSecondsAndUnknownOnesAreDashes() {
    #expect(ClockText.text(position: 4503.9) == "1:15:03")
    #expect(ClockText.text(position: nil) == "-:--")
    #expect(ClockText.text(position: -1) == "-:--")
    #expect(ClockText.text(position: .infinity) == "-:--")
    #expect(ClockText.text(position: .nan) == "-:--")
  }
}
