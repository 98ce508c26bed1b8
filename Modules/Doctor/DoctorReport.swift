import AdapterPorts
import ArtworkRendering
import Composition
import Domain
import Localization
import TerminalComposition
import TerminalKit
import TerminalText
import TextRenderers

/// What `musiclib doctor` found, as JSON (`--json`) or as lines for a person.
package struct DoctorReport: Encodable {
  struct Terminal: Encodable {
    let term: String?
    let colorterm: String?
    let termProgram: String?
    /// "tmux", "screen" or nil.
    let multiplexer: String?
    let stdoutIsTerminal: Bool
    let columns: Int
  }

  struct Colors: Encodable {
    let enabled: Bool
    /// Why colours are off: "NO_COLOR", "--no-color" or "notATerminal"; nil when on.
    let offBecause: String?
  }

  struct Artwork: Encodable {
    /// kitty, iterm, sixel, blocks, ascii, or none (URLs only).
    let mode: String
    /// truecolor, indexed256, indexed16 or none; nil for URLs only.
    let colors: String?
    /// The policy's rule (`ArtworkReason`).
    let reason: String
    /// The rule in the interface language.
    let explanation: String
    let colorRemoved: Bool
  }

  struct Cache: Encodable {
    let directory: String
    let bytes: Int
  }

  let terminal: Terminal
  let colors: Colors
  let artwork: Artwork
  let libraries: [ArtworkLibraries.Library]
  let cache: Cache
  /// mpv, which plays the previews.
  package var mpv: Player?
  /// Whether the desktop sees what plays (MPRIS), and under which name.
  package var mediaControls: MediaControls?
  /// What the catalog answered to one request; nil (left out) when it was not asked.
  package var catalog: Catalog?
  /// Where the database lives.
  package var dataDirectory: DataDirectory?
  /// Who is signed in; nil (left out of the JSON) when nobody is.
  package var signedIn: SignedIn?
  /// The person's files the interactive apps read (`UserFile`), and whether each is there.
  package var userFiles: [UserFileState]?

  /// Gathers the report from this run's artwork setup.
  package static func make(_ services: ArtworkServices, localize: Localizer) -> DoctorReport {
    let environment = services.environment
    let term = environment["TERM"]
    let multiplexer: String? =
      environment["TMUX"] != nil || term?.hasPrefix("tmux") == true
      ? "tmux" : environment["STY"] != nil || term?.hasPrefix("screen") == true ? "screen" : nil
    let offBecause: String? =
      environment.noColorFlag
      ? "--no-color"
      : environment.variables["NO_COLOR"] != nil
        ? "NO_COLOR" : environment.stdoutIsTerminal ? nil : "notATerminal"
    let plan = services.plan
    return DoctorReport(
      terminal: Terminal(
        term: term, colorterm: environment["COLORTERM"], termProgram: environment["TERM_PROGRAM"],
        multiplexer: multiplexer, stdoutIsTerminal: environment.stdoutIsTerminal,
        columns: services.terminalColumns),
      colors: Colors(enabled: offBecause == nil, offBecause: offBecause),
      artwork: Artwork(
        mode: plan.style?.graphics.rawValue ?? ArtworkMode.none.rawValue,
        colors: plan.style?.colors.rawValue, reason: plan.reason.rawValue,
        explanation: explanation(plan.reason, environment, localize: localize),
        colorRemoved: plan.colorRemoved),
      libraries: ArtworkLibraries.current(),
      cache: Cache(
        directory: services.cacheDirectory.path, bytes: services.source.cachedBytes()))
  }

  /// The report as lines for a person, laid out in `layout`: a value's continuation lines
  /// under the value.
  package func text(localize: Localizer, layout: TextLayout = .unbounded) -> String {
    let none = localize(DoctorPhrase.nothing)
    let variables =
      [("TERM", terminal.term), ("COLORTERM", terminal.colorterm)]
      + [("TERM_PROGRAM", terminal.termProgram)]
    let output =
      terminal.stdoutIsTerminal
      ? localize(DoctorPhrase.outputTerminal, ["columns": String(terminal.columns)])
      : localize(DoctorPhrase.outputNotTerminal)
    let colorText =
      colors.offBecause.map { why in
        localize(
          DoctorPhrase.colorsOff,
          ["why": why == "notATerminal" ? localize(DoctorPhrase.outputNotTerminal) : why])
      } ?? localize(DoctorPhrase.colorsOn)
    var artworkText = localize(DoctorPhrase.artworkURLs)
    if let depth = artwork.colors.flatMap(ArtworkStyle.Colors.init(rawValue:)) {
      artworkText = artwork.mode + ", " + localize(Self.depthPhrase(depth))
    }
    artworkText += " — " + localize(DoctorPhrase.because, ["reason": artwork.explanation])
    if artwork.colorRemoved { artworkText += "; " + localize(DoctorPhrase.colorRemoved) }
    let libraryText = libraries.map { library in
      "\(library.name) \(library.version) (\(library.path.map(Localizer.shownPath) ?? localize(DoctorPhrase.notLoaded)))"
    }.joined(separator: "; ")
    let lines: [(DoctorPhrase, String)] = [
      (.terminal, variables.map { "\($0.0)=\($0.1 ?? "")" }.joined(separator: " ")),
      (.output, output),
      (.multiplexer, terminal.multiplexer ?? none),
      (.colors, colorText),
      (.artwork, artworkText),
      (.libraries, libraryText),
      (.cache, "\(Localizer.shownPath(cache.directory)) (\(cache.bytes / 1024) KiB)"),
    ]
    let all =
      lines.map { (localize($0.0), $0.1) }
      + checkLines(localize: localize).map { (localize($0.0), $0.1) }
    return all.flatMap { layout.labelled($0.0 + ": ", $0.1) }.joined(separator: "\n")
  }

  private static func depthPhrase(_ colors: ArtworkStyle.Colors) -> DoctorPhrase {
    switch colors {
    case .truecolor: .depthTruecolor
    case .indexed256: .depth256
    case .indexed16: .depth16
    case .none: .depthNone
    }
  }

  private static func explanation(
    _ reason: ArtworkReason, _ environment: TerminalEnvironment, localize: Localizer
  ) -> String {
    let arguments = [
      "mode": environment.artOption?.rawValue ?? environment["MUSICLIB_ART"] ?? "",
      "term": environment["TERM"] ?? "", "colorterm": environment["COLORTERM"] ?? "",
    ]
    let phrase: DoctorPhrase =
      switch reason {
      case .option: .reasonOption
      case .environment: .reasonEnvironment
      case .notATerminal: .reasonNotATerminal
      case .dumbTerminal: .reasonDumbTerminal
      case .noColor: .reasonNoColor
      case .tmux: .reasonTmux
      case .screen: .reasonScreen
      case .kitty: .reasonKitty
      case .iterm: .reasonIterm
      case .colorTerm: .reasonColorTerm
      case .termTruecolor: .reasonTermTruecolor
      case .term256: .reasonTerm256
      case .term16: .reasonTerm16
      case .unknownTerminal: .reasonUnknownTerminal
      }
    return localize(phrase, arguments)
  }
}
