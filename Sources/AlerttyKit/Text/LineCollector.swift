/// Splits bytes into lines as they are read, each byte looked at once: what a gauge's and a
/// progress alert's input readers share. A line longer than ``limit`` keeps its first
/// ``limit`` bytes, so an endless line costs neither time nor memory.
package struct LineCollector: Equatable, Sendable {
    /// The most bytes kept of one line.
    package static let limit = 65_536

    /// The bytes of the line not yet ended by a newline.
    package private(set) var partialLine: [UInt8] = []

    package init() {}

    /// Takes `bytes`, handing each line they end (without its newline) to `take`.
    package mutating func receive(_ bytes: ArraySlice<UInt8>, _ take: (ArraySlice<UInt8>) -> Void) {
        for byte in bytes {
            if byte == 0x0A {
                take(partialLine[...])
                partialLine.removeAll(keepingCapacity: true)
            } else if partialLine.count < Self.limit {
                partialLine.append(byte)
            }
        }
    }

    /// The line the input ended inside, without a newline after it, if any; forgotten after.
    package mutating func finish() -> ArraySlice<UInt8>? {
        defer { partialLine = [] }
        return partialLine.isEmpty ? nil : partialLine[...]
    }
}
