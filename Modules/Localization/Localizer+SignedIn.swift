import Domain

extension Localizer {
  /// The line naming who is signed in, over the screens of a session: "Signed in as Ann Lee".
  public func signedIn(as user: User) -> String {
    self(SharedPhrase.signedInAs, ["name": "\(user.firstName) \(user.lastName)"])
  }
}
