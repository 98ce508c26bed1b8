import Foundation

/// A C library opened with `dlopen` when an adapter first needs it (libcurl, libturbojpeg,
/// libchafa, gio), so that the commands that need none do not pay for loading it and its
/// dependencies at every start. Never closed: glib does not support being unloaded.
public struct SharedLibrary<Failure: Error>: @unchecked Sendable {
  /// The `dlopen` handle; valid for the life of the process.
  private let handle: UnsafeMutableRawPointer
  private let missing: (_ name: String, _ reason: String) -> Failure

  /// Opens `soname`, or throws `missing(soname, the loader's reason)`; `missing` also makes the
  /// failure of a `function(_:)` this library lacks.
  public init(
    _ soname: String, missing: @escaping (_ name: String, _ reason: String) -> Failure
  ) throws(Failure) {
    guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
      throw missing(soname, Self.lastError() ?? "dlopen failed")
    }
    self.handle = handle
    self.missing = missing
  }

  /// The entry point `name` as a C function of type `Function` (the type asked for), found in
  /// this library or the libraries it depends on; throws `missing(name, reason)` when it has none.
  public func function<Function>(_ name: String) throws(Failure) -> Function {
    guard let address = dlsym(handle, name) else {
      throw missing(name, Self.lastError() ?? "no such symbol")
    }
    return unsafeBitCast(address, to: Function.self)
  }

  private static func lastError() -> String? {
    dlerror().map { String(cString: $0) }
  }
}
