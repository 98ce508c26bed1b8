import Domain

/// A phone number as typed so far, read as a number of one region and shown in its mask.
public struct PhoneNumberInput: Hashable, Sendable {
  /// The country the digits were read as.
  public let region: PhoneRegion
  /// The digits after the country code (at most `region.nationalNumberLength`).
  public let nationalDigits: String
  /// The number in the region's mask, cut after the last typed digit: `+375 (29) 12`.
  public let masked: String
  /// The number in E.164 form, `+375291234567`, once it is complete; nil until then.
  public let e164: String?

  /// Creates an input value (`PhoneFormatter` makes them from typed text).
  public init(region: PhoneRegion, nationalDigits: String, masked: String, e164: String?) {
    self.region = region
    self.nationalDigits = nationalDigits
    self.masked = masked
    self.e164 = e164
  }

  /// Whether every digit of the region's numbers has been typed.
  public var isComplete: Bool { e164 != nil }
}
