import AdapterPorts
import Domain
import Foundation
import Testing

/// `MUSICLIB_RATE` as written, and the sliding-window rule every budget decides by.
@Suite struct RequestRateTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func theRateIsWrittenRequestsSlashSeconds() {
    #expect(RequestRate("20/60") == RequestRate.iTunes)
    #expect(RequestRate("3/2") == RequestRate(requests: 3, seconds: 2))
    #expect(RequestRate.iTunes.description == "20/60")
    #expect(RequestRate("10000/86400") != nil)
    for bad in [
      "", "20", "20/", "/60", "0/60", "20/0", "-1/60", "20/-60", "20/60/1", " 20/60", "2.5/60",
      "10001/60", "20/86401", "٢٠/60", "+20/60", "99999999999999999999/60", "abc",
    ] {
      #expect(RequestRate(bad) == nil, "\(bad)")
    }
  }

  @Test func slotsAreGrantedUntilTheWindowHoldsTheLimit() throws {
    let rate = try #require(RequestRate(requests: 3, seconds: 60))
    let sent = [now - 50, now - 20, now - 10]
    #expect(rate.decision(sentAt: Array(sent.prefix(2)), pausedUntil: nil, now: now) == .granted)
    #expect(
      rate.decision(sentAt: sent, pausedUntil: nil, now: now)
        == .wait(until: now + 10, reason: .spent), "the oldest leaves the window in 10 s")
    #expect(
      rate.decision(sentAt: sent.reversed(), pausedUntil: nil, now: now)
        == .wait(until: now + 10, reason: .spent), "in any order")
    #expect(rate.decision(sentAt: sent, pausedUntil: nil, now: now + 10) == .granted)
    #expect(
      rate.decision(sentAt: [now - 60] + Array(sent.suffix(2)), pausedUntil: nil, now: now)
        == .granted, "a request exactly one window old is out of it")
  }

  @Test func moreRequestsThanTheLimitWaitForEnoughToLeave() throws {
    // Another process with a larger rate may have sent more than this one allows.
    let rate = try #require(RequestRate(requests: 2, seconds: 60))
    let sent = [now - 40, now - 30, now - 20, now - 5]
    #expect(
      rate.decision(sentAt: sent, pausedUntil: nil, now: now)
        == .wait(until: now + 40, reason: .spent))
  }

  @Test func aPauseWaitsForItsEndWhateverTheWindowHolds() {
    let rate = RequestRate.iTunes
    #expect(
      rate.decision(sentAt: [], pausedUntil: now + 45, now: now)
        == .wait(until: now + 45, reason: .paused))
    #expect(rate.decision(sentAt: [], pausedUntil: now, now: now) == .granted)
    #expect(rate.decision(sentAt: [], pausedUntil: now - 1, now: now) == .granted)
  }

  @Test func aStampAMomentAheadStillCounts() throws {
    // Another process stamped its answer after this one read the clock.
    let rate = try #require(RequestRate(requests: 1, seconds: 5))
    #expect(
      rate.decision(sentAt: [now + 0.005], pausedUntil: nil, now: now)
        == .wait(until: now + 5, reason: .spent))
    #expect(
      rate.decision(sentAt: [now + 0.005], pausedUntil: nil, now: now + 5)
        == .wait(until: now + 5.005, reason: .spent), "asked again, it waits for the rest")
    #expect(rate.decision(sentAt: [now + 0.005], pausedUntil: nil, now: now + 5.005) == .granted)
  }

  @Test func noWaitAskedIsLongerThanAWindowOrAPause() throws {
    let rate = try #require(RequestRate(requests: 1, seconds: 30))
    #expect(
      rate.decision(sentAt: [now + 3600], pausedUntil: nil, now: now)
        == .wait(until: now + 30, reason: .spent))
    #expect(
      rate.decision(sentAt: [], pausedUntil: now + 3600, now: now)
        == .wait(until: now + 60, reason: .paused))
  }

  @Test func aRequestInFlightCountsAsArrivingNowUntilTheLongestTimeout() {
    let granted = now - 300
    #expect(RequestRate.arrival(grantedAt: granted, finishedAt: granted + 4, now: now) == now - 296)
    #expect(RequestRate.arrival(grantedAt: granted, finishedAt: nil, now: now) == now)
    #expect(
      RequestRate.arrival(grantedAt: granted, finishedAt: nil, now: now + 3600) == granted + 600,
      "a process killed mid-request: its request reached the catalog by the longest timeout")
    #expect(
      RequestRate.arrival(grantedAt: now + 5, finishedAt: nil, now: now) == now + 5,
      "granted by another process whose clock is a moment ahead")
  }

  @Test func aSpentBudgetIsTryLater() {
    #expect(MusicLibraryError.requestBudgetSpent(retryAfterSeconds: 12).kind == .tryLater)
    #expect(
      MusicLibraryError.requestBudgetSpent(retryAfterSeconds: 12).code == "requestBudgetSpent")
  }
}
