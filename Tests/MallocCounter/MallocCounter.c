// Counts the allocations of one thread, for the tests that prove a path
// allocates nothing. The allocator's public entry points are defined here and
// forward to glibc's own (`__libc_malloc` and friends); the test executable's
// definitions take the place of libc's for every library, the Swift runtime
// included. Under a sanitizer, which replaces the allocator itself, nothing is
// replaced and the counter says it is unavailable.

#define _GNU_SOURCE
#include "MallocCounter.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define MALLOC_COUNTER_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MALLOC_COUNTER_SANITIZED 1
#endif

#if defined(__GLIBC__) && !defined(MALLOC_COUNTER_SANITIZED)
#define MALLOC_COUNTER_INTERPOSES 1
#endif

// The counting thread, valid while `counting` is set. Both are plain globals
// (no thread-local storage, whose first use on a thread may itself allocate).
static atomic_bool counting = false;
static pthread_t countingThread;
static atomic_int_fast64_t allocations = 0;

bool malloc_counter_is_available(void) {
#ifdef MALLOC_COUNTER_INTERPOSES
    return true;
#else
    return false;
#endif
}

void malloc_counter_start(void) {
    countingThread = pthread_self();
    atomic_store(&allocations, 0);
    atomic_store(&counting, true);
}

int64_t malloc_counter_stop(void) {
    atomic_store(&counting, false);
    return atomic_load(&allocations);
}

#ifdef MALLOC_COUNTER_INTERPOSES

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed) && pthread_equal(pthread_self(), countingThread)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return 22;  // EINVAL
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}

void free(void *pointer) { __libc_free(pointer); }

#endif
