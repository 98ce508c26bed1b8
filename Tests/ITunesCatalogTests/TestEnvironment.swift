import Foundation
import ITunesCatalog
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One session for every test, as the app reuses one.
let testSession = URLSession(configuration: .ephemeral)

/// A catalog talking to `baseURL` with a timeout generous enough for a loaded CI machine.
func catalog(_ baseURL: URL, timeoutSeconds: Int = 20) -> ITunesCatalog {
  ITunesCatalog(baseURL: baseURL, session: testSession, timeoutSeconds: timeoutSeconds)
}

/// The bytes of a fixture of `Tools/fake-itunes/fixtures`.
func fixture(_ name: String) throws -> Data {
  try Data(contentsOf: FakeITunesServer.fixturesDirectory.appending(path: name))
}
