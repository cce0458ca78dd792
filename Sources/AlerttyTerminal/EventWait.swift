#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Waits with `poll(2)` until any of `descriptors` is readable or `timeout` seconds pass.
///
/// - Parameter timeout: seconds to wait at most; `nil` waits indefinitely.
/// - Returns: the descriptors that are readable (or hung up); empty after a timeout or a signal.
public func waitForInput(_ descriptors: [Int32], timeout: Double?) throws(SystemError) -> ReadyDescriptors {
    try waitForReady(reading: descriptors, writing: nil, milliseconds: timeout.map(milliseconds(in:)) ?? -1).readable
}

/// The descriptors a wait found readable (or hung up), at most 64 of them: which of those waited
/// on, as bits, so that a wait allocates nothing (an array of them was an allocation per key).
public struct ReadyDescriptors: Sendable {
    /// The descriptors waited on.
    private let waitedOn: [Int32]
    /// Bit `i` set: `waitedOn[i]` is ready.
    private var positions: UInt64 = 0

    init(waitedOn: [Int32]) {
        precondition(waitedOn.count <= 64, "more descriptors than a wait can report")
        self.waitedOn = waitedOn
    }

    /// Marks the `index`th descriptor waited on as ready.
    mutating func insert(at index: Int) {
        positions |= 1 << UInt64(index)
    }

    /// Whether `descriptor` is among the ready ones.
    public func contains(_ descriptor: Int32) -> Bool {
        waitedOn.indices.contains { positions & (1 << UInt64($0)) != 0 && waitedOn[$0] == descriptor }
    }

    /// Whether none is ready: the wait timed out or a signal ended it.
    public var isEmpty: Bool { positions == 0 }
}

/// What became ready: the descriptors readable (or hung up), and whether the one waited on for
/// writing can take more.
struct Readiness {
    var readable: ReadyDescriptors
    var writable = false
    /// The descriptor waited on for writing has hung up or failed.
    var writeFailed = false
}

/// Waits until one of `reading` is readable, `writing` can take output, or `milliseconds` pass
/// (-1: no limit); a signal ends the wait early with nothing ready.
///
/// `poll(2)` on Linux. On Darwin, `poll` answers POLLNVAL for terminal devices (`/dev/tty`),
/// so `select(2)` waits there.
func waitForReady(reading: [Int32], writing: Int32?, milliseconds: Int32) throws(SystemError) -> Readiness {
    var readiness = Readiness(readable: ReadyDescriptors(waitedOn: reading))
    #if canImport(Darwin)
        var readSet = fd_set()
        var writeSet = fd_set()
        for descriptor in reading { add(descriptor, to: &readSet) }
        if let writing { add(writing, to: &writeSet) }
        var limit = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: Int32(milliseconds % 1000) * 1000)
        let highest = (reading + [writing ?? -1]).max() ?? -1
        let ready =
            milliseconds < 0
            ? select(highest + 1, &readSet, &writeSet, nil, nil)
            : select(highest + 1, &readSet, &writeSet, nil, &limit)
        if ready == -1 {
            if errno == EINTR { return readiness }
            throw SystemError("select")
        }
        for (index, descriptor) in reading.enumerated() where contains(descriptor, readSet) {
            readiness.readable.insert(at: index)
        }
        readiness.writable = writing.map { contains($0, writeSet) } ?? false
    #else
        // On the stack: an array of entries was an allocation and a free around every wait.
        let count = reading.count + (writing == nil ? 0 : 1)
        let ready = withUnsafeTemporaryAllocation(of: pollfd.self, capacity: count) { entries in
            for (index, descriptor) in reading.enumerated() {
                entries[index] = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            }
            if let writing { entries[count - 1] = pollfd(fd: writing, events: Int16(POLLOUT), revents: 0) }
            let ready = poll(entries.baseAddress, nfds_t(count), milliseconds)
            guard ready > 0 else { return ready }
            let wanted = Int16(POLLIN | POLLHUP | POLLERR)
            // A plain loop, not a filter with a key path: start-up rule 2, on the first key.
            for index in reading.indices where entries[index].revents & wanted != 0 {
                readiness.readable.insert(at: index)
            }
            if writing != nil {
                readiness.writable = entries[count - 1].revents & Int16(POLLOUT) != 0
                readiness.writeFailed = entries[count - 1].revents & Int16(POLLERR | POLLHUP) != 0
            }
            return ready
        }
        if ready == -1 {
            if errno == EINTR { return readiness }
            throw SystemError("poll")
        }
    #endif
    return readiness
}

#if canImport(Darwin)
    /// `FD_SET`, which Swift does not import: Darwin's set is 32-bit words of bits.
    private func add(_ descriptor: Int32, to set: inout fd_set) {
        withUnsafeMutableBytes(of: &set.fds_bits) { words in
            let word = words.bindMemory(to: Int32.self)
            word[Int(descriptor / 32)] |= Int32(bitPattern: UInt32(1) << UInt32(descriptor % 32))
        }
    }

    /// `FD_ISSET`.
    private func contains(_ descriptor: Int32, _ set: fd_set) -> Bool {
        var set = set
        return withUnsafeBytes(of: &set.fds_bits) { words in
            words.bindMemory(to: Int32.self)[Int(descriptor / 32)]
                & Int32(bitPattern: UInt32(1) << UInt32(descriptor % 32)) != 0
        }
    }
#endif

/// Seconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), for deadlines.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
