import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs each test of a suite on a thread of its own instead of one of Swift's shared threads.
///
/// The end-to-end and terminal tests spend their time blocked in `poll`, `waitpid` and short
/// sleeps, waiting for a program they started. Swift Testing runs tests on the shared thread
/// pool, which has one thread per core: on a 2-core machine two blocked tests held the whole
/// run, and `swift test` took 80 s of which the machine was busy for 40. On threads of their
/// own the waits overlap, and a gate keeps the programs running at once few enough that a
/// busy machine still meets each test's deadlines.
///
/// Apply to a suite: `@Suite(.serialized, .ownThread)`.
public struct OwnThread: SuiteTrait, TestTrait, TestScoping {
    /// Every test of the suite, and of the suites inside it.
    public var isRecursive: Bool { true }

    /// Runs one test case on a new thread, once the gate lets it in.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // The suite itself (no test case) only groups its tests.
        guard testCase != nil else { return try await function() }
        await TestGate.shared.enter()
        do {
            // The task keeps its task-local values (the test a failed expectation belongs to);
            // only the thread its synchronous body blocks changes.
            try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try await function() }
        } catch {
            await TestGate.shared.leave()
            throw error
        }
        await TestGate.shared.leave()
    }
}

extension Trait where Self == OwnThread {
    /// Each test on a thread of its own (``OwnThread``).
    public static var ownThread: Self { OwnThread() }
}

/// How many tests on threads of their own run at once: enough for their waits to overlap, few
/// enough that the programs they start share two cores without missing a test's deadline.
actor TestGate {
    static let shared = TestGate(width: 6)

    private let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) { self.width = width }

    func enter() async {
        guard running >= width else {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        // The place is handed straight to the first waiter, so `running` stays as it is.
        guard waiting.isEmpty else { return waiting.removeFirst().resume() }
        running -= 1
    }
}

/// A task executor that runs each job it is given on a new detached thread.
final class ThreadPerJobExecutor: TaskExecutor {
    /// One for the whole run: a job may still be running on its thread after the test that
    /// enqueued it has returned.
    static let shared = ThreadPerJobExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let work = Unmanaged.passRetained(Work { job.runSynchronously(on: executor) }).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, work)
        precondition(created == 0, "a test could not start a thread: error \(created)")
        pthread_detach(thread)
    }

    /// What a new thread runs.
    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
