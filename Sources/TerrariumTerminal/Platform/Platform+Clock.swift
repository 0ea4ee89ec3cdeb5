#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// Seconds on the monotonic clock (`CLOCK_MONOTONIC`), which never jumps when the wall
    /// clock is set.
    ///
    /// The driver moves the main loop to this clock before each turn:
    ///
    ///     let start = Platform.monotonicSeconds()
    ///     // …
    ///     let elapsed = Platform.monotonicSeconds() - start
    public static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
