import CurlTransport
import Foundation
import ITunesCatalog
import TestSupport

/// A catalog talking to `baseURL` through the live transport, with a timeout generous enough
/// for a loaded CI machine.
func catalog(_ baseURL: URL, timeoutSeconds: Int = 20) -> ITunesCatalog {
  ITunesCatalog(
    baseURL: baseURL,
    transport: CurlTransport(timeout: .seconds(timeoutSeconds), userAgent: "musiclib-tests"))
}

/// The bytes of a fixture of `Tools/fake-itunes/fixtures`.
func fixture(_ name: String) throws -> Data {
  try Data(contentsOf: FakeITunesServer.fixturesDirectory.appending(path: name))
}
