#if canImport(Darwin)
    import Darwin

    /// Darwin's spawn attributes and file actions are pointers, set up by their init calls.
    private func emptySpawnAttributes() -> posix_spawnattr_t { nil }
    private func emptySpawnActions() -> posix_spawn_file_actions_t { nil }
    /// A new session: the process has no controlling terminal to open.
    let spawnNewSession = Int16(POSIX_SPAWN_SETSID)
#else
    import Glibc

    private func emptySpawnAttributes() -> posix_spawnattr_t { posix_spawnattr_t() }
    private func emptySpawnActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
    /// glibc's POSIX_SPAWN_SETSID, which Swift's Glibc module does not declare.
    let spawnNewSession: Int16 = 0x80
#endif

/// A new process group, with the process as its leader.
let spawnNewGroup = Int16(POSIX_SPAWN_SETPGROUP)

/// Starts `arguments[0]` (found on `PATH` unless it holds a `/`) with `arguments`, for `--run`
/// and `--validate`: its descriptors as `arrange` sets them, every signal unblocked and those
/// in `defaultSignals` at their default actions whatever alertty (or its parent) did with
/// them, in a new process group or session as `flags` say. The process ID.
func spawn(
    _ arguments: [String], defaultSignals: [Int32], flags: Int16,
    arrange: (inout posix_spawn_file_actions_t) -> Void
) throws(SystemError) -> pid_t {
    var actions = emptySpawnActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    arrange(&actions)
    var attributes = emptySpawnAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in defaultSignals { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let result = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
    guard result == 0 else { throw SystemError("posix_spawnp", code: result) }
    return child
}
