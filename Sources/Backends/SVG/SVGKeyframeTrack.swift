/// One animated attribute of one item, sampled at every frame, and the keyframes that reproduce it.
///
/// Samples are vectors (a colour has four numbers, a transform six, a path all of its coordinates). A
/// keyframe is dropped when the straight line between the kept keyframes on either side reproduces it
/// within the track's tolerance, component by component. The greedy pass extends each segment as far as it
/// stays within tolerance:
///
/// ```
/// value                                   kept: ●   dropped: ○
///   │            ●───○───○───●               an ease-out curve keeps a few keyframes where it bends;
///   │       ○ ●                              a linear ramp keeps only its two ends;
///   │    ●                                   a hold between two moves keeps its two corners.
///   │ ●
///   └──────────────────────────── time
/// ```
struct SVGKeyframeTrack {
    /// The sample at each frame.
    var samples: [[Double]]
    /// The largest error allowed in each component; a single value applies to every component.
    var tolerances: [Double]

    /// The tolerance of component `c`.
    func tolerance(_ c: Int) -> Double { tolerances.count == 1 ? tolerances[0] : tolerances[c] }

    /// Whether samples `i` and `j` agree within the tolerance.
    func agree(_ i: Int, _ j: Int) -> Bool {
        samples[i].indices.allSatisfy { abs(samples[i][$0] - samples[j][$0]) <= tolerance($0) }
    }

    /// Whether every sample in `range` equals the first within the tolerance (nothing to animate).
    func isConstant(in range: ClosedRange<Int>) -> Bool {
        range.allSatisfy { agree($0, range.lowerBound) }
    }

    /// The frame indices to keep in `range`, always including both ends, for samples taken at `times`.
    func keyframes(in range: ClosedRange<Int>, times: [Double]) -> [Int] {
        var kept = [range.lowerBound]
        var anchor = range.lowerBound
        var candidate = anchor + 2
        while candidate <= range.upperBound {
            if reproduces(from: anchor, to: candidate, times: times) {
                candidate += 1
            } else {
                anchor = candidate - 1
                kept.append(anchor)
                candidate = anchor + 2
            }
        }
        if kept.last != range.upperBound { kept.append(range.upperBound) }
        return kept
    }

    /// Whether the line from sample `a` to sample `b` passes within tolerance of every sample between them.
    private func reproduces(from a: Int, to b: Int, times: [Double]) -> Bool {
        let span = times[b] - times[a]
        for k in (a + 1)..<b {
            let f = span > 0 ? (times[k] - times[a]) / span : 0
            for c in samples[k].indices {
                let line = samples[a][c] + (samples[b][c] - samples[a][c]) * f
                if abs(samples[k][c] - line) > tolerance(c) { return false }
            }
        }
        return true
    }
}
