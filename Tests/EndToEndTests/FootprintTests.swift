#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Glibc
    import TestThreads
    import Testing

    /// What the binary links decides its size and the pages the kernel maps at start (issue 7).
    @Suite(.ownThread) struct FootprintTests {
        /// The standard library's `String.contains(String)`, `split(separator: String)` and the
        /// like live in `_StringProcessing`; one call links that module and the regex parser,
        /// 0.8 MB of code, into the static binary.
        @Test func binaryCallsNothingInStringProcessing() throws {
            let file = try #require(fopen(alerttyPath, "rb"), "cannot open \(alerttyPath)")
            defer { fclose(file) }
            var binary: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            while case let count = fread(&chunk, 1, chunk.count, file), count > 0 {
                binary += chunk[0..<count]
            }
            // Mangled names of _StringProcessing's symbols carry the module as "17_StringProcessing".
            let symbolPart = Array("17_StringProcessing".utf8)
            let found = binary.withUnsafeBufferPointer { bytes in
                bytes.indices.dropLast(symbolPart.count).contains { start in
                    bytes[start] == symbolPart[0] && bytes[start..<start + symbolPart.count].elementsEqual(symbolPart)
                }
            }
            #expect(!found, "alertty calls into _StringProcessing; use containsBytes(of:) or Character splits")
        }
    }
#endif
