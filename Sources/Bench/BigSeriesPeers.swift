import Foundation

/// The peers of `bench big`: matplotlib and plotext drawing the same million-point line, one fresh Python process
/// per run, timed and measured by the script below (kept here, with the suite, rather than among the peers'
/// own scripts, which draw the bar workload).
enum BigSeriesPeers {
    /// Prints `version`, then `seconds baselineKB peakKB bytes`, as `BigSeriesSuite.child` does.
    static let script = #"""
    import io, math, sys, time
    tool, n = sys.argv[1], int(sys.argv[2])

    def peak_kb():
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    xs = list(range(n))
    ys = [40 * math.sin(2 * math.pi * i / 200000) + ((i * 7919) % 97) / 4 for i in range(n)]
    if tool == "matplotlib":
        import matplotlib
        matplotlib.use("svg")
        import matplotlib.pyplot as plt
        matplotlib.rcParams["path.simplify"] = True
        version = "matplotlib " + matplotlib.__version__
        baseline = peak_kb()
        t0 = time.perf_counter()
        fig, ax = plt.subplots(figsize=(8, 4), dpi=100)
        ax.plot(xs, ys)
        buf = io.StringIO()
        fig.savefig(buf, format="svg")
        out = buf.getvalue()
    else:
        import plotext as plt
        from importlib.metadata import version as v
        version = "plotext " + v("plotext")
        baseline = peak_kb()
        t0 = time.perf_counter()
        plt.clear_figure()
        plt.plotsize(120, 40)
        plt.plot(xs, ys)
        out = plt.build()
    seconds = time.perf_counter() - t0
    print(version)
    print(seconds, baseline, peak_kb(), len(out.encode()))
    """#

    /// One run of `tool` on `n` points: its version and figures, or nil if it failed or took over a minute.
    @MainActor
    static func run(_ tool: String, n: Int, peers: Peers) -> (String, BigSeriesSuite.Run)? {
        let path = peers.work + "/bench_big.py"
        guard (try? script.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return nil }
        let out = Subprocess.run("/usr/bin/timeout", ["60", peers.python, path, tool, String(n)])
        let lines = out.stdout.split(separator: "\n").map(String.init)
        guard out.status == 0, lines.count >= 2, let run = BigSeriesSuite.Run(lines[1]) else { return nil }
        return (lines[0], run)
    }
}
