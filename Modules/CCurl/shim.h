#include <curl/curl.h>

// libcurl is opened with dlopen on the first request (CurlFunctions), so these take the entry
// point found by dlsym. curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call: one typed wrapper per kind of argument, calling through the variadic type.
typedef CURLcode (*ccurl_variadic)(CURL *, int, ...);

static inline CURLcode ccurl_setopt_long(void *setopt, CURL *handle, CURLoption option,
                                         long value) {
  return ((ccurl_variadic)setopt)(handle, option, value);
}
static inline CURLcode ccurl_setopt_offset(void *setopt, CURL *handle, CURLoption option,
                                           curl_off_t value) {
  return ((ccurl_variadic)setopt)(handle, option, value);
}
static inline CURLcode ccurl_setopt_string(void *setopt, CURL *handle, CURLoption option,
                                           const char *value) {
  return ((ccurl_variadic)setopt)(handle, option, value);
}
static inline CURLcode ccurl_setopt_pointer(void *setopt, CURL *handle, CURLoption option,
                                            void *value) {
  return ((ccurl_variadic)setopt)(handle, option, value);
}
static inline CURLcode ccurl_setopt_list(void *setopt, CURL *handle, CURLoption option,
                                         struct curl_slist *value) {
  return ((ccurl_variadic)setopt)(handle, option, value);
}
static inline CURLcode ccurl_setopt_write_function(void *setopt, CURL *handle,
                                                   curl_write_callback callback) {
  return ((ccurl_variadic)setopt)(handle, CURLOPT_WRITEFUNCTION, callback);
}
static inline CURLcode ccurl_setopt_xferinfo_function(void *setopt, CURL *handle,
                                                      curl_xferinfo_callback callback) {
  return ((ccurl_variadic)setopt)(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
static inline CURLcode ccurl_getinfo_long(void *getinfo, CURL *handle, CURLINFO info,
                                          long *value) {
  return ((ccurl_variadic)getinfo)(handle, info, value);
}
static inline CURLcode ccurl_getinfo_string(void *getinfo, CURL *handle, CURLINFO info,
                                            char **value) {
  return ((ccurl_variadic)getinfo)(handle, info, value);
}
