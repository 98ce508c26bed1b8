import TestSupport
import TextUI

extension ScriptedConsole: Console {}
