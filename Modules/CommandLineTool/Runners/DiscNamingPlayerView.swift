import CommandLineSpec
import Localization
import Player

/// `musiclib play`'s player view: when the track number is on another disc, the failure says
/// which `--disc` to add, then `view` shows it.
@MainActor final class DiscNamingPlayerView: PlayerDisplaying {
  private let view: any PlayerDisplaying
  private let localize: Localizer

  init(_ view: any PlayerDisplaying, localize: Localizer) {
    self.view = view
    self.localize = localize
  }

  func display(_ viewModel: PlayerViewModel) {
    var viewModel = viewModel
    if let disc = viewModel.otherDisc, let failure = viewModel.failure {
      viewModel.failure = FailureNotice(
        code: failure.code,
        message: failure.message + localize(CLIPhrase.addDisc, ["disc": String(disc)]),
        kind: failure.kind)
    }
    view.display(viewModel)
  }
}
