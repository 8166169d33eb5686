#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build replaces the allocator's entry points, so that the
/// counts below are real: false under a sanitizer (which owns malloc) and on
/// systems without glibc's `__libc_malloc`.
bool malloc_counter_is_available(void);

/// Starts counting the calls to malloc, calloc, realloc, posix_memalign,
/// aligned_alloc and memalign made by the calling thread (only that thread:
/// tests run in parallel), from zero.
void malloc_counter_start(void);

/// Stops counting and returns the allocations counted since the start.
int64_t malloc_counter_stop(void);

#endif
