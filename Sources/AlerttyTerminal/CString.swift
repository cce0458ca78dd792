#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// C strings in and out without the standard library's C-string code: handing a Swift string
// to a C function copies it into a heap array (String.utf8CString), and String(cString:) sits
// in other 64 KB stretches of the static binary than the UTF-8 decoding a run already uses,
// so each of them maps more of the binary at start-up.

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
