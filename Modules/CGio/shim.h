#ifndef CGIO_SHIM_H
#define CGIO_SHIM_H
// The parts of gio 2.74's ABI the MPRIS bridge uses, declared here rather than included from
// <gio/gio.h>: gio is opened with dlopen when the bridge starts (GioFunctions), so nothing links
// it, and no glib header path is needed to build. MPRISPlayerTests drive each of them through
// gio itself (playerctl calls the methods and reads and sets the properties).

typedef struct _GDBusConnection GDBusConnection;
typedef struct _GDBusMethodInvocation GDBusMethodInvocation;
typedef struct _GVariant GVariant;
typedef struct _GError GError;

/// GDBusInterfaceMethodCallFunc
typedef void (*cgio_method_call)(GDBusConnection *connection, const char *sender,
                                 const char *object_path, const char *interface_name,
                                 const char *method_name, GVariant *parameters,
                                 GDBusMethodInvocation *invocation, void *user_data);
/// GDBusInterfaceGetPropertyFunc
typedef GVariant *(*cgio_get_property)(GDBusConnection *connection, const char *sender,
                                       const char *object_path, const char *interface_name,
                                       const char *property_name, GError **error,
                                       void *user_data);
/// GDBusInterfaceSetPropertyFunc
typedef int (*cgio_set_property)(GDBusConnection *connection, const char *sender,
                                 const char *object_path, const char *interface_name,
                                 const char *property_name, GVariant *value, GError **error,
                                 void *user_data);

/// GDBusInterfaceVTable
typedef struct cgio_interface_vtable {
  cgio_method_call method_call;
  cgio_get_property get_property;
  cgio_set_property set_property;
  void *padding[8];
} cgio_interface_vtable;

/// GSourceFunc
typedef int (*cgio_source_func)(void *user_data);

/// The start of GError: its domain, code and message.
typedef struct cgio_error {
  unsigned int domain;
  int code;
  char *message;
} cgio_error;

#endif
