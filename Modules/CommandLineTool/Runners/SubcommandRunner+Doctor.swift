import Composition
import Doctor
import Localization

extension SubcommandRunner {
  /// `musiclib doctor`: what was detected about the terminal and the artwork libraries, and why;
  /// then mpv, whether the catalog answers, the data directory, who is signed in and which of
  /// the person's files (the keys file) the interactive apps read.
  func doctor() async -> ExitCode {
    guard let artwork = artworkServices else { return .failure }
    let localize = Localizer(language: configuration.language)
    var report = DoctorReport.make(artwork, localize: localize)
    report.mpv = await DoctorChecks.mpv(environment: artwork.environment.variables)
    report.mediaControls = DoctorChecks.mediaControls(
      DesktopMediaLink.availability(configuration, environment: artwork.environment.variables))
    if let transport = screens.catalogTransport {
      report.catalog = await DoctorChecks.catalog(
        transport, apiURL: configuration.apiURL,
        offline: configuration.answerPolicy.mode == .offline, localize: localize)
    }
    report.dataDirectory = DoctorChecks.dataDirectory(configuration.dataDirectory)
    do {
      report.signedIn = try await screens.signedInUser().map {
        DoctorReport.SignedIn(name: "\($0.firstName) \($0.lastName)", email: $0.email)
      }
    } catch {
      return output.failure(FailureNotice(.wrapping(error), localizer: localize))
    }
    report.userFiles = UserFileState.all(in: artwork.environment.variables)
    return output.success(
      text: report.text(localize: localize, layout: console.layout), document: report)
  }
}
