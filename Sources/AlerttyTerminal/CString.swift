#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// C strings in and out without the standard library's C-string code: start-up rule 7.

/// The text of a C string; bytes that are not UTF-8 become U+FFFD, as with `String(cString:)`.
public func text(ofCString pointer: UnsafePointer<CChar>) -> String {
    let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
    return String(decoding: UnsafeBufferPointer(start: bytes, count: strlen(pointer)), as: UTF8.self)
}

/// The value of the environment variable `name`, or `nil` when it is not set.
public func environmentValue(_ name: String) -> String? {
    let value: UnsafeMutablePointer<CChar>? = name.withCString { getenv($0) }
    return value.map { text(ofCString: $0) }
}
