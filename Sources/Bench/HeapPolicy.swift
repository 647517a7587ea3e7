/// How the C allocator treats memory freed at the top of the heap, which decides whether a render pays to fault
/// its memory in again.
///
/// glibc returns freed memory above its trim threshold (128 KB at start) to the system, and raises the threshold only
/// after freeing a block larger than its mmap threshold. So a process that renders a 1,000-bar chart over and over
/// either gives back and faults in its ~2 MB of temporaries every time, or — once some large block has been freed —
/// keeps them: the same render measured 2.0 or 2.8 ms depending on what the process had done before. The bench sets
/// the thresholds explicitly, so its figures do not depend on that history: `retained` (64 MB, as the heap of a
/// long-running app settles) for the tables, and `returned` (glibc's starting 128 KB) for the row that shows the cost.
enum HeapPolicy {
    case retained, returned

    /// Sets glibc's trim and mmap thresholds (`mallopt`); a no-op where there is no glibc.
    static func apply(_ policy: HeapPolicy) {
        #if canImport(Glibc)
        let bytes: Int32 = policy == .retained ? 64 << 20 : 128 << 10
        _ = cMallopt(-1, bytes)   // M_TRIM_THRESHOLD
        _ = cMallopt(-3, bytes)   // M_MMAP_THRESHOLD
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `int mallopt(int param, int value)`, which the Glibc module does not import (it is declared in
/// `<malloc.h>`). Declared by its symbol rather than looked up with `dlsym`, which finds nothing in the static
/// executable the release bench is: the policy was silently not applied. Two `Int32` arguments and an `Int32`
/// result are passed in the same registers by Swift's and C's calling conventions.
@_silgen_name("mallopt")
private func cMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
