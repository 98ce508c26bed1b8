import Foundation
import InMemoryPorts
import Testing

@Suite struct SystemClockTests {
  @Test func tellsTheMachineTimeAndReckonsTodayInUTC() {
    let before = Date()
    let now = SystemClock().now()
    #expect(now >= before && now <= Date())
    #expect(SystemClock().timeZone.secondsFromGMT() == 0)
  }
}
