import Foundation
import Localization
import TerminalKit

extension StandardStreams {
  /// Call first thing, and again once the language is known: a write that fails is then told
  /// in `language`.
  public static func prepare(language: Language) {
    prepare { reason in
      Localizer(language: language)(OutputPhrase.outputFailed, ["reason": reason])
    }
  }

  /// The message for a write that failed with `errno`.
  public static func failureMessage(errno: Int32, language: Language) -> String {
    Localizer(language: language)(
      OutputPhrase.outputFailed, ["reason": String(cString: strerror(errno))])
  }
}
