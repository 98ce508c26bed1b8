import CommandLineSpec
import Localization
import Player

/// `musiclib play`'s player view: when the track number is on another disc, the failure names
/// the command that plays it; when it is on no disc of several, how to give the disc; then
/// `view` shows it.
@MainActor final class DiscNamingPlayerView: PlayerDisplaying {
  private let view: any PlayerDisplaying
  private let albumID: Int64
  private let trackNumber: Int
  private let localize: Localizer

  init(_ view: any PlayerDisplaying, albumID: Int64, trackNumber: Int, localize: Localizer) {
    self.view = view
    self.albumID = albumID
    self.trackNumber = trackNumber
    self.localize = localize
  }

  func display(_ viewModel: PlayerViewModel) {
    var viewModel = viewModel
    if let disc = viewModel.otherDisc, let failure = viewModel.failure {
      viewModel.failure = FailureNotice(
        code: failure.code,
        message: failure.message
          + localize(
            CLIPhrase.addDisc,
            ["album": String(albumID), "number": String(trackNumber), "disc": String(disc)]),
        kind: failure.kind)
    } else if viewModel.discs.count > 1, let failure = viewModel.failure {
      viewModel.failure = FailureNotice(
        code: failure.code,
        message: failure.message
          + localize(
            CLIPhrase.chooseDisc, ["album": String(albumID), "disc": String(viewModel.discs[1])]),
        kind: failure.kind)
    }
    view.display(viewModel)
  }
}
