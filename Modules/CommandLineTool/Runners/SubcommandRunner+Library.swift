import AlbumDetail
import CommandLineSpec
import Composition
import Domain
import Foundation
import Library
import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// `musiclib save`, `musiclib remove` and `musiclib library`: the same album and library
/// presenters as the interactive screens; the app reads and writes the library files.
extension SubcommandRunner {
  /// Loads the album (the catalog, else the saved copy) and keeps it, as `save` on its screen.
  func save() async -> ExitCode {
    guard let id = albumID() else { return invalidAlbumID() }
    let view = Capture<AlbumDetailViewModel>(console: console)
    let presenter = screens.album(id: id, view: view, router: router)
    await presenter.viewDidLoad()
    if let failure = view.last?.failure { return output.failure(failure) }
    await presenter.didRequestSave()
    // A refused save (the library full, the album out of bounds, the disk full) keeps the
    // album on screen with no change: its failure is the answer.
    if let failure = view.last?.failure { return output.failure(failure) }
    guard let model = view.last, let change = model.libraryChange else { return .failure }
    return output.success(
      message: model.message ?? "",
      document: LibraryChangeDocument(status: change.rawValue, id: id))
  }

  /// Takes the album out of the library; needs no network.
  func remove() async -> ExitCode {
    guard let id = albumID() else { return invalidAlbumID() }
    let view = Capture<LibraryViewModel>(console: console)
    let presenter = screens.library(view: view, router: router)
    await presenter.didRequestRemove(albumID: id)
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    let status: AlbumLibraryChange = model.removed == true ? .removed : .notSaved
    return output.success(
      message: model.message ?? "",
      document: LibraryChangeDocument(status: status.rawValue, id: id))
  }

  /// Lists the library, or exports it to `--export FILE`, or merges `--import FILE` into it.
  func library() async -> ExitCode {
    let view = Capture<LibraryViewModel>(console: console)
    let presenter = screens.library(view: view, router: router)
    if let path = options.values["export"] {
      return await export(to: path, presenter: presenter, view: view)
    }
    if let path = options.values["import"] {
      guard let contents = read(path) else {
        return output.failure(
          FailureNotice(
            code: "cannotReadFile",
            message: localize(CLIPhrase.cannotReadFile, ["path": Localizer.shownPath(path)]),
            kind: .notFound))
      }
      await presenter.didRequestImport(
        contents, skippingInvalid: options.flags.contains("skip-invalid"))
      guard let model = view.last else { return .failure }
      if var failure = model.failure {
        if !model.refused.isEmpty {
          failure = FailureNotice(
            code: failure.code, message: failure.message + localize(CLIPhrase.skipInvalidHint),
            kind: failure.kind)
        }
        return output.failure(failure)
      }
      return output.success(
        text: LibraryText.renderImport(model, language: screens.language, style: style),
        document: model.imported ?? LibraryImportReport(added: [], alreadySaved: 0))
    }
    // Validated with the other options before the command runs.
    let page = (try? options.libraryPage(for: .library)) ?? (offset: 0, limit: nil)
    // Only a terminal's columns need every row first: the last column aligns to the widest.
    if output.json || console.columns == nil {
      return await printLibraryList(
        presenter: presenter, view: view, page: page, filter: options.arguments.first)
    }
    if let text = options.arguments.first {
      await presenter.didChangeFilter(text)
    }
    await presenter.didRequestPage(offset: page.offset, limit: page.limit)
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    return output.success(
      text: LibraryText.render(
        model, language: screens.language, style: style, layout: console.layout, commands: true),
      document: model.document ?? LibraryDocument([SavedAlbumListing]())
    )
  }

  private func albumID() -> Int64? {
    guard let id = Int64(options.arguments[0]), id > 0 else { return nil }
    return id
  }

  /// An ALBUM_ID that is not a positive whole number: a usage error (exit 2).
  private func invalidAlbumID() -> ExitCode {
    invalidArgument("ALBUM_ID", options.arguments[0], code: "invalidAlbumID")
  }

