import AdapterPorts
import CGio
import Foundation

/// The run's player on the D-Bus session bus as an MPRIS 2 media player, through gio's GDBus on a
/// thread of its own running gio's loop: the desktop's media keys, now-playing widgets and
/// `playerctl` read it and control it. gio is opened only when it starts and a session bus exists.
public final class MPRISPlayer: DesktopMediaControls, @unchecked Sendable {
  /// The bus name asked for; `.instance<pid>` is added when another player holds it.
  public static let baseName = "org.mpris.MediaPlayer2.musiclib"

  private let address: String?
  private let identity: String
  private let lock = NSLock()
  private var state = DesktopPlaybackState()
  private var commands: (@Sendable (DesktopMediaCommand) -> Void)?
  private var started = false
  private var stopped = false
  private var outcome: Outcome?
  private var waiting: [CheckedContinuation<String?, Never>] = []
  // Touched on the bridge's thread only.
  private var announced: [String: MPRISValue] = [:]

  /// What starting gave: the name owned, and what the loop needs to announce changes.
  private struct Outcome {
    let name: String?
    let gio: GioFunctions?
    let context: OpaquePointer?
    let loop: OpaquePointer?
    let connection: OpaquePointer?
  }

  /// A player on the session bus `environment` names (nil: none, and it never starts).
  public init(environment: [String: String], identity: String = "musiclib") {
    self.address = Self.sessionBusAddress(environment: environment)
    self.identity = identity
  }

  /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the socket `$XDG_RUNTIME_DIR/bus`
  /// when it exists; nil without either. Never a bus to launch (`autolaunch:`).
  public static func sessionBusAddress(environment: [String: String]) -> String? {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
      return address.hasPrefix("autolaunch:") || address.hasPrefix("disabled:") ? nil : address
    }
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
    var status = stat()
    let socket = runtime + "/bus"
    guard stat(socket, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
    return "unix:path=" + socket
  }

  // MARK: - DesktopMediaControls

  public func start(commands: @escaping @Sendable (DesktopMediaCommand) -> Void) {
    let first = lock.withLock {
      defer { started = true }
      self.commands = commands
      return !started
    }
    guard first else { return }
    guard let address else {
      finish(Outcome(name: nil, gio: nil, context: nil, loop: nil, connection: nil))
      return
    }
    let thread = Thread { [self] in run(address: address) }
    thread.name = "MPRIS"
    thread.start()
  }

