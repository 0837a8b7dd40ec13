/// The AT-SPI roles the bridge gives (`AtspiRole`'s numbers, at-spi2-core's atspi-constants.h),
/// with the names `GetRoleName` answers.
enum ATSPIRole: UInt32, Sendable {
  case alert = 2
  case animation = 3
  case dialog = 16
  case frame = 23
  case image = 27
  case label = 29
  case list = 31
  case listItem = 32
  case pageTab = 37
  case pageTabList = 38
  case panel = 39
  case passwordText = 40
  case progressBar = 42
  case pushButton = 43
  case scrollPane = 49
  case slider = 51
  case spinButton = 52
  case text = 61
  case toggleButton = 62
  case toolBar = 63
  case unknown = 67
  case application = 75
  case entry = 79
  case heading = 83
  case link = 88

  /// The name clients show ("push button"), as libatspi spells them.
  var name: String {
    switch self {
    case .alert: "alert"
    case .animation: "animation"
    case .dialog: "dialog"
    case .frame: "frame"
    case .image: "image"
    case .label: "label"
    case .list: "list"
    case .listItem: "list item"
    case .pageTab: "page tab"
    case .pageTabList: "page tab list"
    case .panel: "panel"
    case .passwordText: "password text"
    case .progressBar: "progress bar"
    case .pushButton: "push button"
    case .scrollPane: "scroll pane"
    case .slider: "slider"
    case .spinButton: "spin button"
    case .text: "text"
    case .toggleButton: "toggle button"
    case .toolBar: "tool bar"
    case .unknown: "unknown"
    case .application: "application"
    case .entry: "entry"
    case .heading: "heading"
    case .link: "link"
    }
  }
}

/// AT-SPI states (`AtspiStateType`'s numbers), a set as `GetState`'s two 32-bit words carry it.
struct ATSPIStates: OptionSet, Hashable, Sendable {
  let rawValue: UInt64

  static let active = ATSPIStates(bit: 1)
  static let busy = ATSPIStates(bit: 3)
  static let checked = ATSPIStates(bit: 4)
  static let defunct = ATSPIStates(bit: 6)
  static let editable = ATSPIStates(bit: 7)
  static let enabled = ATSPIStates(bit: 8)
  static let focusable = ATSPIStates(bit: 11)
  static let focused = ATSPIStates(bit: 12)
  static let horizontal = ATSPIStates(bit: 14)
  static let modal = ATSPIStates(bit: 16)
  static let multiLine = ATSPIStates(bit: 17)
  static let resizable = ATSPIStates(bit: 21)
  static let selectable = ATSPIStates(bit: 22)
  static let selected = ATSPIStates(bit: 23)
  static let sensitive = ATSPIStates(bit: 24)
  static let showing = ATSPIStates(bit: 25)
  static let singleLine = ATSPIStates(bit: 26)
  static let visible = ATSPIStates(bit: 30)
  static let animated = ATSPIStates(bit: 35)
  static let selectableText = ATSPIStates(bit: 38)
  static let checkable = ATSPIStates(bit: 41)
  static let hasPopup = ATSPIStates(bit: 42)
  static let readOnly = ATSPIStates(bit: 43)

  init(rawValue: UInt64) { self.rawValue = rawValue }
  init(bit: Int) { rawValue = 1 << UInt64(bit) }

  /// `GetState`'s answer: the low and high 32 bits.
  var words: DBusValue {
    .array(
      element: "u",
      [.uint32(UInt32(truncatingIfNeeded: rawValue)), .uint32(UInt32(rawValue >> 32))])
  }

  /// The name of each state (`state-changed`'s detail), by bit.
  static let names: [Int: String] = [
    1: "active", 3: "busy", 4: "checked", 6: "defunct", 7: "editable", 8: "enabled",
    11: "focusable", 12: "focused", 14: "horizontal", 16: "modal", 17: "multi-line",
    21: "resizable",
    22: "selectable", 23: "selected", 24: "sensitive", 25: "showing", 26: "single-line",
    30: "visible", 35: "animated", 38: "selectable-text", 41: "checkable", 42: "has-popup",
    43: "read-only",
  ]
}
