/// What profiling showed, for the report's "Hot spots" section. Unlike the tables, this text is written by hand
/// from callgrind runs (commands in `Profiling.swift`); it names the date and code it was measured on, and goes
/// stale as the code changes — re-run the profiles before acting on it.
enum ProfileNotes {
    static let markdown = """
    ## Hot spots (callgrind, 2026-11-30, working tree of that day)

    **Acted on since (before → after, `bench update`/`bench svg`, same machine):** paint-only changes keep their
    ancestors' layout (`ViewNode.markChanged`, sizes re-checked in `ViewGraph.resolveChangedSizes`); stacks cache
    child proposals and reuse their last placement; display items share storage, draw caches and inherited draw
    states are shared objects (unchanged subtrees match by identity);
    `coveredFrame` is computed only for rotation, scale and clip; `beginInsertion`/`beginRemoval` test the
    animation first; `Path` appends in place. Update of 1 in 100,000: 11.5 % → about 1 % of a rebuild (299 → 47 ms;
    what is left is touching each of the 100,000 siblings once — cache misses — to re-place and re-draw them);
    SVG N = 1,000: 107 → 94 ms. Still open: node count per mark and node size (memory, SVG time), the O(N) copy of
    cached items into each frame's display list, and cold conformance lookups in a fresh process.

    Instruction counts (Ir) from `valgrind --tool=callgrind` on the release binary, steady state (caches warm).
    Percentages are inclusive, of the profiled function.

    **Update (one `@State` write among N = 10,000 views; `bench profile-update 10000`)** — ~100 M Ir per update,
    of which `ViewGraph.flush` (the one body) is **0.7 %**. The rest grows with N:
    - Layout — **82 %**. The leaf's write changes only its fill colour, yet the ancestors' layout caches are
      dropped, so the `VStack` re-measures all N children (`StackAlgorithm.measure` 44 %: each child probed at
      0, ∞ and its offer, each a `layoutCache` dictionary lookup — hashing `LayoutCacheKey` alone is 23 %), and
      re-collects its subviews (`ViewNode.layoutSubviews(axis:)` 25 %, `Layout/LayoutEngine.swift`).
      `MainActor.assumeIsolated` wraps every `LayoutSubview.sizeThatFits` (`Layout/Layout.swift`). Needed: tell
      a paint-only change from a layout change (an updated node whose layout and drawing roles size the same
      need not invalidate its ancestors), and skip placing unchanged subtrees. (An earlier profile of the same
      day, before the lead's per-subtree caches, showed the whole tree re-laid out: 76 % in `ViewHost.layout`.)
    - `DisplayListBuilder.draw` — **17 %**: a walk of every node and a copy of every cached `DisplayItem` into a
      new array each frame, even when only one item changed (`Render/DisplayListBuilder.swift`). A persistent
      display list patched by identity would make this O(changed).

    **SVG, N = 1,000 through the Chart DSL (`bench profile-svg 1000`)** — 754 M Ir per render
    (view → SVG string). `ViewHost.render` 79 %, `SVGRenderer.render` 7 %, Charts' `ChartSceneBuilder` +
    `ChartModel` 9 %. Inside `render`:
    - `ViewNode.buildDeferredContent` → `ViewGraph.reconcile` — **54 %**: the chart's content is built inside a
      `GeometryReader` during layout; ~13 graph nodes per bar (each `ViewNode` ~950 B, see memory).
    - `ViewNode.coveredFrame` — **12 %**, called from `DisplayListBuilder.apply` (`Render/DisplayListBuilder.swift`,
      `let frame = node.coveredFrame` at the top of `apply`), i.e. for *every* effect, although only rotation,
      scale and clip use it. For a transparent node it recursively unions its subtree's frames, allocating three
      arrays per level, so the cost is O(nodes × depth). Compute it lazily in those three cases only.
    - `ViewNode.effectiveTransition` — **6 %** (16 % with recursion), called from `beginInsertion`
      (`Graph/NodeLifecycle.swift`, `guard effectiveTransition != nil, let animation = transaction.animation`):
      the recursive search over transparent descendants runs for every inserted node even when the transaction
      has no animation. Testing `transaction.animation` first removes it from every non-animated build; the same
      order applies in `beginRemoval`.
    - `ViewNode` deinit of the previous tree 8 %, `DynamicPropertyBinder.evaluateBody` (Mirror-based binding)
      10 %, `swift_dynamicCast` 6.5 % (existential casts such as `view as? any PrimitiveView`).
    - In a fresh process (the whole-process figures) the first render pays cold protocol-conformance lookups:
      `swift_conformsToProtocol` is 63 % of the N = 12 terminal frame, `ViewGraph.typeName` (`String(describing:)`
      of generic types, now cached per type) 37 %.

    **Memory (massif, `bench memory-child 1000`)** — heap peak 30.5 MB: `ViewNode` instances 12.5 MB (41 %,
    ~950 B per node), node path strings 6.4 MB (21 %, ~480 B per node: each `path` is the full path from the root,
    built in `ViewGraph.reconcile` as `node.path + "/" + …`, so memory grows with N × depth), animation-track
    dictionaries 0.8 MB, layout caches 0.4 MB. For N = 10,000 that is ~130,000 nodes ≈ 190 MB before the display
    list and the SVG string. Needed: paths computed on demand (or interned parent + key), and rarely used node
    fields (tracks, caches, deferred content, lifecycle closures) moved out of line.
    """
}
