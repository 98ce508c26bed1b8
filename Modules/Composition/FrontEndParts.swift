/// What the front end that drives the screens adds to them for its own views (how it draws
/// covers, how it shows links), kept by the `ScreenFactory` and never looked into by the
/// composition root: each front end reads back its own kind.
public protocol FrontEndParts: Sendable {}
