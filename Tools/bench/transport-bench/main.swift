import CurlTransport
import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// CPU and wall time spent waiting on a slow loopback server (Tools/fake-itunes), libcurl
// transport vs URLSession. Usage: transport-bench [SECONDS]
// URLSession is measured here only, for comparison: the app itself no longer uses it.

let seconds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// fake-itunes on a free port; returns the process and its base URL.
func startServer() throws -> (Process, String) {
  let server = Process()
  server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  server.arguments = [
    "python3", repository.appending(path: "Tools/fake-itunes/fake_itunes.py").path, "--port", "0",
  ]
  let output = Pipe()
  server.standardOutput = output
  try server.run()
  var line = Data()
  while !line.contains(UInt8(ascii: "\n")) {
    let chunk = output.fileHandleForReading.availableData
    if chunk.isEmpty { break }
    line.append(chunk)
  }
  let port = String(decoding: line, as: UTF8.self).dropFirst(5)
    .trimmingCharacters(in: .whitespacesAndNewlines)
  return (server, "http://127.0.0.1:\(port)")
}

/// User plus system CPU seconds of this whole process, every thread included.
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  return value(usage.ru_utime) + value(usage.ru_stime)
}

/// Runs `body` once and returns (wall seconds, CPU seconds, how it ended).
func measure(_ body: () async throws -> Int) async -> (Double, Double, String) {
  let cpu = cpuSeconds()
  let start = ContinuousClock.now
  let outcome: String
  do {
    outcome = "HTTP \(try await body())"
  } catch let error as URLError {
    outcome = "URLError \(error.code.rawValue)"
  } catch {
    outcome = "\(error)"
  }
  let wall = start.duration(to: .now)
  let (whole, fraction) = wall.components
  return (Double(whole) + Double(fraction) / 1e18, cpuSeconds() - cpu, outcome)
}

let (server, base) = try startServer()
defer { server.terminate() }
let curl = CurlTransport(timeout: .seconds(seconds), userAgent: "transport-bench")
let cases: [(String, String)] = [
  ("answer after \(seconds - 1) s", "delay:\(seconds - 1)"),
  ("stalled, timeout \(seconds) s", "stall"),
]

print("waiting on a loopback server; CPU is user + system time of the whole process")
print(
  "case".padding(toLength: 24, withPad: " ", startingAt: 0)
    + "client      wall s  CPU s  CPU/wall  outcome")
for (name, fault) in cases {
  let url = URL(string: "\(base)/fault/\(fault)/search?term=kino&limit=5")!
  let clients: [(String, () async throws -> Int)] = [
    ("libcurl", { try await curl.get(url, headers: [:]).status }),
    (
      "URLSession",
      {
        // A new session each time, as each run of the app had one.
        var request = URLRequest(url: url)
        request.timeoutInterval = TimeInterval(seconds)
        let (_, response) = try await URLSession(configuration: .ephemeral).data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
      }
    ),
  ]
  for (client, body) in clients {
    let (wall, cpu, outcome) = await measure(body)
    print(
      name.padding(toLength: 24, withPad: " ", startingAt: 0)
        + client.padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%8.2f %6.2f %8.0f%%  ", wall, cpu, cpu / wall * 100) + outcome)
  }
}
