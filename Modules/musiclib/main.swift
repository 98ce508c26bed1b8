import CommandLineTool
import Foundation
import LineApp

let code = await MusicLibraryApp.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment, interactive: LineAppFrontEnd.self)
exit(code)
