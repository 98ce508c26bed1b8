import Localization

extension DoctorReport {
  /// mpv as `doctor` found it.
  package struct Player: Encodable {
    let found: Bool
    /// Where it is, when found.
    let path: String?
    /// The first line of `mpv --version`; nil when not found or it did not answer.
    let version: String?
    /// Whether mpv opens an audio output; nil when not found.
    let audio: Audio?
    /// How to install it, when not found.
    let install: String?
  }

  /// Whether mpv finds somewhere to play sound.
  enum Audio: String, Encodable {
    /// It opened an audio output.
    case available
    /// It found none: previews fail with "no audio output".
    case unavailable
    /// `MUSICLIB_MPV_ARGS` says `--ao=null`: previews play to nowhere.
    case null
    /// The probe did not finish in time or could not start.
    case unknown
  }

  /// The catalog's answer to one request.
  package struct Catalog: Encodable {
    /// The catalog's address (`--api-url`, `MUSICLIB_API_URL`).
    let url: String
    /// The HTTP status it answered with; nil when it did not answer.
    let status: Int?
    /// The round trip, when it answered.
    let milliseconds: Int?
    /// Why it did not answer, in the interface language.
    let error: String?
    /// True when it was not asked (`--offline`); left out otherwise.
    var skipped: Bool? = nil
  }

  /// The data directory.
  package struct DataDirectory: Encodable {
    let path: String
    let exists: Bool
    /// The permissions, e.g. `0700`; nil when it does not exist.
    let mode: String?
    /// Whether this user may write to it.
    let writable: Bool
    /// The size of `library.sqlite3`; nil when there is none.
    let databaseBytes: Int?
    /// The size of all the files in it, its subdirectories' too.
    let bytes: Int
  }

  /// The desktop's media controls (MPRIS).
  package struct MediaControls: Encodable {
    /// Whether an interactive run publishes its player.
    let enabled: Bool
    /// The bus name asked for, when enabled.
    let name: String?
    /// Why not, when not: `turned off` or `no session bus`.
    let offBecause: String?

    /// `offBecause` without a session bus.
    package static let noBus = "no session bus"
    /// `offBecause` under `--no-mpris` or `MUSICLIB_MPRIS=0`.
    package static let turnedOff = "turned off"

    package init(enabled: Bool, name: String?, offBecause: String?) {
      self.enabled = enabled
      self.name = name
      self.offBecause = offBecause
    }
  }

  /// Who is signed in.
  package struct SignedIn: Encodable {
    let name: String
    let email: String

    package init(name: String, email: String) {
      self.name = name
      self.email = email
    }
  }

  /// The lines for mpv, the catalog, the data directory and the session, as far as checked.
  func checkLines(localize: Localizer) -> [(DoctorCheckPhrase, String)] {
    var lines: [(DoctorCheckPhrase, String)] = []
    if let mpv {
      lines.append(
        (
          .mpv,
          mpv.path.map { path in
            localize(
              DoctorCheckPhrase.mpvFound,
              [
                "path": Localizer.shownPath(path),
                "version": mpv.version ?? localize(DoctorCheckPhrase.mpvNoVersion),
                "audio": localize(Self.audioPhrase(mpv.audio ?? .unknown)),
              ])
          } ?? localize(DoctorCheckPhrase.mpvMissing, ["install": mpv.install ?? ""])
        ))
    }
    if let mediaControls {
      let text =
        if let name = mediaControls.name {
          localize(DoctorCheckPhrase.mediaControlsOn, ["name": name])
        } else if mediaControls.offBecause == MediaControls.noBus {
          localize(DoctorCheckPhrase.mediaControlsNoBus)
        } else {
          localize(DoctorCheckPhrase.mediaControlsTurnedOff)
        }
      lines.append((.mediaControls, text))
    }
    if let catalog {
      let text =
        if catalog.skipped == true {
          localize(DoctorCheckPhrase.catalogSkipped, ["url": catalog.url])
        } else if let status = catalog.status {
          localize(
            status == 200 ? DoctorCheckPhrase.catalogAnswered : .catalogStatus,
            [
              "url": catalog.url, "status": String(status),
              "milliseconds": String(catalog.milliseconds ?? 0),
            ])
        } else {
          localize(
            DoctorCheckPhrase.catalogFailed, ["url": catalog.url, "error": catalog.error ?? ""])
        }
      lines.append((.catalog, text))
    }
    if let dataDirectory {
      var text = Localizer.shownPath(dataDirectory.path)
      if let mode = dataDirectory.mode {
        text +=
          " (" + mode + ", "
          + localize(dataDirectory.writable ? DoctorCheckPhrase.writable : .notWritable) + ")"
      } else {
        text += " (" + localize(DoctorCheckPhrase.missing) + ")"
      }
      if dataDirectory.exists {
        text +=
          ", " + localize(DoctorCheckPhrase.dataTotal, ["kib": String(dataDirectory.bytes / 1024)])
      }
      if let bytes = dataDirectory.databaseBytes {
        text += ", library.sqlite3 \(bytes / 1024) KiB"
      }
      lines.append((.dataDirectory, text))
    }
    lines.append(
      (
        .signedIn,
        signedIn.map { "\($0.name) (\($0.email))" } ?? localize(DoctorCheckPhrase.nobody)
      ))
    if let userFiles, !userFiles.isEmpty {
      let text = userFiles.map {
        localize(
          $0.read ? DoctorCheckPhrase.fileRead : .fileAbsent,
          ["name": $0.name, "path": Localizer.shownPath($0.path)])
      }.joined(separator: "; ")
      lines.append((.userFiles, text))
    }
    return lines
  }

  private static func audioPhrase(_ audio: Audio) -> DoctorCheckPhrase {
    switch audio {
    case .available: .audioAvailable
    case .unavailable: .audioNone
    case .null: .audioNull
    case .unknown: .audioUnknown
    }
  }
}
