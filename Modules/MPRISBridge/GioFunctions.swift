import AdapterPorts
import CGio
import Foundation

/// The gio, gobject and glib entry points the bridge uses, looked up in `libgio-2.0.so.0` when it
/// starts: a run without a session bus, or that never plays, never loads them. The types are
/// CGio's, which declares them without linking anything.
struct GioFunctions: @unchecked Sendable {
  /// The library's file name for `dlopen`; gobject and glib come in as its dependencies.
  static let soname = "libgio-2.0.so.0"

  typealias Pointer = OpaquePointer
  typealias Text = UnsafePointer<CChar>
  typealias Failure = UnsafeMutablePointer<OpaquePointer?>

  let mainContextNew: @convention(c) () -> Pointer?
  let mainContextPushThreadDefault: @convention(c) (Pointer?) -> Void
  let mainContextInvoke:
    @convention(c) (Pointer?, cgio_source_func?, UnsafeMutableRawPointer?) -> Void
  let mainLoopNew: @convention(c) (Pointer?, Int32) -> Pointer?
  let mainLoopRun: @convention(c) (Pointer?) -> Void
  let mainLoopQuit: @convention(c) (Pointer?) -> Void
  let connectionNewForAddressSync:
    @convention(c) (Text?, UInt32, Pointer?, Pointer?, Failure?) -> Pointer?
  let connectionCallSync:
    @convention(c) (
      Pointer?, Text?, Text?, Text?, Text?, Pointer?, Text?, UInt32, Int32, Pointer?, Failure?
    ) -> Pointer?
  let connectionRegisterObject:
    @convention(c) (
      Pointer?, Text?, Pointer?, UnsafePointer<cgio_interface_vtable>?, UnsafeMutableRawPointer?,
      Pointer?, Failure?
    ) -> UInt32
  let connectionEmitSignal:
    @convention(c) (Pointer?, Text?, Text?, Text?, Text?, Pointer?, Failure?) -> Int32
  let connectionCloseSync: @convention(c) (Pointer?, Pointer?, Failure?) -> Int32
  let nodeInfoNewForXML: @convention(c) (Text?, Failure?) -> Pointer?
  let nodeInfoLookupInterface: @convention(c) (Pointer?, Text?) -> Pointer?
  let invocationReturnValue: @convention(c) (Pointer?, Pointer?) -> Void
  let invocationReturnDBusError: @convention(c) (Pointer?, Text?, Text?) -> Void
  let variantNewString: @convention(c) (Text?) -> Pointer?
  let variantNewObjectPath: @convention(c) (Text?) -> Pointer?
  let variantNewBoolean: @convention(c) (Int32) -> Pointer?
  let variantNewInt32: @convention(c) (Int32) -> Pointer?
  let variantNewUInt32: @convention(c) (UInt32) -> Pointer?
  let variantNewInt64: @convention(c) (Int64) -> Pointer?
  let variantNewDouble: @convention(c) (Double) -> Pointer?
  let variantNewStrv: @convention(c) (UnsafePointer<Text?>?, Int) -> Pointer?
  let variantNewVariant: @convention(c) (Pointer?) -> Pointer?
  let variantNewDictEntry: @convention(c) (Pointer?, Pointer?) -> Pointer?
  /// `g_variant_new_array`; its element type is a type string (`G_VARIANT_TYPE` is a cast).
  let variantNewArray: @convention(c) (Text?, UnsafePointer<Pointer?>?, Int) -> Pointer?
  let variantNewTuple: @convention(c) (UnsafePointer<Pointer?>?, Int) -> Pointer?
  let variantGetChildValue: @convention(c) (Pointer?, Int) -> Pointer?
  let variantGetUInt32: @convention(c) (Pointer?) -> UInt32
  let variantGetBoolean: @convention(c) (Pointer?) -> Int32
  let variantGetString: @convention(c) (Pointer?, UnsafeMutablePointer<Int>?) -> Text?
  let variantUnref: @convention(c) (Pointer?) -> Void
  let objectUnref: @convention(c) (Pointer?) -> Void
  let errorFree: @convention(c) (Pointer?) -> Void

  /// The process's gio, opened on the first call; nil every time after when it cannot be.
  static func load() -> Self? { shared }

  private static let shared = try? Self(soname)

  private init(_ soname: String) throws {
    let library = try SharedLibrary(soname) { name, reason in
      MPRISBridgeError.gioMissing(name == soname ? reason : name)
    }
    func find<Function>(_ name: String) throws -> Function {
      try library.function(name)
    }
    mainContextNew = try find("g_main_context_new")
    mainContextPushThreadDefault = try find("g_main_context_push_thread_default")
    mainContextInvoke = try find("g_main_context_invoke")
    mainLoopNew = try find("g_main_loop_new")
    mainLoopRun = try find("g_main_loop_run")
    mainLoopQuit = try find("g_main_loop_quit")
    connectionNewForAddressSync = try find("g_dbus_connection_new_for_address_sync")
    connectionCallSync = try find("g_dbus_connection_call_sync")
    connectionRegisterObject = try find("g_dbus_connection_register_object")
    connectionEmitSignal = try find("g_dbus_connection_emit_signal")
    connectionCloseSync = try find("g_dbus_connection_close_sync")
    nodeInfoNewForXML = try find("g_dbus_node_info_new_for_xml")
    nodeInfoLookupInterface = try find("g_dbus_node_info_lookup_interface")
    invocationReturnValue = try find("g_dbus_method_invocation_return_value")
    invocationReturnDBusError = try find("g_dbus_method_invocation_return_dbus_error")
    variantNewString = try find("g_variant_new_string")
    variantNewObjectPath = try find("g_variant_new_object_path")
    variantNewBoolean = try find("g_variant_new_boolean")
    variantNewInt32 = try find("g_variant_new_int32")
    variantNewUInt32 = try find("g_variant_new_uint32")
    variantNewInt64 = try find("g_variant_new_int64")
    variantNewDouble = try find("g_variant_new_double")
    variantNewStrv = try find("g_variant_new_strv")
    variantNewVariant = try find("g_variant_new_variant")
    variantNewDictEntry = try find("g_variant_new_dict_entry")
    variantNewArray = try find("g_variant_new_array")
    variantNewTuple = try find("g_variant_new_tuple")
    variantGetChildValue = try find("g_variant_get_child_value")
    variantGetUInt32 = try find("g_variant_get_uint32")
    variantGetBoolean = try find("g_variant_get_boolean")
    variantGetString = try find("g_variant_get_string")
    variantUnref = try find("g_variant_unref")
    objectUnref = try find("g_object_unref")
    errorFree = try find("g_error_free")
  }
}

/// Why the bridge could not publish.
enum MPRISBridgeError: Error {
  case gioMissing(String)
}
