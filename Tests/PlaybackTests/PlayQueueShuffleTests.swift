import Domain
import PlaybackModel
import TestSupport
import Testing

@Suite struct PlayQueueShuffleTests {
  /// The list indices in the order the queue plays them from its current entry on.
  private func playingOrder(of queue: PlayQueue) -> [Int] {
    var walked = queue
    var order = [walked.currentIndex].compactMap { $0 }
    while walked.advance(automatic: false), let index = walked.currentIndex {
      order.append(index)
    }
    return order
  }

  @Test(arguments: [1, 2, 3, 99] as [UInt64])
  func shufflingKeepsTheCurrentEntryFirstAndPlaysEveryEntryOnce(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(8), startingAt: 5, using: &random)

    queue.setShuffled(true, using: &random)

    #expect(queue.isShuffled)
    #expect(queue.currentIndex == 5)
    #expect(queue.playingPosition == 1)
    let order = playingOrder(of: queue)
    #expect(order.first == 5)
    #expect(order.sorted() == Array(0..<8))
    #expect(queue.entries.map(\.track.number) == Array(1...8), "the list keeps its order")
  }

  @Test func aShuffledReplacementStartsAtTheChosenEntry() {
    var random = SplitMix64(seed: 7)
    var queue = PlayQueue()
    queue.setShuffled(true, using: &random)

    queue.replace(with: numberedEntries(6), startingAt: 3, using: &random)

    let order = playingOrder(of: queue)
    #expect(order.first == 3)
    #expect(order.sorted() == Array(0..<6))
  }

  @Test func unshufflingRestoresTheListOrderWithTheSameCurrentEntry() {
    var random = SplitMix64(seed: 11)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(7), startingAt: 0, using: &random)
    queue.setShuffled(true, using: &random)
    _ = queue.advance(automatic: false)
    _ = queue.advance(automatic: false)
    let playing = queue.currentIndex

    queue.setShuffled(false, using: &random)

    #expect(!queue.isShuffled)
    #expect(queue.currentIndex == playing)
    #expect(queue.playingPosition == playing.map { $0 + 1 })
    let after = playingOrder(of: queue)
    #expect(after == Array((playing ?? 0)..<7))
  }

  @Test func entriesAppendedWhileShuffledPlayAfterTheOthers() {
    var random = SplitMix64(seed: 3)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(4), startingAt: 1, using: &random)
    queue.setShuffled(true, using: &random)

    queue.append(Array(numberedEntries(6).suffix(2)), using: &random)

    #expect(queue.entries.map(\.track.number) == [1, 2, 3, 4, 5, 6])
    let order = playingOrder(of: queue)
    #expect(order.first == 1)
    #expect(order.count == 6)
    #expect(Set(order.suffix(2)) == [4, 5])
    #expect(Set(order.prefix(4)) == [0, 1, 2, 3])
  }

  @Test func removingAnEntryPlayedBeforeTheCurrentOneUnderShuffleKeepsTheCurrentOne() throws {
    var random = SplitMix64(seed: 5)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(6), startingAt: 0, using: &random)
    queue.setShuffled(true, using: &random)
    _ = queue.advance(automatic: false)
    _ = queue.advance(automatic: false)
    let playing = queue.current
    let ahead = Array(playingOrder(of: queue).dropFirst()).map { queue.entries[$0] }
    let played = queue.entries.filter { $0 != playing && !ahead.contains($0) }
    let removed = try #require(played.first)

    let wasCurrent = queue.remove(at: queue.entries.firstIndex(of: removed)!)

    #expect(!wasCurrent)
    #expect(queue.current == playing)
    #expect(queue.playingPosition == 2)
    #expect(Array(playingOrder(of: queue).dropFirst()).map { queue.entries[$0] } == ahead)
  }

  @Test func removingAnEntryStillToPlayUnderShuffleKeepsTheCurrentOneAndTheRestInOrder() {
    var random = SplitMix64(seed: 5)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(6), startingAt: 2, using: &random)
    queue.setShuffled(true, using: &random)
    let playing = queue.current
    var ahead = Array(playingOrder(of: queue).dropFirst()).map { queue.entries[$0] }
    let removed = ahead.remove(at: 2)

    let wasCurrent = queue.remove(at: queue.entries.firstIndex(of: removed)!)

    #expect(!wasCurrent)
    #expect(queue.current == playing)
    #expect(queue.playingPosition == 1)
    #expect(Array(playingOrder(of: queue).dropFirst()).map { queue.entries[$0] } == ahead)
  }

  @Test func removingTheCurrentEntryUnderShuffleMakesTheNextInPlayingOrderCurrent() {
    var random = SplitMix64(seed: 9)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(6), startingAt: 4, using: &random)
    queue.setShuffled(true, using: &random)
    _ = queue.advance(automatic: false)
    let ahead = Array(playingOrder(of: queue).dropFirst()).map { queue.entries[$0] }

    let wasCurrent = queue.remove(at: queue.currentIndex!)

    #expect(wasCurrent)
    #expect(queue.current == ahead.first)
    #expect(queue.entries.count == 5)
    #expect(playingOrder(of: queue).map { queue.entries[$0] } == ahead)
  }

  @Test func removingTheLastEntryToPlayWhileItIsCurrentLeavesNoneCurrent() {
    var random = SplitMix64(seed: 1)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(3), startingAt: 2, using: &random)

    let removedCurrent = queue.remove(at: 2)
    #expect(removedCurrent)

    #expect(queue.current == nil)
    #expect(queue.playingPosition == nil)
    #expect(queue.entries.count == 2)
  }

  @Test func goingBackFromTheFirstEntryGoesToTheLastUnderRepeatAllOnly() {
    var random = SplitMix64(seed: 1)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(4), startingAt: 0, using: &random)

    let retreated2 = queue.retreat()
    #expect(!retreated2)
    #expect(queue.currentIndex == 0)

    queue.setRepeat(.all)
    let retreated3 = queue.retreat()
    #expect(retreated3)
    #expect(queue.currentIndex == 3)
    let retreated4 = queue.retreat()
    #expect(retreated4)
    #expect(queue.currentIndex == 2)
  }

  @Test func jumpingMakesTheEntryCurrentAndRefusesNumbersOutOfRange() {
    var random = SplitMix64(seed: 1)
    var queue = PlayQueue()
    let jumpedInEmpty = queue.jump(to: 0)
    #expect(!jumpedInEmpty, "an empty queue has nothing to jump to")
    queue.replace(with: numberedEntries(5), startingAt: 0, using: &random)

    let jumped5 = queue.jump(to: 3)
    #expect(jumped5)
    #expect(queue.currentIndex == 3)
    #expect(queue.playingPosition == 4)
    let jumped6 = queue.jump(to: 5)
    #expect(!jumped6)
    let jumped7 = queue.jump(to: -1)
    #expect(!jumped7)
    #expect(queue.currentIndex == 3)

    queue.setShuffled(true, using: &random)
    let jumped8 = queue.jump(to: 1)
    #expect(jumped8)
    #expect(queue.current?.track.number == 2)
  }

  @Test func movingUnderShuffleKeepsThePlayingOrderOfTheEntries() {
    var random = SplitMix64(seed: 13)
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(5), startingAt: 1, using: &random)
    queue.setShuffled(true, using: &random)
    let before = playingOrder(of: queue).map { queue.entries[$0] }

    let moved9 = queue.move(from: 4, to: 0)
    #expect(moved9)

    #expect(queue.entries.map(\.track.number) == [5, 1, 2, 3, 4])
    #expect(playingOrder(of: queue).map { queue.entries[$0] } == before)
  }
}
