import Testing

/// Checks a screen's ownership: the module built by `build` for a fresh view and router (and
/// `load`ed, e.g. through `viewDidLoad`, which may check the view) goes away with them, presenter included, and a kept
/// presenter keeps neither its view nor its router alive. Records an issue for each failure.
@MainActor public func expectDeallocated<View: AnyObject, Router: AnyObject, Presenter>(
  view makeView: () -> View, router makeRouter: () -> Router,
  build: (View, Router) -> Presenter, load: (Presenter, View) async -> Void = { _, _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  weak var presenter: AnyObject?
  do {
    let view = makeView()
    let router = makeRouter()
    let built = build(view, router)
    await load(built, view)
    presenter = built as AnyObject
    #expect(presenter != nil, sourceLocation: sourceLocation)
    withExtendedLifetime((view, router)) {}
  }
  #expect(
    presenter == nil, "the presenter outlives its view and router", sourceLocation: sourceLocation)

  weak var view: View?
  weak var router: Router?
  var kept: Presenter?
  do {
    let strongView = makeView()
    let strongRouter = makeRouter()
    kept = build(strongView, strongRouter)
    view = strongView
    router = strongRouter
  }
  #expect(kept != nil, sourceLocation: sourceLocation)
  #expect(view == nil, "the presenter keeps its view alive", sourceLocation: sourceLocation)
  #expect(router == nil, "the presenter keeps its router alive", sourceLocation: sourceLocation)
}
