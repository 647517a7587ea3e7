/// What profiling showed, for the report's "Hot spots" section. Unlike the tables, this text is written by hand
/// from callgrind runs (commands in `Profiling.swift`); it names the date and code it was measured on, and goes
/// stale as the code changes — re-run the profiles before acting on it.
enum ProfileNotes {
    static let markdown = """
    ## Hot spots (callgrind, 2026-11-30, second session)

    Instruction counts (Ir) from `valgrind --tool=callgrind` on the release binary, steady state (caches warm):
    `bench profile-svg N` (view → SVG string), `bench profile-terminal N` (a new host per 100 × 30 frame),
    `bench profile-svg-backend N` and `bench profile-terminal-backend N` (the backends alone, on a fixed display list).

    **Acted on in this session (before → after, Ir per render unless said):**
    - *One node per chart, not ~13 per mark.* `Chart` draws every mark, grid line, tick, label and legend entry
      as an element of two `Canvas` views (`Charts/Chart/ChartSceneView.swift`), and animates them with one
      keyed, presence-weighted vector (`ChartElementVector`): kept marks interpolate, inserted ones fade in where
      they land, removed ones fade out where they were. View → SVG string at N = 1,000: 754 M → 144 M Ir (38 M at the end of
      the session, with what follows); peak RSS at N = 10,000: 328 → 50 MB.
    - *Charts' own costs* (N = 1,000, view side 97 M → 34 M Ir): marks keep their fields in a shared box
      (copies were 13 % of the render); stacking groups by a struct key and lays out columns of one mark without
      arrays (`StackLayout.single`); whole-number labels skip `String(format:)`; `ForEach` content is iterated
      from one copied array (the generic iterator cost ~3,000 Ir per element) and read through
      `ForEach._id(of:)` instead of `Mirror`; built-in marks skip the per-element casts; x labels that would
      collide are dropped before being measured; series styles are resolved once per frame
      (`GraphicsContext.resolve(_:)`); canvas items become display items directly, and their ids keep the canvas
      path and the key apart until asked (`DisplayItemID`).
    - *Text*: one-paragraph text that fits is measured once without splitting; clean strings skip the
      control-character filter; a canvas reads the environment once for all its text (`TextEnvironment`).
    - *SVG backend* (display list → SVG at N = 1,000: 51 M → 3.5 M Ir, 3.8 → 0.27 ms): items are written
      straight into one byte buffer (`SVGOutput`), with in-place number formatting and escaping; output is
      byte-identical (goldens, hashes, every gallery export).
    - *Terminal backend* (N = 12 frame: 970 → 52 µs): 16-byte cells with a 32-bit glyph, drawing in place,
      colour conversions cached per frame, bytes written once (`ByteWriter`, `PenEncoder`); output identical.
    - *Graph*: a wrapper node shares its only child's cached items instead of copying them; a stack that reuses
      its placement re-places only the subviews that changed (registered by `markChanged`/`invalidate` with the
      nearest laid-out ancestor) instead of reading all of them; nodes keep their depth (sorting changed nodes
      walked up to the root per comparison: a rebuild of 100,000 views 4.9 → 3.1 s); a parent reuses each clean
      child's cache inline (an identity check, a single item held directly), which removed most of the
      reference counting per child. Update of 1 in 100,000: 48 → ~22 ms.
    - *The bench itself* read the process environment (`BENCH_PLAIN`) for every chart it built: ~0.34 M Ir,
      a fifth of a terminal frame at N = 12. It is read once now.
    - *View equality*: enum cases with a payload were compared by `String(describing:)` — describing a chart's
      whole scene on every data change (77 % of a live terminal frame); they and long collections now count as
      changed, and the chart's scene view is always changed. Live frame at N = 12: 0.35 → 0.25 ms.

    **What dominates now:**
    - *SVG, N = 1,000* — ~34 M Ir on the view side, spread thin: resolving content into marks (~9 M: the user's
      closure and `BarMark` init ~3.6 k Ir per mark, keys, duplicate-id set), `ChartModel` (~3 M: stacking
      columns hash two strings per mark), the scene (~9 M: `MarkGeometry.sceneMarks`, band lookups, labels and
      values as strings), the canvas (~8 M: one `DisplayItem` and one context copy per element), and freeing it
      all. `swift_retain`/`release`, hashing and exclusivity checks are a quarter of the total. Four
      representations of a mark (`ResolvedMark` → `SceneMark` → `ChartElement` → `DisplayItem`) are the
      structural cost; collapsing the middle two is the next step.
    - *Terminal, N = 12* — 2.6 M Ir per frame: backend 0.9 M, view 1.7 M. Of the view: creating the host and the
      graph (~0.3 M), `Chart.body` with `Mirror`-based property binding and observation tracking
      (`DynamicPropertyBinder`, ~0.2 M), the scene (~0.25 M) and the canvases (~0.3 M). A frame in a live host
      that only re-renders pays none of the graph creation.
    - *Update of 1 in 100,000* — memory-bound: redrawing the dirty parent still reads each of its 100,000 clean
      children's caches and retains each item (~35,000 last-level cache misses per update, `--cache-sim=yes`).
      Keeping the parent's cache with per-child item ranges and patching the changed child's range (a
      persistent display list) would read only what changed.
    """
}
