// The static release binary's command-line arguments, taken from the C library instead of the
// Swift runtime's own grabber.
//
// libswiftCore's CommandLine.cpp answers CommandLine.argc and CommandLine.unsafeArgv on Linux;
// linked in, its static constructor runs before main in every process and reads
// /proc/self/maps with fopen, fgets and sscanf (start-up rule 10). glibc keeps argc and argv
// itself (__libc_argc and __libc_argv, set before any constructor in a static program).
// Defining the two functions the runtime calls here keeps the linker from taking that object
// out of libswiftCore.a, so its constructor is not in the binary at all.
//
// Only where alertty is linked statically against glibc (a Linux release build, Package.swift):
// everywhere else the runtime's own functions are used and this file is empty. Should a future
// runtime need something else from CommandLine.cpp, the link fails on a duplicate symbol: a
// loud build error, never a different argv at run time.

#include <stdlib.h>  // defines __GLIBC__ where the C library is glibc (not musl's static SDK)

#if defined(ALERTTY_ARGUMENTS_FROM_GLIBC) && defined(__GLIBC__)

extern char **__libc_argv;
extern int __libc_argc;

static char **overriddenArgv;
static int overriddenArgc;

char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    if (overriddenArgv) {
        *count = overriddenArgc;
        return overriddenArgv;
    }
    *count = __libc_argc;
    return __libc_argv;
}

void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    overriddenArgv = argv;
    overriddenArgc = argc;
}

#endif

// The process's arguments for main.swift to hand to AlerttyCLI, from glibc in the static
// release binary (the function above); NULL elsewhere, where main.swift asks CommandLine.
// Asked for here, the standard library's CommandLine is never run: start-up rule 7.
char **alertty_arguments(int *count) {
#if defined(ALERTTY_ARGUMENTS_FROM_GLIBC) && defined(__GLIBC__)
    return _swift_stdlib_getUnsafeArgvArgc(count);
#else
    *count = 0;
    return 0;
#endif
}
