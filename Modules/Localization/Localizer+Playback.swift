import Domain
import PlaybackModel

extension Localizer {
  /// The playback's state for people: "▶ Playing", "⏸ Paused" …
  public func playbackState(_ state: PlaybackState) -> String {
    switch state {
    case .idle: self(PlaybackPhrase.stateIdle)
    case .loading: self(PlaybackPhrase.stateLoading)
    case .playing: self(PlaybackPhrase.statePlaying)
    case .paused: self(PlaybackPhrase.statePaused)
    case .ended: self(PlaybackPhrase.stateEnded)
    case .failed: self(PlaybackPhrase.stateFailed)
    }
  }

  /// "Repeat: all" …
  public func repeatMode(_ mode: RepeatMode) -> String {
    switch mode {
    case .off: self(PlaybackPhrase.repeatOff)
    case .all: self(PlaybackPhrase.repeatAll)
    case .one: self(PlaybackPhrase.repeatOne)
    }
  }

  /// "Shuffle: on" or "Shuffle: off".
  public func shuffle(_ isOn: Bool) -> String {
    self(isOn ? PlaybackPhrase.shuffleOn : PlaybackPhrase.shuffleOff)
  }
}

extension FailureNotice {
  /// The notice for a preview that did not play (kind `.unavailable`), in the localizer's
  /// language; a missing player's names the command that installs one.
  public init(preview failure: PreviewFailure, localizer: Localizer) {
    let (code, message): (String, String) =
      switch failure {
      case .playerMissing(let installHint):
        ("playerMissing", localizer(PlaybackPhrase.noPlayer, ["install": installHint]))
      case .loadFailed: ("previewUnavailable", localizer(PlaybackPhrase.previewUnavailable))
      case .noAudioOutput: ("noAudioOutput", localizer(PlaybackPhrase.noAudioOutput))
      case .timeout: ("timeout", localizer(PlaybackPhrase.previewTimeout))
      case .playerFailed: ("playerFailed", localizer(PlaybackPhrase.playerFailed))
      case .offline: ("previewOffline", localizer(PlaybackPhrase.previewOffline))
      }
    self.init(code: code, message: message, kind: .unavailable)
  }
}