  public func publish(_ state: DesktopPlaybackState) {
    let outcome = lock.withLock {
      self.state = state
      return self.outcome
    }
    guard let outcome, let gio = outcome.gio, outcome.context != nil else { return }
    gio.mainContextInvoke(
      outcome.context,
      { data in
        Unmanaged<MPRISPlayer>.fromOpaque(data!).takeUnretainedValue().announceChanges()
        return 0
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  public func stop() {
    let outcome = lock.withLock {
      stopped = true
      return self.outcome
    }
    // Quit from inside the loop: a quit before it runs would be forgotten when it starts.
    guard let outcome, let gio = outcome.gio else { return }
    gio.mainContextInvoke(
      outcome.context,
      { data in
        let player = Unmanaged<MPRISPlayer>.fromOpaque(data!).takeUnretainedValue()
        if let outcome = player.lock.withLock({ player.outcome }) {
          outcome.gio?.mainLoopQuit(outcome.loop)
        }
        return 0
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  /// The bus name once the player is published; nil when it could not be (no bus, no gio,
  /// the name refused) or never started.
  public func publishedName() async -> String? {
    await withCheckedContinuation { continuation in
      let known: Outcome?? = lock.withLock {
        if let outcome { return .some(outcome) }
        if !started { return .some(nil) }
        waiting.append(continuation)
        return .none
      }
      if let known { continuation.resume(returning: known?.name) }
    }
  }

  // MARK: - The bridge's thread

  private func run(address: String) {
    guard let gio = GioFunctions.load() else {
      return finish(Outcome(name: nil, gio: nil, context: nil, loop: nil, connection: nil))
    }
    let context = gio.mainContextNew()
    gio.mainContextPushThreadDefault(context)
    var vtable = Self.vtable()
    guard let connection = connect(gio, address),
      register(gio, connection, &vtable),
      let name = own(gio, connection, Self.baseName)
        ?? own(gio, connection, Self.baseName + ".instance\(getpid())")
    else {
      return finish(Outcome(name: nil, gio: nil, context: nil, loop: nil, connection: nil))
    }
    let loop = gio.mainLoopNew(context, 0)
    announced = MPRISValue.announcedProperties(of: lock.withLock { state })
    finish(Outcome(name: name, gio: gio, context: context, loop: loop, connection: connection))
    announceChanges()
    // Stopped while starting: the loop would never be told to quit.
    if !lock.withLock({ stopped }) {
      withExtendedLifetime(vtable) { gio.mainLoopRun(loop) }
    }
    _ = gio.connectionCloseSync(connection, nil, nil)
  }

  private func finish(_ outcome: Outcome) {
    let waiters = lock.withLock {
      self.outcome = outcome
      defer { waiting = [] }
      return waiting
    }
    for waiter in waiters { waiter.resume(returning: outcome.name) }
  }

  /// A connection to the bus at `address`, registered with it as a client.
  private func connect(_ gio: GioFunctions, _ address: String) -> OpaquePointer? {
    var error: OpaquePointer?
    // G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | …_MESSAGE_BUS_CONNECTION
    let connection = gio.connectionNewForAddressSync(address, 1 | 8, nil, nil, &error)
    if error != nil { gio.errorFree(error) }
    return connection
  }

  private func register(
    _ gio: GioFunctions, _ connection: OpaquePointer, _ vtable: inout cgio_interface_vtable
  ) -> Bool {
    var error: OpaquePointer?
    guard let node = gio.nodeInfoNewForXML(MPRISInterfaces.xml, &error) else {
      gio.errorFree(error)
      return false
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    for interface in [MPRISInterfaces.root, MPRISInterfaces.player] {
      let info = gio.nodeInfoLookupInterface(node, interface)
      let id = withUnsafePointer(to: &vtable) {
        gio.connectionRegisterObject(
          connection, MPRISInterfaces.objectPath, info, $0, me, nil, &error)
      }
      guard id != 0 else {
        gio.errorFree(error)
        return false
      }
    }
    return true
  }

  /// Asks the bus for `name` without queueing for it; the name when it was given.
  private func own(_ gio: GioFunctions, _ connection: OpaquePointer, _ name: String) -> String? {
    let variants = GioVariants(gio: gio)
    // DBUS_NAME_FLAG_DO_NOT_QUEUE
    let arguments = variants.tuple([variants.make(.string(name)), gio.variantNewUInt32(4)])
    var error: OpaquePointer?
    guard
      let reply = gio.connectionCallSync(
        connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
        "RequestName", arguments, "(u)", 0, -1, nil, &error)
    else {
      gio.errorFree(error)
      return nil
    }
    defer { gio.variantUnref(reply) }
    let answer = gio.variantGetChildValue(reply, 0)
    defer { gio.variantUnref(answer) }
    // DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER, …_ALREADY_OWNER
    return [1, 4].contains(gio.variantGetUInt32(answer)) ? name : nil
  }

  /// Emits `PropertiesChanged` with the player's properties that changed since last told.
  private func announceChanges() {
    guard let outcome = lock.withLock({ outcome }), let gio = outcome.gio else { return }
    let now = MPRISValue.announcedProperties(of: lock.withLock { state })
    let changed = now.filter { announced[$0.key] != $0.value }
    announced = now
    guard !changed.isEmpty else { return }
    let variants = GioVariants(gio: gio)
    let parameters = variants.tuple([
      variants.make(.string(MPRISInterfaces.player)), variants.dictionary(changed),
      variants.make(.strings([])),
    ])
    _ = gio.connectionEmitSignal(
      outcome.connection, nil, MPRISInterfaces.objectPath, "org.freedesktop.DBus.Properties",
      "PropertiesChanged", parameters, nil)
  }

  private func call(
    _ method: String, parameters: OpaquePointer?, invocation: OpaquePointer?
  ) {
    guard let gio = lock.withLock({ outcome?.gio }) else { return }
    let command: DesktopMediaCommand? =
      switch method {
      case "Play": .play
      case "Pause": .pause
      case "PlayPause": .playPause
      case "Stop": .stop
      case "Next": .next
      case "Previous": .previous
      default: nil
      }
    if method == "OpenUri" {
      gio.invocationReturnDBusError(
        invocation, "org.freedesktop.DBus.Error.NotSupported", "musiclib opens no URI")
      return
    }
    gio.invocationReturnValue(invocation, nil)
    if let command { deliver(command) }
  }

  private func property(_ interface: String, _ name: String) -> OpaquePointer? {
    guard let gio = lock.withLock({ outcome?.gio }) else { return nil }
    let value = MPRISValue.properties(
      of: interface, state: lock.withLock { state }, identity: identity)[name]
    return value.flatMap { GioVariants(gio: gio).make($0) }
  }

  private func setProperty(_ name: String, _ value: OpaquePointer?) -> Bool {
    guard let gio = lock.withLock({ outcome?.gio }) else { return true }
    switch name {
    case "Shuffle":
      deliver(.setShuffle(gio.variantGetBoolean(value) != 0))
    case "LoopStatus":
      // gio has checked the type; an unknown mode changes nothing.
      if let text = gio.variantGetString(value, nil),
        let mode = MPRISValue.repeatMode(String(cString: text))
      {
        deliver(.setRepeat(mode))
      }
    default:
      break
    }
    return true
  }

  private func deliver(_ command: DesktopMediaCommand) {
    lock.withLock { commands }?(command)
  }

  /// gio's calls into the player: `user_data` is the player, which outlives its loop.
  private static func vtable() -> cgio_interface_vtable {
    var table = cgio_interface_vtable()
    table.method_call = { _, _, _, _, method, parameters, invocation, data in
      guard let data, let method else { return }
      Unmanaged<MPRISPlayer>.fromOpaque(data).takeUnretainedValue().call(
        String(cString: method), parameters: parameters, invocation: invocation)
    }
    table.get_property = { _, _, _, interface, name, _, data in
      guard let data, let interface, let name else { return nil }
      return Unmanaged<MPRISPlayer>.fromOpaque(data).takeUnretainedValue().property(
        String(cString: interface), String(cString: name))
    }
    table.set_property = { _, _, _, _, name, value, _, data in
      guard let data, let name else { return 0 }
      let player = Unmanaged<MPRISPlayer>.fromOpaque(data).takeUnretainedValue()
      return player.setProperty(String(cString: name), value) ? 1 : 0
    }
    return table
  }
}
