import AdapterPorts
import CCurl
import Domain
import Foundation

/// One GET with its redirects, run to the end by `run()` on the thread that calls it; `cancel()`
/// may come from any thread and wakes the transfer at once.
final class CurlExchange: @unchecked Sendable {
  private let url: URL
  private let headers: [String: String]
  private let limits: CurlLimits
  private let curl: CurlFunctions

  // Guarded by `lock`: read by `cancel()` on another thread.
  private let lock = NSLock()
  private var multi: UnsafeMutableRawPointer?
  private var cancelled = false

  // Only touched by the thread in `run()`, libcurl's callbacks included.
  private var body = Data()
  private var bodyTooLarge = false

  init(url: URL, headers: [String: String], limits: CurlLimits, curl: CurlFunctions) {
    self.url = url
    self.headers = headers
    self.limits = limits
    self.curl = curl
  }

  /// Stops the transfer: the callbacks refuse to go on and a waiting poll wakes up.
  func cancel() {
    lock.withLock {
      cancelled = true
      if let multi { _ = curl.multiWakeup(multi) }
    }
  }

  private var isCancelled: Bool { lock.withLock { cancelled } }

  /// Performs the exchange, blocking the calling thread until it ends.
  func run() -> Result<HTTPResponse, any Error> {
    guard let easy = curl.easyInit() else { return .failure(MusicLibraryError.noConnection) }
    defer { curl.easyCleanup(easy) }
    guard let newMulti = curl.multiInit() else {
      return .failure(MusicLibraryError.noConnection)
    }
    lock.withLock { multi = newMulti }
    defer {
      lock.withLock { multi = nil }
      _ = curl.multiCleanup(newMulti)
    }
    var headerList: UnsafeMutablePointer<curl_slist>?
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      headerList = curl.slistAppend(headerList, "\(name): \(value)")
    }
    defer { curl.slistFreeAll(headerList) }
    configure(easy, headerList: headerList)
    return Result { try follow(easy, multi: newMulti) }
  }

  /// Requests `url`, then each allowed redirect, within one deadline.
  private func follow(_ easy: UnsafeMutableRawPointer, multi: UnsafeMutableRawPointer) throws
    -> HTTPResponse
  {
    let deadline = ContinuousClock.now + limits.timeout
    var address = url.absoluteString
    var redirects = 0
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { throw MusicLibraryError.timeout }
      body = Data()
      _ = ccurl_setopt_string(curl.easySetopt, easy, CURLOPT_URL, address)
      _ = ccurl_setopt_long(
        curl.easySetopt, easy, CURLOPT_TIMEOUT_MS, CurlLimits.milliseconds(remaining))
      try perform(easy, multi: multi)
      var status = 0
      _ = ccurl_getinfo_long(curl.easyGetinfo, easy, CURLINFO_RESPONSE_CODE, &status)
      var location: UnsafeMutablePointer<CChar>?
      _ = ccurl_getinfo_string(curl.easyGetinfo, easy, CURLINFO_REDIRECT_URL, &location)
      guard (300...399).contains(status), let location else {
        return HTTPResponse(status: status, body: body)
      }
      let target = String(cString: location)
      guard redirects < limits.maxRedirects, RedirectPolicy.allows(from: address, to: target)
      else { throw MusicLibraryError.unexpectedResponse }
      redirects += 1
      address = target
    }
  }

  /// Runs one transfer on `multi` until it ends, waiting in `curl_multi_poll`.
  private func perform(_ easy: UnsafeMutableRawPointer, multi: UnsafeMutableRawPointer) throws {
    guard curl.multiAddHandle(multi, easy) == CURLM_OK else {
      throw MusicLibraryError.noConnection
    }
    defer { _ = curl.multiRemoveHandle(multi, easy) }
    var running: Int32 = 1
    while running > 0 {
      if isCancelled { throw CancellationError() }
      guard curl.multiPerform(multi, &running) == CURLM_OK else {
        throw MusicLibraryError.noConnection
      }
      if running > 0 { _ = curl.multiPoll(multi, nil, 0, 1000, nil) }
    }
    var queued: Int32 = 0
    var result = CURLE_OK
    while let message = curl.multiInfoRead(multi, &queued) {
      if message.pointee.msg == CURLMSG_DONE { result = message.pointee.data.result }
    }
    if isCancelled { throw CancellationError() }
    if bodyTooLarge { throw MusicLibraryError.responseTooLarge(limitBytes: limits.maxBodyBytes) }
    guard result == CURLE_OK else {
      throw CurlFailure.error(for: result, maxBodyBytes: limits.maxBodyBytes)
    }
  }

  private func configure(
    _ easy: UnsafeMutableRawPointer, headerList: UnsafeMutablePointer<curl_slist>?
  ) {
    let context = Unmanaged.passUnretained(self).toOpaque()
    // No SIGALRM for DNS timeouts: signals belong to the app.
    _ = ccurl_setopt_long(curl.easySetopt, easy, CURLOPT_NOSIGNAL, 1)
    _ = ccurl_setopt_long(curl.easySetopt, easy, CURLOPT_HTTPGET, 1)
    _ = ccurl_setopt_string(curl.easySetopt, easy, CURLOPT_PROTOCOLS_STR, "http,https")
    _ = ccurl_setopt_string(curl.easySetopt, easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    // Redirects are followed by `follow`, which checks each target first.
    _ = ccurl_setopt_long(curl.easySetopt, easy, CURLOPT_FOLLOWLOCATION, 0)
    _ = ccurl_setopt_long(curl.easySetopt, easy, CURLOPT_SSL_VERIFYPEER, 1)
    _ = ccurl_setopt_long(curl.easySetopt, easy, CURLOPT_SSL_VERIFYHOST, 2)
    // "" offers every encoding this libcurl can undo; the cap applies to the undone bytes.
    _ = ccurl_setopt_string(curl.easySetopt, easy, CURLOPT_ACCEPT_ENCODING, "")
    _ = ccurl_setopt_offset(
      curl.easySetopt, easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maxBodyBytes))
    _ = ccurl_setopt_string(curl.easySetopt, easy, CURLOPT_USERAGENT, limits.userAgent)
    _ = ccurl_setopt_list(curl.easySetopt, easy, CURLOPT_HTTPHEADER, headerList)
    _ = ccurl_setopt_write_function(curl.easySetopt, easy, curlWriteBody)
    _ = ccurl_setopt_pointer(curl.easySetopt, easy, CURLOPT_WRITEDATA, context)
    _ = ccurl_setopt_long(curl.easySetopt, easy, CURLOPT_NOPROGRESS, 0)
    _ = ccurl_setopt_xferinfo_function(curl.easySetopt, easy, curlProgress)
    _ = ccurl_setopt_pointer(curl.easySetopt, easy, CURLOPT_XFERINFODATA, context)
  }

  /// Keeps `count` more body bytes; false (stop the transfer) past the cap.
  fileprivate func append(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
    guard body.count + count <= limits.maxBodyBytes else {
      bodyTooLarge = true
      return false
    }
    body.append(bytes.assumingMemoryBound(to: UInt8.self), count: count)
    return true
  }

  fileprivate var shouldStop: Bool { isCancelled }
}

/// libcurl's write callback: a short count makes it fail the transfer with CURLE_WRITE_ERROR.
private let curlWriteBody: curl_write_callback = { data, size, count, context in
  guard let data, let context else { return 0 }
  let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
  return exchange.append(data, count: size * count) ? size * count : 0
}

/// libcurl's progress callback: non-zero aborts the transfer (CURLE_ABORTED_BY_CALLBACK).
private let curlProgress: curl_xferinfo_callback = { context, _, _, _, _ in
  guard let context else { return 0 }
  return Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().shouldStop ? 1 : 0
}
