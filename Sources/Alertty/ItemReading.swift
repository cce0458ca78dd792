import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// What feeds a list read from a file or a pipe (`--choices-from`): moves the descriptor's
/// bytes, in big chunks as they come, into ``AlertState/takeItems(_:)``, and ends the list at
/// the end of the input. The core parses them; this only reads.
package final class ItemReading {
    /// The file or pipe the items come from; alertty's to read, never closed by this (the
    /// process exits with it open: after Enter nothing waits for the rest).
    private let descriptor: Int32
    /// One buffer for every read, made once.
    private let buffer: UnsafeMutableRawBufferPointer
    /// Whether the input has ended (or failed), and the list with it.
    private(set) var ended = false
    /// Why the input stopped short, said on stderr after the alert; empty when it did not.
    package private(set) var problem = ""

    /// The most read in one chunk.
    static let chunkSize = 256 << 10
    /// The most one wake reads before the keys are looked at again, while more is ready: a
    /// flood (`/dev/zero`) is read between keys, never instead of them.
    static let chunksPerWake = 16

    /// Reads the items on `descriptor`, opened by the caller (blocking reads: the loop reads
    /// only what the wait says is ready).
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    }

    deinit { buffer.deallocate() }

    /// The descriptor to wait on while the input has not ended.
    var waitDescriptor: Int32? { ended ? nil : descriptor }

    /// Reads what is ready into `state`: a chunk, then more while the input stays ready and
    /// nothing in `others` (the terminal, the signals) is, at most ``chunksPerWake``.
    func serve(_ state: inout AlertState, yieldingTo others: [Int32]) {
        var waitOn = others
        waitOn.append(descriptor)
        for _ in 0..<Self.chunksPerWake {
            guard readChunk(into: &state) else { return }
            guard let ready = try? waitForInput(waitOn, timeout: 0), ready.contains(descriptor) else { return }
            for other in others where ready.contains(other) { return }
        }
    }

    /// How reading the whole input ended.
    package enum WholeRead: Equatable {
        /// The input ended (or failed, saying so in ``problem``).
        case ended
        /// The deadline passed first.
        case timedOut
        /// A signal came first, on the watcher's descriptor.
        case signalled
    }

    /// Reads the whole input into `state` before anything is asked (plain mode, no terminal, an
    /// answer given in advance), until `deadline` or a signal on `signalDescriptor` (−1: none).
    package func readToEnd(
        into state: inout AlertState, deadline: Double?, signalDescriptor: Int32 = -1
    ) -> WholeRead {
        let waitOn = signalDescriptor < 0 ? [descriptor] : [descriptor, signalDescriptor]
        while !ended {
            let now = monotonicSeconds()
            if let deadline, now >= deadline { return .timedOut }
            let ready: ReadyDescriptors
            do {
                ready = try waitForInput(waitOn, timeout: deadline.map { max(0, $0 - now) })
            } catch {
                finish(&state, because: "cannot wait for the items: \(error)")
                return .ended
            }
            if signalDescriptor >= 0, ready.contains(signalDescriptor) { return .signalled }
            if ready.contains(descriptor) { readChunk(into: &state) }
        }
        return .ended
    }

    /// One read into `state`; `false` once the input has ended or must be waited for.
    @discardableResult
    private func readChunk(into state: inout AlertState) -> Bool {
        do {
            let count = try readSome(descriptor, into: buffer)
            guard count > 0 else {
                finish(&state, because: "")
                return false
            }
            state.takeItems(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            return true
        } catch {
            switch error.code {
            case EAGAIN, EWOULDBLOCK: return false
            // A writer that died, or a terminal hung up: the list is what came.
            case EIO, EPIPE, ECONNRESET: finish(&state, because: "")
            default: finish(&state, because: "the items stopped short: \(error)")
            }
            return false
        }
    }

    private func finish(_ state: inout AlertState, because problem: String) {
        ended = true
        self.problem = problem
        state.endItems()
    }
}
