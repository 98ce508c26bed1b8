import Foundation
import Localization
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import Doctor

/// `--no-mpris`, `MUSICLIB_MPRIS` and what `doctor` says of the desktop's media controls.
@Suite struct DesktopControlsOptionTests {
  func configuration(_ arguments: [String], _ environment: [String: String] = [:]) throws
    -> AppConfiguration
  {
    try AppConfiguration.resolve(
      try CommandLineOptions.parse(
        arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags),
      environment: environment)
  }

  @Test func theFlagAndTheVariableTurnTheControlsOff() throws {
    #expect(try configuration([]).desktopMediaControls)
    #expect(try configuration(["ui"], ["MUSICLIB_MPRIS": "1"]).desktopMediaControls)
    #expect(try !configuration(["--no-mpris"]).desktopMediaControls)
    #expect(try !configuration(["play", "1", "--no-mpris"]).desktopMediaControls)
    #expect(try !configuration(["ui"], ["MUSICLIB_MPRIS": "0"]).desktopMediaControls)
    #expect(throws: UsageError.invalidValue(option: "MUSICLIB_MPRIS", value: "off")) {
      try configuration([], ["MUSICLIB_MPRIS": "off"])
    }
  }

  @Test func withoutASessionBusTheControlsAreOffAndNothingIsLinked() throws {
    let on = try configuration([])
    let bus = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]
    #expect(DesktopMediaLink.availability(on, environment: [:]) == .noBus)
    #expect(
      DesktopMediaLink.availability(on, environment: bus)
        == .on(name: "org.mpris.MediaPlayer2.musiclib"))
    #expect(
      DesktopMediaLink.availability(try configuration(["--no-mpris"]), environment: bus)
        == .turnedOff)
  }

  @Test func doctorSaysWhetherTheControlsAreOnAndUnderWhichName() throws {
    let on = DoctorChecks.mediaControls(.on(name: "org.mpris.MediaPlayer2.musiclib"))
    let english = Self.lines(on, .en)
    #expect(
      english.contains { $0.hasPrefix("on: ") && $0.contains("org.mpris.MediaPlayer2.musiclib") })
    #expect(Self.lines(on, .ru).contains { $0.hasPrefix("включено: ") })
    #expect(
      Self.lines(DoctorChecks.mediaControls(.noBus), .en).contains("off: no D-Bus session bus"))
    #expect(
      Self.lines(DoctorChecks.mediaControls(.turnedOff), .ru)
        .contains("выключено (--no-mpris или MUSICLIB_MPRIS=0)"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(on), as: UTF8.self)
    #expect(json == #"{"enabled":true,"name":"org.mpris.MediaPlayer2.musiclib"}"#)
  }

  private static func lines(_ controls: DoctorReport.MediaControls, _ language: Language)
    -> [String]
  {
    var report = DoctorChecksTests.emptyReport()
    report.mediaControls = controls
    return report.checkLines(localize: Localizer(language: language)).map(\.1)
  }
}
