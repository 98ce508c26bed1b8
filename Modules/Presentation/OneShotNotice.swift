/// Values a presenter shows for one display only, such as "there is no album number 7" in place
/// of the results' message: the next display carries them, the one after shows the view model's
/// own values again, so the presenter never saves and restores a field by hand.
public struct OneShotNotice<Model> {
  private var overrides: [(inout Model) -> Void] = []

  /// Nothing pending.
  public init() {}

  /// Shows `value` in `field` on the next display only.
  public mutating func set<Value>(_ field: WritableKeyPath<Model, Value>, to value: Value) {
    overrides.append { $0[keyPath: field] = value }
  }

  /// `model` as the next display shows it, with what was set; forgets what was set.
  public mutating func applied(to model: Model) -> Model {
    var shown = model
    for override in overrides { override(&shown) }
    overrides = []
    return shown
  }
}
