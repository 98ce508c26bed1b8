import Foundation
import Registration
import Testing

@Suite struct RegistrationFieldTests {
  @Test func rawValuesAreTheJSONKeys() throws {
    #expect(
      RegistrationField.allCases.map(\.rawValue) == [
        "firstName", "lastName", "birthDate", "phone", "email", "password",
      ])
    let encoded = try JSONEncoder().encode([RegistrationField.birthDate])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["birthDate"]"#)
    #expect(
      try JSONDecoder().decode(RegistrationField.self, from: Data(#""phone""#.utf8)) == .phone)
  }
}
