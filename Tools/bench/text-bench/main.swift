// Times the text transformations catalog text goes through (HTML to text, the sanitiser, line
// breaking) on hostile inputs whose cost grows quadratically in a naive implementation. Each
// case runs in a child process so one past the limit is stopped without holding up the others.
// Run with `swift run -c release --package-path Tools/bench text-bench [LIMIT_SECONDS]`.

import Foundation
import MediaDetail
import TerminalText

/// One input and what is done to it; returns a number from the output so nothing is skipped.
struct BenchCase {
  let name: String
  let run: () -> Int
}

let megabyte = 1_000_000
let cases: [BenchCase] = [
  BenchCase(name: "HTMLText.plain, 20,000 '<'") {
    HTMLText.plain(String(repeating: "<", count: 20_000)).utf8.count
  },
  BenchCase(name: "HTMLText.plain, 40,000 '<'") {
    HTMLText.plain(String(repeating: "<", count: 40_000)).utf8.count
  },
  BenchCase(name: "HTMLText.plain, 500,000 '<'") {
    HTMLText.plain(String(repeating: "<", count: 500_000)).utf8.count
  },
  BenchCase(name: "HTMLText.plain, 1 MB of '<b>x'") {
    HTMLText.plain(String(repeating: "<b>x", count: megabyte / 4)).utf8.count
  },
  BenchCase(name: "TextLayout(width: 40).wrap, a 1 MB word") {
    TextLayout(width: 40).wrap(String(repeating: "a", count: megabyte)).count
  },
  BenchCase(name: "TextLayout(width: 40).wrap, a 1 MB URL-like word ('a/' repeated)") {
    TextLayout(width: 40).wrap(String(repeating: "a/", count: megabyte / 2)).count
  },
  BenchCase(name: "TextLayout(width: 40).wrap, 1 MB of ' —' glued to one word") {
    TextLayout(width: 40).wrap("a" + String(repeating: " —", count: megabyte / 4)).count
  },
  BenchCase(name: "TextLayout(width: 40).wrap, 1 MB of words") {
    TextLayout(width: 40).wrap(String(repeating: "word ", count: megabyte / 5)).count
  },
  BenchCase(name: "TerminalSafe.cleanLines, 1 MB with a control every 10 bytes") {
    TerminalSafe.cleanLines(String(repeating: "abcdefghi\u{7}", count: megabyte / 10)).utf8.count
  },
]

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--case", let index = Int(arguments[2]) {
  let clock = ContinuousClock()
  var size = 0
  let elapsed = clock.measure { size = cases[index].run() }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print(String(format: "%.3f %d", seconds, size))
  exit(0)
}

let limit = arguments.count > 1 ? Double(arguments[1]) ?? 120 : 120
print("Each case once, in a process of its own, stopped after \(Int(limit)) s:")
for (index, benchCase) in cases.enumerated() {
  let child = Process()
  child.executableURL = URL(fileURLWithPath: arguments[0])
  child.arguments = ["--case", String(index)]
  let output = Pipe()
  child.standardOutput = output
  try child.run()
  let deadline = Date().addingTimeInterval(limit)
  while child.isRunning, Date() < deadline { usleep(50_000) }
  let name = benchCase.name.padding(toLength: 66, withPad: " ", startingAt: 0)
  if child.isRunning {
    child.terminate()
    child.waitUntilExit()
    print(name + "> \(Int(limit)) s (stopped)")
    continue
  }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let fields = text.split(separator: " ")
  let seconds = fields.first.flatMap { Double($0) } ?? .nan
  print(name + String(format: "%9.3f s", seconds))
}
