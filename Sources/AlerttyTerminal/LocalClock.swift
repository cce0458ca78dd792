#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The wall clock's reading in local time, as a date part needs it: today and the time of day.
public struct LocalClockReading: Equatable, Sendable {
    /// The year, month (1 to 12) and day of the month.
    public var year: Int
    public var month: Int
    public var day: Int
    /// Seconds since local midnight.
    public var secondsSinceMidnight: Int

    /// Now, from `time(2)` and `localtime_r(3)` (the TZ variable and /etc/localtime); `nil`
    /// when the clock cannot be read as a local time.
    public static func now() -> LocalClockReading? {
        var seconds = time(nil)
        var parts = tm()
        guard seconds != -1, localtime_r(&seconds, &parts) != nil else { return nil }
        return LocalClockReading(
            year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
            secondsSinceMidnight: Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + min(Int(parts.tm_sec), 59))
    }
}
