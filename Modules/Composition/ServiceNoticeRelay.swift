import Foundation

/// What the services tell during a run (the answer cache found unusable), handed to the front
/// end that shows the screens: the run starts with a relay that writes to standard error, and a
/// front end that draws its own notices (the full-screen app's status line) sets `show` while it
/// runs, so none is written over what it draws.
public final class ServiceNoticeRelay: @unchecked Sendable {
  private let lock = NSLock()
  private var sink: @Sendable (String) -> Void

  public init(_ show: @escaping @Sendable (String) -> Void) {
    sink = show
  }

  /// Where a notice goes now; told in the task the service tells it in.
  public var show: @Sendable (String) -> Void {
    get { lock.withLock { sink } }
    set { lock.withLock { sink = newValue } }
  }

  /// Shows `notice` where notices go now.
  public func post(_ notice: String) {
    show(notice)
  }
}
