import Domain
import PlaybackModel
import Testing

@Suite struct PlayQueueTests {
  @Test func advancingPastTheLastEntryStopsUnderRepeatOffAndStartsOverUnderRepeatAll() {
    var random = SystemRandomNumberGenerator()
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(3), startingAt: 1, using: &random)
    let result1 = queue.advance(automatic: true)
    #expect(result1)
    #expect(queue.currentIndex == 2)
    let result2 = queue.advance(automatic: true)
    #expect(!result2)
    #expect(queue.currentIndex == 2)
    queue.setRepeat(.all)
    let result3 = queue.advance(automatic: true)
    #expect(result3)
    #expect(queue.currentIndex == 0)
    queue.setRepeat(.one)
    let result4 = queue.advance(automatic: true)
    #expect(result4)
    #expect(queue.currentIndex == 0)
    let result5 = queue.advance(automatic: false)
    #expect(result5)
    #expect(queue.currentIndex == 1)
  }

  @Test func movingAndRemovingKeepTheCurrentEntryCurrent() {
    var random = SystemRandomNumberGenerator()
    var queue = PlayQueue()
    queue.replace(with: numberedEntries(4), startingAt: 1, using: &random)
    let result6 = queue.move(from: 1, to: 3)
    #expect(result6)
    #expect(queue.entries.map(\.track.number) == [1, 3, 4, 2])
    #expect(queue.current?.track.number == 2)
    let result7 = queue.remove(at: 0)
    #expect(!result7)
    #expect(queue.current?.track.number == 2)
    let result8 = queue.remove(at: 2)
    #expect(result8)
    #expect(queue.current == nil)
    #expect(queue.entries.map(\.track.number) == [3, 4])
  }
}
