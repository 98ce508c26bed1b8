import App
import Foundation

let code = await MusicLibraryApp.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment)
exit(code)
