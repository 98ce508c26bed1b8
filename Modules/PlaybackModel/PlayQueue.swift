import Domain

/// The tracks a run plays one after another: their list, the order they play in (shuffled or
/// not), which one is current, and what happens at the end. A value with no I/O: the playback
/// session keeps one and plays what it says.
public struct PlayQueue: Hashable, Sendable {
  /// The entries as the queue lists them (the order people move them into).
  public private(set) var entries: [QueueEntry] = []
  /// The entries' indices in the order they play: the list's order, or a shuffle of it.
  private var order: [Int] = []
  /// Where in `order` the current entry is; nil when none is.
  private var cursor: Int?
  /// What happens after the last entry, or after each.
  public private(set) var repeatMode = RepeatMode.off
  /// Whether the entries play in a shuffled order.
  public private(set) var isShuffled = false

  /// An empty queue.
  public init() {}

  /// The index in `entries` of the current entry; nil when none is.
  public var currentIndex: Int? { cursor.map { order[$0] } }
  /// The current entry; nil when none is.
  public var current: QueueEntry? { currentIndex.map { entries[$0] } }
  /// The current entry's place in the playing order, from 1 ("3" of "3/12"); nil when none is.
  public var playingPosition: Int? { cursor.map { $0 + 1 } }
  /// The entry that plays when the current one ends: the next in the playing order, the first
  /// again under repeat all, the same under repeat one; nil at the end or with none current.
  public var upcoming: QueueEntry? {
    guard let place = cursor else { return nil }
    if repeatMode == .one { return current }
    if place + 1 < order.count { return entries[order[place + 1]] }
    return repeatMode == .all ? entries[order[0]] : nil
  }
  /// Whether the queue has no entries.
  public var isEmpty: Bool { entries.isEmpty }

  /// Replaces the entries with `newEntries` and makes the one at `index` current (shuffled, the
  /// others follow it in a random order).
  public mutating func replace(
    with newEntries: [QueueEntry], startingAt index: Int,
    using generator: inout some RandomNumberGenerator
  ) {
    entries = newEntries
    order = Array(entries.indices)
    cursor = entries.indices.contains(index) ? index : nil
    if isShuffled { reshuffle(using: &generator) }
  }

  /// Adds `newEntries` at the end (shuffled, in a random order after the others).
  public mutating func append(
    _ newEntries: [QueueEntry], using generator: inout some RandomNumberGenerator
  ) {
    let added = Array(entries.count..<entries.count + newEntries.count)
    entries += newEntries
    order += isShuffled ? added.shuffled(using: &generator) : added
  }

  /// Makes the entry at `index` of `entries` current; false for an index out of range.
  @discardableResult public mutating func jump(to index: Int) -> Bool {
    guard let place = order.firstIndex(of: index) else { return false }
    cursor = place
    return true
  }

  /// Moves to the entry that plays next. A preview that ended (`automatic`) plays again under
  /// repeat one; past the last entry the queue starts over under repeat all or one, and stops
  /// (false, nothing changed) under repeat off.
  public mutating func advance(automatic: Bool) -> Bool {
    guard let place = cursor else { return false }
    if automatic && repeatMode == .one { return true }
    if place + 1 < order.count {
      cursor = place + 1
    } else if repeatMode != .off {
      cursor = 0
    } else {
      return false
    }
    return true
  }

  /// Moves to the entry that played before; at the first, to the last under repeat, else false.
  public mutating func retreat() -> Bool {
    guard let place = cursor else { return false }
    if place > 0 {
      cursor = place - 1
    } else if repeatMode != .off, !order.isEmpty {
      cursor = order.count - 1
    } else {
      return false
    }
    return true
  }

  /// Removes the entry at `index`; true when it was the current one, and then the entry that
  /// played after it is current (none when it was the last).
  @discardableResult public mutating func remove(at index: Int) -> Bool {
    guard entries.indices.contains(index), let place = order.firstIndex(of: index) else {
      return false
    }
    let wasCurrent = place == cursor
    entries.remove(at: index)
    order.remove(at: place)
    order = order.map { $0 > index ? $0 - 1 : $0 }
    if let current = cursor, place < current {
      cursor = current - 1
    } else if wasCurrent, place >= order.count {
      cursor = nil
    }
    return wasCurrent
  }

  /// Moves the entry at `source` to `destination` in the list; the current entry stays current.
  /// False when either index is out of range.
  @discardableResult public mutating func move(from source: Int, to destination: Int) -> Bool {
    guard entries.indices.contains(source), entries.indices.contains(destination) else {
      return false
    }
    let playing = currentIndex
    var positions = Array(entries.indices)
    positions.insert(positions.remove(at: source), at: destination)
    var newIndex = [Int](repeating: 0, count: positions.count)
    for (new, old) in positions.enumerated() { newIndex[old] = new }
    entries = positions.map { entries[$0] }
    if isShuffled {
      order = order.map { newIndex[$0] }
    } else {
      order = Array(entries.indices)
      cursor = playing.map { newIndex[$0] }
    }
    return true
  }

  /// Removes every entry.
  public mutating func clear() {
    entries = []
    order = []
    cursor = nil
  }

  /// Sets what happens at the end.
  public mutating func setRepeat(_ mode: RepeatMode) { repeatMode = mode }

  /// Shuffles the entries after the current one (all of them when none is current), or plays
  /// them in the list's order again.
  public mutating func setShuffled(_ on: Bool, using generator: inout some RandomNumberGenerator) {
    isShuffled = on
    if on {
      reshuffle(using: &generator)
    } else {
      let playing = currentIndex
      order = Array(entries.indices)
      cursor = playing
    }
  }

  private mutating func reshuffle(using generator: inout some RandomNumberGenerator) {
    let playing = currentIndex
    let rest = entries.indices.filter { $0 != playing }.shuffled(using: &generator)
    order = (playing.map { [$0] } ?? []) + rest
    cursor = playing == nil ? nil : 0
  }
}
