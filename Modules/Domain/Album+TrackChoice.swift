/// Where a `TrackChoice` leads on an album.
public enum TrackChoiceOutcome: Equatable, Sendable {
  /// The track at this index of the album's tracks.
  case track(at: Int)
  /// No such track where it was asked for; the track at this index, on another disc, has the
  /// number.
  case onOtherDisc(at: Int)
  /// No track of the album has the number.
  case missing
}

extension Album {
  /// Whether the tracks span several discs: then each is chosen as `disc-number`.
  public var hasSeveralDiscs: Bool {
    Set(tracks.map(\.disc)).count > 1
  }

  /// How `track` is chosen on this album: `2-1` on an album of several discs, else `1`.
  public func choice(of track: Track) -> TrackChoice {
    TrackChoice(disc: hasSeveralDiscs ? track.disc : nil, number: track.number)
  }

  /// The track `choice` picks: the number on its disc, a plain number on the first disc in
  /// playing order; else the first track of that number on another disc, when one has it.
  public func track(chosen choice: TrackChoice) -> TrackChoiceOutcome {
    let disc = choice.disc ?? tracks.map(\.disc).min()
    let matches = tracks.indices.filter { tracks[$0].number == choice.number }
    if let index = matches.first(where: { tracks[$0].disc == disc }) {
      return .track(at: index)
    }
    return matches.first.map { .onOtherDisc(at: $0) } ?? .missing
  }
}
