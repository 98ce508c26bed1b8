import Domain

/// Applies every field rule and stores a valid account.
public struct RegistrationInteractor: RegistrationInteracting {
  private let dependencies: RegistrationDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: RegistrationDependencies) {
    self.dependencies = dependencies
  }

  public func today() -> CalendarDate { dependencies.clock.today() }

  public func birthDate(in form: RegistrationForm) -> CalendarDate? {
    try? BirthDateRule.validate(form.birthDate, today: today()).get()
  }

  public func birthDateCalendar(selecting selected: CalendarDate?) -> BirthDateCalendar {
    BirthDateCalendar(today: today(), selected: selected)
  }

  public func formatPhone(_ input: String) -> Result<PhoneNumberInput, FieldError> {
    PhoneFormatter.format(input, defaultRegion: dependencies.defaultPhoneRegion)
  }

  // Concurrent: yescrypt takes tens of milliseconds by design, which the caller's actor (the
  // main actor, drawing the spinner) must not wait out.
  @concurrent public func register(_ form: RegistrationForm) async throws -> RegistrationOutcome {
    var errors: [RegistrationField: FieldError] = [:]
    func check<T>(_ field: RegistrationField, _ result: Result<T, FieldError>) -> T? {
      switch result {
      case .success(let value): return value
      case .failure(let error):
        errors[field] = error
        return nil
      }
    }
    let firstName = check(.firstName, NameRule.validate(form.firstName))
    let lastName = check(.lastName, NameRule.validate(form.lastName))
    let birthDate = check(.birthDate, BirthDateRule.validate(form.birthDate, today: today()))
    let phone = check(
      .phone, PhoneFormatter.validate(form.phone, defaultRegion: dependencies.defaultPhoneRegion))
    let email = check(.email, EmailRule.validate(form.email))
    let password = check(
      .password, PasswordRule.validate(form.password, confirmation: form.passwordConfirmation))
    guard let firstName, let lastName, let birthDate, let phone, let email, let password,
      let e164 = phone.e164
    else { return .invalid(errors) }

    let account = NewAccount(
      firstName: firstName, lastName: lastName, birthDate: birthDate, phone: e164, email: email,
      passwordHash: try dependencies.hasher.hash(password))
    do {
      return .created(try await dependencies.users.create(account))
    } catch MusicLibraryError.emailTaken {
      return .invalid([.email: .emailTaken])
    }
  }

  public func check(_ field: RegistrationField, in form: RegistrationForm) -> FieldError? {
    func failure<T>(_ result: Result<T, FieldError>) -> FieldError? {
      if case .failure(let error) = result { return error }
      return nil
    }
    return switch field {
    case .firstName: failure(NameRule.validate(form.firstName))
    case .lastName: failure(NameRule.validate(form.lastName))
    case .birthDate: failure(BirthDateRule.validate(form.birthDate, today: today()))
    case .phone:
      failure(PhoneFormatter.validate(form.phone, defaultRegion: dependencies.defaultPhoneRegion))
    case .email: failure(EmailRule.validate(form.email))
    case .password:
      failure(PasswordRule.validate(form.password, confirmation: form.passwordConfirmation))
    }
  }
}
