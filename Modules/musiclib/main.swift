import CommandLineTool
import Foundation
import FullScreen
import LineApp

MallocTuning.apply(environment: ProcessInfo.processInfo.environment)
let code = await MusicLibraryApp.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment, interactive: LineAppFrontEnd.self,
  fullScreen: FullScreenFrontEnd.self)
exit(code)
