import Foundation

/// A C library opened with `dlopen` when a cover is first drawn, so that the commands that draw
/// none do not pay for loading it (and its dependencies) at every start. Never closed: glib does
/// not support being unloaded.
struct SharedLibrary: @unchecked Sendable {
  /// The `dlopen` handle; valid for the life of the process.
  private let handle: UnsafeMutableRawPointer

  /// Opens `soname`, or throws `.libraryMissing` with the loader's reason.
  init(_ soname: String) throws(ArtworkRenderingError) {
    guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
      throw .libraryMissing(soname, Self.lastError() ?? "dlopen failed")
    }
    self.handle = handle
  }

  /// The entry point `name` as a C function of type `Function` (the type asked for), found in
  /// this library or the libraries it depends on; throws `.libraryMissing` when it has none.
  func function<Function>(_ name: String) throws(ArtworkRenderingError) -> Function {
    guard let address = dlsym(handle, name) else {
      throw .libraryMissing(name, Self.lastError() ?? "no such symbol")
    }
    return unsafeBitCast(address, to: Function.self)
  }

  private static func lastError() -> String? {
    dlerror().map { String(cString: $0) }
  }
}
