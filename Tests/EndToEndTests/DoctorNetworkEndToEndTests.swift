import Foundation
import TestSupport
import Testing

/// What `musiclib doctor` sends to the catalog and shows of its address, against
/// Tools/fake-itunes recording every request.
@Suite(.endToEnd) final class DoctorNetworkEndToEndTests: EndToEndFixture {
  @Test func offlineDoctorSendsNothingAndSaysTheCatalogWasNotAsked() async throws {
    let text = try await app.run(["doctor", "--offline"])
    let json = try await app.run(["doctor", "--offline", "--json"])

    #expect(text.exitCode == 0 && json.exitCode == 0, "\(text.stderr)\(json.stderr)")
    #expect(text.stdout.contains("\(server.baseURL.absoluteString) not asked (--offline)"))
    let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let catalog = try #require(document?["catalog"] as? [String: Any])
    #expect(catalog["skipped"] as? Bool == true && catalog["status"] == nil)
    #expect(try await server.recordedRequests().isEmpty)
  }

  @Test func credentialsInTheAPIURLAreNeverPrinted() async throws {
    var address = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
    address.user = "apiuser"
    address.password = "s3cret"
    let environment = ["MUSICLIB_API_URL": try #require(address.string)]

    for arguments in [["doctor"], ["doctor", "--json"], ["doctor", "--offline"]] {
      let result = try await app.run(arguments, environment: environment)

      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains("***@127.0.0.1"), "\(result.stdout)")
      for secret in ["s3cret", "apiuser"] {
        #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret))
      }
    }
    #expect(try await server.catalogRequests().count == 2, "doctor still asks with them")
  }
}
