import Foundation
import JSONLinesService
import Localization

// One request per line on stdin, one reply per line on stdout; blank lines are skipped.
let environment = ProcessInfo.processInfo.environment
let service = JSONLinesService(
  language: Language.resolve(explicit: nil, environment: environment) ?? .en)
while let line = readLine() {
  guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
  let reply = await service.reply(to: line)
  FileHandle.standardOutput.write(Data((reply + "\n").utf8))
}
