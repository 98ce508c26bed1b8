import Localization

extension SubcommandRunner {
  /// `musiclib doctor`: what was detected about the terminal and the artwork libraries, and why.
  func doctor() -> ExitCode {
    guard let artwork = artworkServices else { return .failure }
    let localize = Localizer(language: configuration.language)
    let report = DoctorReport.make(artwork, localize: localize)
    return output.success(text: report.text(localize: localize), document: report)
  }
}
