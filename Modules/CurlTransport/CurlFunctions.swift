import AdapterPorts
import CCurl
import Domain
import Foundation

/// The libcurl entry points the transport uses, looked up with `dlopen` when the first request
/// is made: loading libcurl and the libraries it needs (TLS, Kerberos, LDAP, SSH…) slows every
/// start (Tools/bench/RESULTS.md), which commands that never go online no longer pay.
/// The types are libcurl's headers' (CCurl, which does not link the library).
struct CurlFunctions: @unchecked Sendable {
  /// The library's file name for `dlopen`.
  #if os(macOS)
    static let soname = "libcurl.4.dylib"
  #else
    static let soname = "libcurl.so.4"
  #endif

  let globalInit: @convention(c) (Int) -> CURLcode
  let easyInit: @convention(c) () -> UnsafeMutableRawPointer?
  let easyCleanup: @convention(c) (UnsafeMutableRawPointer?) -> Void
  /// `curl_easy_setopt`, variadic: call it through the `ccurl_setopt_…` wrappers.
  let easySetopt: UnsafeMutableRawPointer
  /// `curl_easy_getinfo`, variadic: call it through the `ccurl_getinfo_…` wrappers.
  let easyGetinfo: UnsafeMutableRawPointer
  let multiInit: @convention(c) () -> UnsafeMutableRawPointer?
  let multiCleanup: @convention(c) (UnsafeMutableRawPointer?) -> CURLMcode
  let multiAddHandle:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> CURLMcode
  let multiRemoveHandle:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> CURLMcode
  let multiPerform:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?) -> CURLMcode
  let multiPoll:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<curl_waitfd>?, UInt32, Int32,
      UnsafeMutablePointer<Int32>?
    ) -> CURLMcode
  let multiWakeup: @convention(c) (UnsafeMutableRawPointer?) -> CURLMcode
  let multiInfoRead:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?) ->
      UnsafeMutablePointer<CURLMsg>?
  let slistAppend:
    @convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) ->
      UnsafeMutablePointer<curl_slist>?
  let slistFreeAll: @convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void

  /// The process's libcurl, opened and globally initialised on the first call; the same
  /// failure every time after (`.unexpected` naming the library and the loader's reason).
  static func load() throws(MusicLibraryError) -> Self {
    try shared.get()
  }

  private static let shared = Result { () throws(MusicLibraryError) in
    let functions = try Self(soname)
    guard functions.globalInit(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else {
      throw MusicLibraryError.unexpected("curl_global_init failed")
    }
    return functions
  }

  /// Opens `soname` and finds every entry point, without the global initialisation.
  init(_ soname: String) throws(MusicLibraryError) {
    let library = try SharedLibrary(soname) { name, reason in
      MusicLibraryError.unexpected(
        name == soname ? "\(soname) could not be loaded: \(reason)" : "\(soname) has no \(name)")
    }
    func find<Function>(_ name: String) throws(MusicLibraryError) -> Function {
      try library.function(name)
    }
    globalInit = try find("curl_global_init")
    easyInit = try find("curl_easy_init")
    easyCleanup = try find("curl_easy_cleanup")
    easySetopt = try find("curl_easy_setopt")
    easyGetinfo = try find("curl_easy_getinfo")
    multiInit = try find("curl_multi_init")
    multiCleanup = try find("curl_multi_cleanup")
    multiAddHandle = try find("curl_multi_add_handle")
    multiRemoveHandle = try find("curl_multi_remove_handle")
    multiPerform = try find("curl_multi_perform")
    multiPoll = try find("curl_multi_poll")
    multiWakeup = try find("curl_multi_wakeup")
    multiInfoRead = try find("curl_multi_info_read")
    slistAppend = try find("curl_slist_append")
    slistFreeAll = try find("curl_slist_free_all")
  }
}
