import AlerttySystemC

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Keeps this process's memory, which is about to hold a secret, out of core files and away
/// from other processes, as ssh, sudo and pinentry do: the core size limit goes to 0 (soft and
/// hard, so nothing it starts raises it) and, on Linux, the process becomes not dumpable (no
/// core even through a `core_pattern` pipe, no ptrace or `/proc/PID/mem` by the same user).
/// For the rest of the process's life: the secret stays in memory after the alert. A signal
/// still ends the process as it would, without the core.
public func forbidMemoryDumps() throws(SystemError) {
    var none = rlimit(rlim_cur: 0, rlim_max: 0)
    #if canImport(Darwin)
        guard setrlimit(RLIMIT_CORE, &none) == 0 else { throw SystemError("setrlimit") }
    #else
        guard setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none) == 0 else { throw SystemError("setrlimit") }
    #endif
    guard alertty_forbid_dumping() == 0 else { throw SystemError("prctl") }
}
