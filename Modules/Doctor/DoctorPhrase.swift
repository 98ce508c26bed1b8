import Localization

/// Strings of `musiclib doctor`: what was detected about the terminal and why.
package enum DoctorPhrase: String, Phrase {
  case terminal
  case output
  case outputTerminal
  case outputNotTerminal
  case multiplexer
  case nothing
  case colors
  case colorsOn
  case colorsOff
  case artwork
  case artworkURLs
  case because
  case colorRemoved
  case libraries
  case notLoaded
  case cache
  case depthTruecolor
  case depth256
  case depth16
  case depthNone
  case reasonOption
  case reasonEnvironment
  case reasonNotATerminal
  case reasonDumbTerminal
  case reasonNoColor
  case reasonTmux
  case reasonScreen
  case reasonKitty
  case reasonIterm
  case reasonColorTerm
  case reasonTermTruecolor
  case reasonTerm256
  case reasonTerm16
  case reasonUnknownTerminal

  public var english: String {
    switch self {
    case .terminal: "Terminal"
    case .output: "Standard output"
    case .outputTerminal: "a terminal, {columns} columns"
    case .outputNotTerminal: "not a terminal (a pipe or a file)"
    case .multiplexer: "Multiplexer"
    case .nothing: "none"
    case .colors: "Colours"
    case .colorsOn: "on"
    case .colorsOff: "off: {why}"
    case .artwork: "Artwork"
    case .artworkURLs: "URLs only"
    case .because: "because {reason}"
    case .colorRemoved: "colour taken out by NO_COLOR or --no-color"
    case .libraries: "Libraries"
    case .notLoaded: "not loaded"
    case .cache: "Artwork cache"
    case .depthTruecolor: "truecolour"
    case .depth256: "256 colours"
    case .depth16: "16 colours"
    case .depthNone: "no colour"
    case .reasonOption: "--art {mode} was given"
    case .reasonEnvironment: "MUSICLIB_ART is {mode}"
    case .reasonNotATerminal: "standard output is not a terminal"
    case .reasonDumbTerminal: "TERM is unset or dumb"
    case .reasonNoColor: "NO_COLOR or --no-color asks for no colour"
    case .reasonTmux: "this is tmux, which turns truecolour into what the outer terminal shows"
    case .reasonScreen: "this is GNU screen"
    case .reasonKitty: "the terminal speaks the kitty graphics protocol"
    case .reasonIterm: "the terminal is iTerm2"
    case .reasonColorTerm: "COLORTERM is {colorterm}"
    case .reasonTermTruecolor: "TERM {term} has truecolour"
    case .reasonTerm256: "TERM {term} has 256 colours"
    case .reasonTerm16: "TERM {term} has 16 colours"
    case .reasonUnknownTerminal: "TERM {term} is not known to have colours"
    }
  }

  public var russian: String {
    switch self {
    case .terminal: "Терминал"
    case .output: "Стандартный вывод"
    case .outputTerminal: "терминал, столбцов: {columns}"
    case .outputNotTerminal: "не терминал (канал или файл)"
    case .multiplexer: "Мультиплексор"
    case .nothing: "нет"
    case .colors: "Цвета"
    case .colorsOn: "включены"
    case .colorsOff: "выключены: {why}"
    case .artwork: "Обложки"
    case .artworkURLs: "только адреса"
    case .because: "потому что {reason}"
    case .colorRemoved: "цвет убран из-за NO_COLOR или --no-color"
    case .libraries: "Библиотеки"
    case .notLoaded: "не загружена"
    case .cache: "Кэш обложек"
    case .depthTruecolor: "24-битный цвет"
    case .depth256: "256 цветов"
    case .depth16: "16 цветов"
    case .depthNone: "без цвета"
    case .reasonOption: "указан параметр --art {mode}"
    case .reasonEnvironment: "MUSICLIB_ART равно {mode}"
    case .reasonNotATerminal: "стандартный вывод — не терминал"
    case .reasonDumbTerminal: "TERM не задан или равен dumb"
    case .reasonNoColor: "NO_COLOR или --no-color просят обойтись без цвета"
    case .reasonTmux: "это tmux, он сам приводит 24-битный цвет к возможностям внешнего терминала"
    case .reasonScreen: "это GNU screen"
    case .reasonKitty: "терминал понимает графический протокол kitty"
    case .reasonIterm: "терминал — iTerm2"
    case .reasonColorTerm: "COLORTERM равно {colorterm}"
    case .reasonTermTruecolor: "TERM {term} поддерживает 24-битный цвет"
    case .reasonTerm256: "TERM {term} поддерживает 256 цветов"
    case .reasonTerm16: "TERM {term} поддерживает 16 цветов"
    case .reasonUnknownTerminal: "о цветах TERM {term} ничего не известно"
    }
  }
}
