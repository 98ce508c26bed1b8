#ifndef CCHAFA_SHIM_H
#define CCHAFA_SHIM_H
#include <chafa.h>
#endif
