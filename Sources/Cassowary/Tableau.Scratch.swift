extension Tableau {
    /// Scratch space for merging one row into many, by symbol index: the coefficients of the
    /// row being merged (valid where `sourceStamp` holds the current stamp), and the stamp of
    /// the last target row found to hold each symbol.
    ///
    /// It is raw memory in a class so that the merge loop reads it through plain pointers,
    /// with no array uniqueness checks, retains or closures; it holds no state of the solver
    /// (every use starts a new stamp), so tableaus may share one.
    final class Scratch {
        private(set) var capacity = 0
        private(set) var sourceCoefficients = UnsafeMutablePointer<Double>.allocate(capacity: 0)
        private(set) var sourceStamp = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
        private(set) var targetStamp = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
        private var stamp: UInt32 = 0

        init(capacity: Int) {
            reserve(capacity)
        }

        deinit {
            sourceCoefficients.deallocate()
            sourceStamp.deallocate()
            targetStamp.deallocate()
        }

        /// Makes room for symbol indices below `count`.
        func reserve(_ count: Int) {
            guard count > capacity else { return }
            let newCapacity = max(count, capacity * 2, 64)
            sourceCoefficients = grown(sourceCoefficients, to: newCapacity, fill: 0)
            sourceStamp = grown(sourceStamp, to: newCapacity, fill: 0)
            targetStamp = grown(targetStamp, to: newCapacity, fill: 0)
            capacity = newCapacity
        }

        private func grown<T>(_ old: UnsafeMutablePointer<T>, to newCapacity: Int, fill: T) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: newCapacity)
            new.moveInitialize(from: old, count: capacity)
            (new + capacity).initialize(repeating: fill, count: newCapacity - capacity)
            old.deallocate()
            return new
        }

        /// A stamp no slot holds yet, clearing the stamps when the counter wraps.
        func nextStamp() -> UInt32 {
            if stamp == UInt32.max {
                stamp = 0
                sourceStamp.update(repeating: 0, count: capacity)
                targetStamp.update(repeating: 0, count: capacity)
            }
            stamp += 1
            return stamp
        }
    }
}
