import AdapterPorts
import CatalogStore
import CommandLineSpec
import Composition
import Domain
import Foundation
import Localization
import Registration

extension AppConfiguration {
  /// Resolves the configuration; throws a usage error for a bad value.
  static func resolve(_ options: CommandLineOptions, environment: [String: String])
    throws(UsageError) -> AppConfiguration
  {
    guard
      let language = Language.resolve(explicit: options.values["lang"], environment: environment)
    else {
      let (source, value) = setting("lang", "MUSICLIB_LANG", options, environment) ?? ("--lang", "")
      throw .invalidValue(option: source, value: value)
    }
    let (regionSource, regionText) =
      setting("phone-region", "MUSICLIB_PHONE_REGION", options, environment)
      ?? ("--phone-region", "BY")
    guard let region = PhoneRegion(rawValue: regionText.uppercased()) else {
      throw .invalidValue(option: regionSource, value: regionText)
    }
    let api = setting("api-url", "MUSICLIB_API_URL", options, environment)
    let apiURL = api.flatMap { URL(string: $0.value) } ?? defaultAPIURL
    if let (source, text) = api, !["http", "https"].contains(URL(string: text)?.scheme ?? "") {
      throw .invalidValue(option: source, value: text)
    }
    let timeoutText = options.values["timeout"] ?? "15"
    guard let timeout = Int(timeoutText), (1...600).contains(timeout) else {
      throw .invalidValue(option: "--timeout", value: timeoutText)
    }
    let busyText = environment["MUSICLIB_BUSY_TIMEOUT_MS"] ?? "5000"
    guard let busyTimeout = Int32(busyText), (0...600_000).contains(busyTimeout) else {
      throw .invalidValue(option: "MUSICLIB_BUSY_TIMEOUT_MS", value: busyText)
    }
    let rateText = environment["MUSICLIB_RATE"] ?? RequestRate.iTunes.description
    guard let rate = RequestRate(rateText) else {
      throw .invalidValue(option: "MUSICLIB_RATE", value: rateText)
    }
    let dataDirectory = try dataDirectory(options.values["data-dir"], environment: environment)
    let cacheDirectory = try cacheDirectory(
      dataDirectory: options.values["data-dir"] ?? environment["MUSICLIB_DATA_DIR"],
      environment: environment)
    let budgetDirectory = try budgetDirectory(environment: environment)
    let mpris = environment[DesktopMediaLink.enabledVariable] ?? "1"
    guard ["0", "1"].contains(mpris) else {
      throw .invalidValue(option: DesktopMediaLink.enabledVariable, value: mpris)
    }
    var configuration = AppConfiguration(
      language: language, dataDirectory: dataDirectory, cacheDirectory: cacheDirectory,
      budgetDirectory: budgetDirectory,
      colorAllowed: !options.flags.contains("no-color") && environment["NO_COLOR"] == nil,
      json: options.flags.contains("json"), phoneRegion: region, apiURL: apiURL,
      timeoutSeconds: timeout, busyTimeoutMilliseconds: busyTimeout,
      rate: rate, waitsForBudget: !options.flags.contains("no-wait"),
      answerPolicy: try answerPolicy(options, environment: environment))
    configuration.desktopMediaControls = mpris == "1" && !options.flags.contains("no-mpris")
    return configuration
  }

  /// `--max-age` (else `MUSICLIB_MAX_AGE`, else an hour) in whole seconds from 0, and
  /// `--offline` or `--refresh`, not both.
  private static func answerPolicy(_ options: CommandLineOptions, environment: [String: String])
    throws(UsageError) -> AnswerStorePolicy
  {
    let (option, maxAgeText) =
      setting("max-age", "MUSICLIB_MAX_AGE", options, environment)
      ?? ("--max-age", String(AnswerStorePolicy.defaultMaxAgeSeconds))
    guard let maxAge = Int(maxAgeText), maxAge >= 0 else {
      throw .invalidValue(option: option, value: maxAgeText)
    }
    let offline = options.flags.contains("offline")
    let refresh = options.flags.contains("refresh")
    if offline && refresh { throw .conflictingOptions("--offline", "--refresh") }
    return AnswerStorePolicy(
      maxAgeSeconds: maxAge, mode: offline ? .offline : refresh ? .refresh : .normal)
  }

  /// `--NAME`'s value, else the environment's `variable`, with where it came from: a refused
  /// value is reported under the name the person set it by.
  static func setting(
    _ name: String, _ variable: String, _ options: CommandLineOptions,
    _ environment: [String: String]
  ) -> (source: String, value: String)? {
    options.values[name].map { ("--" + name, $0) } ?? environment[variable].map { (variable, $0) }
  }

  /// `--data-dir`, else `MUSICLIB_DATA_DIR`, else `$XDG_DATA_HOME/musiclib`, else
  /// `~/.local/share/musiclib`. An empty `--data-dir` or `MUSICLIB_DATA_DIR` is a usage error,
  /// not a quiet fall back to the default: a script's unset variable must not pick the data.
  static func dataDirectory(_ explicit: String?, environment: [String: String])
    throws(UsageError) -> String
  {
    if let explicit {
      guard !explicit.isEmpty else { throw .emptyDataDirectory("--data-dir") }
      return explicit
    }
    if let configured = environment["MUSICLIB_DATA_DIR"] {
      guard !configured.isEmpty else { throw .emptyDataDirectory("MUSICLIB_DATA_DIR") }
      return configured
    }
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/musiclib" }
    return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/musiclib"
  }

  /// `MUSICLIB_CACHE_DIR`, else `cache` in a data directory given explicitly (`--data-dir`,
  /// `MUSICLIB_DATA_DIR`: a run told where its data is keeps its answers there too, so tests and
  /// parallel runs on their own directories never share a cache), else `$XDG_CACHE_HOME/musiclib`,
  /// else `~/.cache/musiclib`. An empty `MUSICLIB_CACHE_DIR` is a usage error.
  static func cacheDirectory(dataDirectory explicit: String?, environment: [String: String])
    throws(UsageError) -> String
  {
    if let configured = environment["MUSICLIB_CACHE_DIR"] {
      guard !configured.isEmpty else { throw .emptyDataDirectory("MUSICLIB_CACHE_DIR") }
      return configured
    }
    if let explicit { return explicit + "/cache" }
    return userCacheDirectory(environment: environment)
  }

  /// `$XDG_CACHE_HOME/musiclib`, else `~/.cache/musiclib`: the user's own, whatever the data.
  static func userCacheDirectory(environment: [String: String]) -> String {
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/musiclib" }
    return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/musiclib"
  }

  /// `MUSICLIB_RUNTIME_DIR`, else `$XDG_RUNTIME_DIR/musiclib`, else the user's cache directory:
  /// never the data directory, so processes on different data share one request budget. An
  /// empty `MUSICLIB_RUNTIME_DIR` is a usage error.
  static func budgetDirectory(environment: [String: String]) throws(UsageError) -> String {
    if let configured = environment["MUSICLIB_RUNTIME_DIR"] {
      guard !configured.isEmpty else { throw .emptyDataDirectory("MUSICLIB_RUNTIME_DIR") }
      return configured
    }
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
      return runtime + "/musiclib"
    }
    return userCacheDirectory(environment: environment)
  }
}
