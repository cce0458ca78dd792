#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Waits with `poll(2)` until any of `descriptors` is readable or `timeout` seconds pass.
///
/// - Parameter timeout: seconds to wait at most; `nil` waits indefinitely.
/// - Returns: the descriptors that are readable (or hung up); empty after a timeout or a signal.
public func waitForInput(_ descriptors: [Int32], timeout: Double?) throws(SystemError) -> [Int32] {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = timeout.map { Int32(min(max(0, ($0 * 1000).rounded(.up)), Double(Int32.max))) } ?? -1
    let ready = poll(&entries, nfds_t(entries.count), milliseconds)
    if ready == -1 {
        if errno == EINTR { return [] }
        throw SystemError("poll")
    }
    let wanted = Int16(POLLIN | POLLHUP | POLLERR)
    // A plain loop: a filter and a key path would each instantiate generic metadata the first
    // time a key arrives, in the time the person waits for the redraw.
    var readable: [Int32] = []
    for entry in entries where entry.revents & wanted != 0 { readable.append(entry.fd) }
    return readable
}

/// Seconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), for deadlines.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
