import Composition

extension DoctorChecks {
  /// Whether a run that plays shows the desktop what plays (MPRIS), and under which name.
  package static func mediaControls(_ availability: DesktopMediaAvailability)
    -> DoctorReport.MediaControls
  {
    switch availability {
    case .on(let name): .init(enabled: true, name: name, offBecause: nil)
    case .turnedOff:
      .init(enabled: false, name: nil, offBecause: DoctorReport.MediaControls.turnedOff)
    case .noBus: .init(enabled: false, name: nil, offBecause: DoctorReport.MediaControls.noBus)
    }
  }
}
