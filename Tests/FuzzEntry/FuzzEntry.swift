// The libFuzzer entry point. Not a SwiftPM target: .ci/fuzz compiles it with swiftc
// -sanitize=fuzzer together with Sources/AlerttyKit and Tests/Fuzz into one module.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAlert(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let failures = AlertFuzzing.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
    if let first = failures.first { fatalError(first) }
    return 0
}
