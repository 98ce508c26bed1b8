import AdapterPorts
import Foundation

/// A property's value as MPRIS types it, before it becomes a gio variant.
enum MPRISValue: Hashable {
  case string(String)
  case objectPath(String)
  case boolean(Bool)
  case int32(Int32)
  case int64(Int64)
  case double(Double)
  case strings([String])
  case dictionary([String: MPRISValue])

  /// The player interface's properties that are announced when they change (`Position` is
  /// read when asked, as the specification wants).
  static func announcedProperties(of state: DesktopPlaybackState) -> [String: MPRISValue] {
    let queued = state.track != nil
    return [
      "PlaybackStatus": .string(status(state.status)),
      "LoopStatus": .string(loop(state.repeatMode)),
      "Shuffle": .boolean(state.shuffle),
      "Metadata": .dictionary(metadata(state.track)),
      "CanGoNext": .boolean(state.canGoNext),
      "CanGoPrevious": .boolean(state.canGoPrevious),
      "CanPlay": .boolean(queued),
      "CanPause": .boolean(queued),
    ]
  }

  /// Every property of `interface` for `state`.
  static func properties(of interface: String, state: DesktopPlaybackState, identity: String)
    -> [String: MPRISValue]
  {
    guard interface == MPRISInterfaces.player else {
      return [
        "CanQuit": .boolean(false), "CanRaise": .boolean(false), "HasTrackList": .boolean(false),
        "Identity": .string(identity), "SupportedUriSchemes": .strings([]),
        "SupportedMimeTypes": .strings([]),
      ]
    }
    return announcedProperties(of: state).merging([
      "Rate": .double(1), "MinimumRate": .double(1), "MaximumRate": .double(1),
      "Volume": .double(1), "Position": .int64(state.positionMicroseconds),
      "CanSeek": .boolean(false), "CanControl": .boolean(true),
    ]) { first, _ in first }
  }

  static func status(_ status: DesktopPlaybackStatus) -> String {
    switch status {
    case .playing: "Playing"
    case .paused: "Paused"
    case .stopped: "Stopped"
    }
  }

  static func loop(_ mode: DesktopRepeat) -> String {
    switch mode {
    case .none: "None"
    case .track: "Track"
    case .playlist: "Playlist"
    }
  }

  /// The repeat mode a `LoopStatus` names; nil for any other text.
  static func repeatMode(_ loopStatus: String) -> DesktopRepeat? {
    [DesktopRepeat.none, .track, .playlist].first { loop($0) == loopStatus }
  }

  /// `Metadata`: the track's identity as an object path (no `-` or `:` may appear in one), its
  /// length in microseconds, the cached cover as a `file://` URL and the xesam fields.
  static func metadata(_ track: DesktopTrack?) -> [String: MPRISValue] {
    guard let track else {
      return ["mpris:trackid": .objectPath("/org/mpris/MediaPlayer2/TrackList/NoTrack")]
    }
    var fields: [String: MPRISValue] = [
      "mpris:trackid": .objectPath(trackID(track)),
      "xesam:title": .string(track.title),
      "xesam:trackNumber": .int32(Int32(clamping: track.number)),
      "xesam:discNumber": .int32(Int32(clamping: track.disc)),
    ]
    if let artist = track.artist { fields["xesam:artist"] = .strings([artist]) }
    if let album = track.album { fields["xesam:album"] = .string(album) }
    if let length = track.lengthMicroseconds { fields["mpris:length"] = .int64(length) }
    if let url = track.storeURL { fields["xesam:url"] = .string(url) }
    if let cover = track.coverFile {
      fields["mpris:artUrl"] = .string(URL(fileURLWithPath: cover).absoluteString)
    }
    return fields
  }

  static func trackID(_ track: DesktopTrack) -> String {
    let album = track.albumID.map { $0 < 0 ? "n\(-$0)" : "\($0)" } ?? "none"
    return "/org/musiclib/track/a\(album)/d\(max(track.disc, 0))/t\(max(track.number, 0))"
  }
}
