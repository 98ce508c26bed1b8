import Domain
import Localization

/// The ports the registration screen needs.
public struct RegistrationDependencies: Sendable {
  /// Where accounts are stored.
  public let users: any UserStore
  /// Hashes the password.
  public let hasher: any PasswordHashing
  /// Today's date, for the age rule and the calendar.
  public let clock: any WallClock
  /// The country a phone number without a country code belongs to.
  public let defaultPhoneRegion: PhoneRegion
  /// The language of every string on the screen.
  public let language: Language

  /// Creates the dependencies.
  public init(
    users: any UserStore, hasher: any PasswordHashing, clock: any WallClock,
    defaultPhoneRegion: PhoneRegion, language: Language
  ) {
    self.users = users
    self.hasher = hasher
    self.clock = clock
    self.defaultPhoneRegion = defaultPhoneRegion
    self.language = language
  }
}