  /// Exports the library to `path` (`-` for standard output), refusing a target that would
  /// destroy the data directory, is not a regular file, or is read-only, before anything is read.
  private func export(
    to path: String, presenter: any LibraryPresenting, view: Capture<LibraryViewModel>
  ) async -> ExitCode {
    let target: LibraryExportTarget
    do {
      target = try LibraryExportTarget.resolve(
        path, dataDirectory: configuration.dataDirectory,
        databasePath: configuration.databasePath,
        otherDatabases: configuration.otherDatabasePaths())
    } catch {
      return refusedExport(to: path, error)
    }
    guard case .file(let resolved, let directory) = target else {
      return await exportToStandardOutput(presenter: presenter, view: view)
    }
    let cannotWrite = FailureNotice(
      code: "cannotWriteFile",
      message: localize(CLIPhrase.cannotWriteFile, ["path": Localizer.shownPath(path)]),
      kind: .storage)
    let file: PrivateFileWriter.Temporary
    do {
      file = try PrivateFileWriter.Temporary(in: directory)
    } catch {
      return output.failure(cannotWrite)
    }
    var writeFailed = false
    await presenter.didRequestExport(
      writing: { bytes in
        do throws(POSIXError) {
          try file.write(bytes)
        } catch {
          writeFailed = true
          throw error
        }
      })
    guard let model = view.last, let count = model.exported, !writeFailed else {
      file.discard()
      if !writeFailed, let failure = view.last?.failure { return output.failure(failure) }
      return writeFailed ? output.failure(cannotWrite) : .failure
    }
    do {
      try file.replace(resolved)
    } catch {
      return output.failure(cannotWrite)
    }
    let exported = localize(
      CLIPhrase.libraryExported,
      ["message": model.message ?? "", "path": Localizer.shownPath(path)])
    if let losses = losses(of: model, after: exported) { return output.failure(losses) }
    return output.success(
      message: exported, document: LibraryExportDocument(file: path, albums: count))
  }

  /// Exports the library to standard output, as JSON with C1 controls and bidirectional
  /// overrides escaped: inert on a terminal.
  private func exportToStandardOutput(
    presenter: any LibraryPresenting, view: Capture<LibraryViewModel>
  ) async -> ExitCode {
    await presenter.didRequestExport()
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    guard let archive = model.archive else { return .failure }
    console.writeLine(utf8: Output.encodeUTF8(archive, pretty: false))
    if let losses = losses(of: model, after: model.message ?? "") {
      return output.failure(losses)
    }
    if !configuration.json {
      console.writeError(
        TerminalSafe.cleanLines(
          localize(CLIPhrase.libraryExportedToStandardOutput, ["message": model.message ?? ""])))
    }
    return .success
  }

  /// A damaged library: what could be read is written, and what was lost named after
  /// `exported`, as a storage error; nil when nothing was lost.
  private func losses(of model: LibraryViewModel, after exported: String) -> FailureNotice? {
    let damaged =
      libraryDamaged
      ? localize(
        CLIPhrase.damagedLibraryExported,
        ["path": Localizer.shownPath(configuration.databasePath)]) : nil
    let losses = [model.unreadable, damaged].compactMap { $0 }
    guard !losses.isEmpty else { return nil }
    return FailureNotice(
      code: "unreadableAlbums", message: ([exported] + losses).joined(separator: ". "),
      kind: .storage)
  }

  /// An export target refused: the data directory's files, a database musiclib keeps or a
  /// non-regular file are a bad option value (exit 2); a read-only file cannot be written
  /// (exit 74).
  private func refusedExport(to path: String, _ refusal: LibraryExportTarget.Refusal) -> ExitCode {
    let notice =
      switch refusal {
      case .dataDirectory:
        FailureNotice(
          code: "exportIntoDataDirectory",
          message: localize(
            CLIPhrase.exportIntoDataDirectory,
            [
              "path": Localizer.shownPath(path),
              "directory": Localizer.shownPath(configuration.dataDirectory),
            ]),
          kind: .invalidInput)
      case .keptDatabase:
        FailureNotice(
          code: "exportOverKeptDatabase",
          message: localize(CLIPhrase.exportOverKeptDatabase, ["path": Localizer.shownPath(path)]),
          kind: .invalidInput)
      case .notRegularFile:
        FailureNotice(
          code: "exportNotRegularFile",
          message: localize(CLIPhrase.exportNotRegularFile, ["path": Localizer.shownPath(path)]),
          kind: .invalidInput)
      case .readOnly:
        FailureNotice(
          code: "exportReadOnlyFile",
          message: localize(CLIPhrase.exportReadOnlyFile, ["path": Localizer.shownPath(path)]),
          kind: .storage)
      }
    let code = output.failure(notice)
    return refusal == .readOnly ? code : .usage
  }

  /// The file's contents, read no further than the largest library file plus one byte (so a
  /// larger one is refused as too large without being read whole); nil when it cannot be read.
  private func read(_ path: String) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return try? handle.read(upToCount: LibraryArchive.maximumBytes + 1) ?? Data()
  }
}

/// `musiclib save --json` and `musiclib remove --json`: `{"status", "id"}`, the status one of
/// `saved`, `alreadySaved`, `removed`, `notSaved`.
struct LibraryChangeDocument: Encodable {
  let status: String
  let id: Int64
}

/// `musiclib library --export FILE --json`: `{"file", "albums"}` (how many were written).
struct LibraryExportDocument: Encodable {
  let file: String
  let albums: Int
}
