/// What profiling showed, for the report's "Hot spots" section. Unlike the tables, this text is written by hand
/// from callgrind runs (commands in `Profiling.swift`); it names the date and code it was measured on, and goes
/// stale as the code changes — re-run the profiles before acting on it.
enum ProfileNotes {
    static let markdown = """
    ## Hot spots, round 2 (callgrind, 2026-12-01, issue 19)

    Instruction counts (Ir) from `valgrind --tool=callgrind` on the release binary. Whole processes are counted from
    the loader on: `valgrind --tool=callgrind .build/release/bench render-svg 12`, and
    `… bench big-child svg 100000` (the big-series line at 100,000 points: a million takes too long under valgrind).

    | path | before | after |
    |---|---:|---:|
    | whole process `bench render-svg 12` | 47.0 M (loader 13.9 M, protocol-conformance scans 26.6 M) | 37.3 M (loader 13.9 M, scans 17.1 M) |
    | line of 100,000 points → SVG, whole child | 1,644 M (16.4 k a point) | 741 M (7.4 k a point) |
    | same, marks stored by column (first profile of them → end of session 22) | 2,004 M (20.0 k a point) | 1,118 M (11.2 k a point) |
    | view → SVG string, N = 1,000 (`profile-svg`) | 22.6 M | 23.5 M (see below) |
    | same process, linked statically (session 22) | 37.3 M (loader 13.9 M) | 30.0 M (loader and start-up ~3 M, scans 20.4 M) |
    | terminal frame, N = 12, new host (`profile-terminal 12`, session 22) | 2.56 M (glyph choice 0.66 M, environment 0.34 M) | 1.59 M |
    | same, N = 7 and N = 100 (session 22) | — | 1.27 M and 5.97 M |
    | terminal frame, N = 7 / 12 / 100, new host (`profile-terminal N`, session 24) | 1.230 / 1.512 / 5.342 M | 1.172 / 1.418 / 4.698 M |
    | line of 100,000 points → SVG, whole child (session 23) | 1,118 M (11.2 k a point) | 234 M (2.3 k a point) |
    | whole process `bench render-svg 12` (session 23, start-up) | 31.0 M (conformance look-ups 21.6 M: 81 scans) | 18.4 M (look-ups 11.1 M: 45 scans) |
    | whole process `gallery show workouts --width 100 --height 30 --color always` (same) | 71.7 M (look-ups 26.8 M: 103 scans) | 54.7 M (look-ups 14.9 M: 57 scans) |
    | whole process `bench render-svg 12` (session 24, start-up) | 18.3 M (45 scans, 568 page faults) | 7.9 M (18 scans, 393 page faults) |
    | whole process `gallery show workouts --width 100 --height 30 --color always` (same) | 54.5 M (57 scans) | 48.3 M (36 scans) |
    | display list → SVG, N = 1,000, a render (`profile-svg-backend 1000`, session 24) | 8.70 M (table 2.42 M) | 7.11 M (table 1.7 M) |
    | view → SVG string, N = 1,000, a render (`profile-svg 1000`, session 24) | 30.7 M (description 3.1 M) | 28.8 M (description 1.7 M) |
    | terminal frame, N = 7 / 12 / 100, new host (`profile-terminal N`, session 25) | 1.156 / 1.392 / 4.548 M | 1.033 / 1.263 / 4.240 M |
    | terminal frame, N = 7 / 12 / 100, new host (`profile-terminal N`, session 27, terminal) | 0.964 / 1.161 / 3.562 M | 0.957 / 1.152 / 3.524 M |
    | display list → SVG, N = 12 / 1,000 / 10,000, a render (`profile-svg-backend N`, session 25) | 0.277 / 8.35 / 61.9 M | 0.202 / 4.64 / 33.2 M |
    | whole process `gallery show workouts --width 100 --height 30 --color always` (session 25, start-up) | 47.3 M (conformance scans 8.4 M) | 37.7 M (scans 4.8 M) |
    | view → SVG string, N = 1,000, a render (`profile-svg 1000`, session 27, chart) | 19.84 M | 18.74 M |
    | terminal frame, N = 12, new host (`profile-terminal 12`, session 27, chart) | 1.164 M | 1.147 M |
    | display list → SVG, N = 12 / 1,000 / 10,000, a render (`profile-svg-backend N`, session 27) | 0.176 / 3.95 / 31.2 M | 0.155 / 3.14 / 24.0 M |
    | terminal frame, N = 7 / 12 / 100, new host (`profile-terminal N`, session 28) | 0.948 / 1.140 / 3.427 M | 0.832 / 1.010 / 3.037 M |
    | display list → SVG, N = 12 / 1,000 / 10,000, a render (`profile-svg-backend N`, session 28) | 0.155 / 3.15 / 24.0 M | 0.139 / 2.62 / 20.0 M |
    | view → SVG string, N = 1,000, a render (`profile-svg 1000`, session 28) | 18.1 M | 17.2 M |

    **Acted on:**
    - *Big series.* A line or area denser than the output's pixels is drawn through each quarter-pixel column's
      first, last, lowest and highest point (`Charts/Layout/SeriesDecimation.swift`, M4); the million-point SVG went
      from 13.5 MB to 167 KB, and the drawing stages (elements, canvas, display list, SVG) from most of the time to
      little. Building the scene no longer names each point's series with string interpolation (`"\\(kind)|…"` printed
      the enum case through reflection, ~5 k Ir a point) and no longer reserves a scene mark (312 B) per point of a
      line (312 MB at a million).
    - *Memory per mark.* A mark's box held its whole style and a sector's fields (689 B); both now live in boxes
      shared by the marks that keep the defaults (240 B), and bar extents are stored only when a chart has bars.
      The million-point line peaks at 340 MB instead of 982 MB; 10,000 bars add 24 MB instead of 28 MB.
    - *Start-up.* A view type's name (`ViewGraph.typeName`) is read with `_typeName` instead of
      `String(describing:)`, which asked each type in turn whether it conforms to `CustomStringConvertible`,
      `TextOutputStreamable`… — in a new process each question scans every conformance record of every loaded library.
      −9.7 M Ir of a 47 M process.
    - *Marks stored by column* (session 22). A `ForEach` of `LineMark` or `PointMark` whose values are plain numbers or
      dates keeps one array of x and one of y (`Charts/Chart/MarkColumns.swift`, in a `MarkList` of runs) instead of a
      `ResolvedMark` (a box, two labels, a key string and a duplicate-id set entry) per point; the mark values hold their
      channels inline (`MarkChannels`) rather than a box. The model, the scales' domains (three values a column:
      `ColumnExtremes`), the series builder and the accessibility descriptor read the columns; every other pass makes a
      run's marks one by one, exactly as before (`ColumnStoredMarksDrawAsSingleMarksTests`). Resolving went from 3.6 k
      to 2.7 k Ir a point, the model and the scene builder from 2 k to 0.4 k. `ForEach(…, id: \\.self)` no longer applies
      an identity key path per element (0.4 k Ir). Number labels of the fixed-point kind are written into one string
      (`TickLabelFormatter.assemble`): 4.7 k → 0.8 k Ir a label, which the accessibility table spends twice a point.
    - *Start-up, linked statically* (session 22). Release builds of `gallery` and `bench` pass `-static-stdlib` to the
      compiler and the linker (`Package.swift`, the two executables only, so packages depending on the libraries are
      unaffected): a new process no longer binds Foundation, ICU and the runtime through the dynamic loader. `bench
      render-svg 12` went from 23 ms to 14 ms of CPU (user + system, hyperfine, on the loaded machine); `gallery show
      workouts` from 30 to 22 ms.
    - *Terminal glyph choice* (session 22). Sextant support had made the choice of a partial cell's glyph a quarter of
      a 12-bar frame (0.66 M Ir): every candidate glyph's error took nine software bit counts (the baseline x86-64
      target has no `popcnt`). It now takes two — the target, the old colour's part and the rest partition the cell,
      so the other counts follow (`GlyphChoiceErrorTests` holds it to the direct count) — and stops at an exact fit.
      The choices are also remembered per (coverage, old part, flags) in a bounded process-wide cache
      (`GlyphChoiceCache`, 16,384 entries, cleared when full): a bar's top edge repeats one coverage across its width,
      and a live chart the same edges frame after frame. And a new `TerminalPipeline` read the terminal's capabilities
      by copying the whole environment into a dictionary (0.34 M Ir); they are now read once per process
      (`TerminalCapabilities.ofProcess`). Output is byte-identical (every terminal golden).
    - The bench: `bench big`; every target of issue 19 as a row; whole processes started with `posix_spawn`, our
      commands and `python -c pass` timed in turn.
    - *Display list → SVG* (`valgrind --tool=callgrind --toggle-collect='*profiledBackendRenders*' .build/release/bench
      profile-svg-backend N`, per render; the document now carries each bar's `aria-label` and the chart's table):
      N = 1,000 15.5 M → 7.4 M Ir, N = 10,000 117 M → 57 M Ir, output byte-identical. Every item's chart id was hashed
      twice (`DisplayList.charts` for the document's role, then a dictionary of each chart's latest description, with
      a copy of the description per item): charts are now found in the items' pass, an id hashed only where the chart
      changes (`SVGAccessibility.ChartIndex`). An item's accessibility and content are read once (each read copies
      them out of the item's box), the table is written from static strings instead of an interpolated string per
      cell (500 rows: 3.1 M → 1.3 M, half of it making the rows' strings), and a still item no longer allocates an
      array to look up gradient animations.
      Still ~5.5 k Ir an item: copying `Content`, `AccessibilityInfo` and `Entry` out of their boxes across the module
      boundary with their retains and releases (~1.5 k), four numbers (~0.8 k), the label's escaping; and at 10,000
      items the wall time grows faster than the count (cache misses over the items' scattered boxes), so the 4× floor
      is missed.

    - *A lazy accessibility description* (session 23). A chart's own description no longer makes an `AXDataPoint`
      and two formatted strings per point up front: `ChartAccessibility` builds the `ChartDescription` directly, its
      series' points kept as values (`Charts/Chart/DescribedPoints.swift`: a column run shares the columns' arrays,
      other marks keep an x, a y and a label) and described only when a backend reads a row
      (`ChartDescription.Points`, a `RandomAccessCollection` over a `ChartPointSource`). The SVG reads its 500
      sampled rows; the date formatters are made on the first date read, not on every body of every chart. A
      100,000-point line → SVG: 1,118 M → 382 M Ir; a million points: 2.1 s, 314 MB → 0.81 s, 70 MB (on a machine
      loaded by two compiles; matplotlib took 0.53 s in the same run). Every golden is byte-identical
      (`DescribedPointsTests` pins dates, times, sampled rows, labels and equality).
    - *Mark channels set in place* (session 23). `MarkChannels`' generic initialiser delegated to its memberwise
      one, which in the unspecialised code made, copied and destroyed a whole `MarkChannels` per mark: 382 M → 320 M
      Ir at 100,000 points.
    - *Inlinable point marks* (session 23). `LineMark.init`, `PointMark.init`, `PlottableValue.value` and what they
      call (`MarkChannels`, `ChannelValue`) are `@inlinable`, so the user's closure is specialised for its value
      types in its own module instead of running generic code through witness tables: 320 M → 234 M Ir at 100,000
      points; a million points → SVG 0.48 s → 0.32 s, → terminal frame 0.53 s → 0.37 s (matplotlib 0.40 s).
    - *Start-up: fewer first-time conformance questions* (session 23). Each first question of a process "does type T
      conform to protocol P" scans all 6,329 conformance records of the static binary (~0.2 M Ir; the scans were
      counted with a gdb breakpoint on the runtime's scan). `BindingPlan` now asks a view's field one question,
      `DynamicProperty` (which `GraphBoundProperty` refines), and none for tuples, functions, metatypes, existentials,
      optionals and the standard library's and Foundation's types (`_typeName`, 5 k Ir); layout and drawing roles say
      whether they are a `UnaryLayout` or an `AnimatedRole` through their conformance, and a built-in view's `View`
      conformance names its `PrimitiveView` type (`View._primitive`, as SwiftUI's underscored requirements do), instead
      of casts (debug builds check both give the same answer). `bench render-svg 12`: 31.0 M → 24.8 M Ir, 81 → 57
      scans; `gallery show workouts`: 71.7 M → 62.9 M. Then release builds of the libraries reach generic metadata
      through accessors instead of mangled names (`-disable-concrete-type-metadata-mangled-name-accessors`, left out
      where the package is a versioned dependency): a mangled name made the runtime look up the conformances the
      type requires (`[SVGElement: String]` asked `SVGElement: Hashable`). 24.8 M → 19.5 M and 57 → 45 scans; gallery
      62.9 M → 55.8 M. And the two executables are linked at a fixed address (`-no-pie`), so the loader no longer
      applies 86,000 relocations: 19.5 M → 18.4 M Ir, 780 → 580 page faults. Output is byte-identical. Wall time,
      the old and new binaries and `python -c pass` run in turn, 100 rounds, on the loaded machine: `render-svg 12`
      16.5 → 11.1 ms; `gallery show workouts` 31.9 → 24.4 ms against Python's 24.2 ms. Measured and not pursued:
      importing `FoundationEssentials` instead of `Foundation` (the linker keeps only the object files the code
      references, and Locale, Calendar and the format styles, which the API needs, bring in
      FoundationInternationalization and most of Foundation, about 1,900 of the records, whatever the imports).
    - *Smaller forms of a bar* (session 23, `bench memory-child 10000`, massif and `VmHWM`). At the peak — the canvas
      recording a 10,000-bar chart's items while the model's marks, the elements and their numbers are alive — a
      display item was 560 bytes, a chart element 386 and a mark's box 224, mostly fields that nearly every item or
      mark leaves at a default. An item's hint, traits, element and chart now live in one immutable box its view's
      items share (`AccessibilityInfo`: ~190 → 48 bytes, and a copy three reference counts instead of a dozen); its
      clips, interactive view and effects in another, one for every item without any; a shape's stroke has a box of
      its own (a chart element's too), and gradient paints, legend, text and path elements, and curve, sector and path
      scene marks are `indirect`; a mark's series, sizes and stacking joined its shared rare box. Item 560 → 296 B,
      element 386 → 186 B, mark box 224 → 168 B, scene mark 312 → 264 B. Heap peak 15.5 → 10.3 MB (massif); added
      after the 12-bar warm-up 15.0 → 10.2 MB (`bench memory`, main and this branch side by side). The SVG renderer
      counts an item of the previous item's chart by the shared box's address instead of copying out its description,
      and reserves 160 bytes an item (128 was short for 1,000 bars with their table, and the buffer was copied once a
      render): display list → SVG at N = 1,000 9.02 → 8.71 M Ir a render; the whole `profile-svg 1000` 33.7 → 31.8 M.
      Output byte-identical (bench hashes, every golden). Tried and dropped: reading `DisplayItem`'s fields with
      `_read` accessors to skip the copies out of its box made the backend slower (+6 %: each read allocated a
      coroutine frame and checked exclusivity at run time).
    - *Display list → SVG, the still path* (session 24, `profile-svg-backend 1000`, 200 renders). An entry (the item
      and how the animated export writes it) carried nine fields — an id, a closure, a dash, arrays and a dictionary
      of animations — copied with their reference counts each time the item passed from the collection to the run
      to the writer; they now live in one copy-on-write box that a still entry leaves nil, so an entry is the item
      and a nil pointer. An annotation without traits or hint no longer searches the role and state tables. The
      chart's table reads each series once instead of once a row and makes one array a row (two before), a point
      its values in one array literal (appending the y to `[x]` allocated twice), and `ChartDescription.clean`
      passes text after one look at its bytes. 8.70 → 7.11 M Ir a render; at N = 10,000 57 → 54 M Ir, but 20.0 →
      12.4 ms (`bench svg`, one run each, on a loaded machine): fewer copies of a wide entry touch less memory. Building a chart's own
      description grouped its points by series through three dictionary operations a point; the series being
      filled is now kept out of the dictionary (`SeriesGroups`): 3.1 → 1.7 M Ir a render at N = 1,000. The whole
      `profile-svg 1000`: 30.7 → 28.8 M Ir a render. Output byte-identical (every golden, all 990 tests).
      Tried and dropped: an inlinable `BarMark.init` keeping the channels as given (as `LineMark`'s) specialised the
      caller's closure (1.5 → 0.6 M Ir) but made the mark a wide value that the unspecialised `ForEach` copies
      through value witnesses, and building the resolved mark moved to the resolver: 28.8 → 29.3 M in all.
    - *Display list → SVG, the writer* (session 25, `profile-svg-backend N`, per render; output byte-identical:
      the bench's fnv1a hashes at N = 12, 1,000 and 10,000, every SVG golden). N = 1,000 8.35 → 4.64 M Ir, N = 10,000
      61.9 → 33.2 M, N = 12 0.277 → 0.202 M. Making the `String` was 1.34 M of the 8.35 M: the standard library checks
      UTF-8 a word at a time only while every byte is ASCII, and from the start byte by byte once one is not, and the
      table's description holds one "…". `ByteWriter` now makes the string of three parts, each checked on its own
      (the ASCII run before the first non-ASCII byte, into a string with room for all; the span through the last; the
      ASCII run after): 1.55 → 0.4 M. Hundredths below 10^7 are rounded as magnitudes and written as digit pairs with
      constant divisors and no loop (134 → ~90 Ir a number, with its capacity check); a literal is copied by inline moves instead of a call to
      `memcpy`, and an attribute's ` name="` is one capacity check. An item's annotation is written once into a
      scratch output that the item writer copies onto its outermost element, instead of an `AccessibilityInfo?` passed
      down (wrapping it copied the label and value); the chart index keeps the details' identity
      (`AccessibilityInfo.detailsIdentity`, package) rather than a copy of an info; the item's content is consumed by
      its `switch` (its payload moved, not copied); `Clipping` is made only for an item with clips or effects;
      escaping scans with a bit mask. `ChartDescription.rows(at:)` is `@inlinable` (its loop over the caller's indices
      was generic code through witness tables) and reads each series' point count once (each read copied the points'
      storage). `bench svg --no-peers`, the old and new binaries run in turn, three times each, on the loaded machine:
      display list → SVG ÷ floor at N = 1,000 15.0–17.0× → 8.9–9.7×, at N = 10,000 23–26× → 8.8–18.7× (the floor
      itself moved between 0.054 and 0.111 ms from run to run); the fastest render at N = 1,000 0.79 → 0.45 ms, at
      N = 10,000 6.8 → 3.6 ms (`profile-svg-backend`). Still a miss of the 4× goal. What is left at N = 1,000, a render: the items 2.2 M
      (~2.1 k Ir an item: four numbers ~0.45 k, reading `Content` and its `Path` out of the item's box with their
      copies and releases ~0.5 k, paint and fill ~0.25 k), the table 1.1 M (of which the chart's points put into words
      by `DescribedPoints` 0.47 M and their arrays made and freed ~0.3 M), the annotations 0.41 M (escaping two short
      strings ~0.26 k an item), the string 0.4 M. Tried and dropped: copying short strings to escape byte by byte
      through `String.UTF8View`'s iterator (+0.4 M: each byte re-dispatched on the string's form).
    - *Terminal glyph choices looked up without hashing* (session 24, `valgrind --tool=callgrind
      --toggle-collect='*TerminalProfileO14profiledFrames*' .build/release/bench profile-terminal N`, per frame). The
      process-wide `GlyphChoiceCache` was a `Dictionary` behind an `NSLock`: each of a 12-bar frame's ~160 partial
      cells paid SipHash, the lock and two run-time exclusivity checks, ~540 Ir a look-up (85 k a frame). It is now an
      open-addressed table (linear probing, one multiply to hash, at most half full: 64 KB for a chart's few hundred
      choices, 2 MB at most; still cleared when full) behind a `Mutex`: ~140 Ir a look-up. N = 12: 1.512 → 1.450 M
      Ir; N = 7 1.230 → 1.193 M; N = 100 5.342 → 4.922 M (its bars cut more cells). Then each canvas keeps the choices it made in a 64-slot
      direct-mapped memo of its own (`GlyphChoiceMemo`, no lock), and a bar's edge cell takes its colour once
      instead of copying its `PaintSampler` (a paint enum and a transform) into the colour closure; and a cached pen
      change is copied inline, only a new one being encoded out of line (the coloured text 216 k → 207 k). Together
      N = 12 1.450 → 1.418 M, N = 7 1.193 → 1.172 M, N = 100 4.922 → 4.698 M. Output byte-identical
      (`profile-terminal-backend` sizes and hashes at N = 7, 12 and 100, every terminal golden). Tried and dropped:
      copying a bar's row from the row above when both cover the same old cells (the comparison and copy cost as
      much as drawing the row: +20 k). Wall time (`bench terminal --no-peers`, the old and new binaries alternated six
      times on the loaded machine, fastest median of each): N = 12 0.257 → 0.257 ms (2 % of Ir is below the noise),
      N = 100 0.667 → 0.594 ms.
    - *A new host's terminal frame, round 3* (session 25, `profile-terminal N`, per frame; every terminal golden,
      `bench render-terminal 7 / 12 / 100` and `render-svg 12 / 1000` byte-identical). The coloured text became a
      `String` through `String(decoding:)`, which validated its 7.2 KB again on the standard library's slow path
      (escape codes mixed with three-byte glyphs, ~9 Ir a byte): it is now copied in unchecked
      (`String(copying: UTF8Span(unchecked:))`, Swift 6.2's SE-0464; `Terminal/Output/TerminalText.swift`, checked in
      debug builds), as the writers make it only from ASCII, scalars and strings: −67 k, the text 19.5 → 12.4 µs
      (`profile-terminal-backend 12`). Printable-ASCII labels are measured and placed from their bytes, without the
      sanitizer's scalar scan or a lazy map over `String.UTF8View`: −15 k. On the view side, `ForEach(…, id: \\.self)`
      of chart content told the identity key path by comparing it with `\\Element.self`, which generic code makes
      anew each call (a generic key path resolves its types by mangled name): it now asks `MemoryLayout.offset(of:)`,
      which is 0 only for the identity among paths to the root's own type (`ForEachIdentityKeyPathTests`): −19 k.
      `ViewNode.path` joined interpolated parts with `+` (five `String.append`s of ~300 Ir a node); it copies the
      parts' bytes into one string: 34.5 → 22 k. `Chart` read five environment values through seven key path
      projections (~1.4 k each: the standard library instantiates `Result`'s metadata per projection); it reads
      `\\.self` once and the values from it: −17 k. N = 12 1.392 → 1.263 M (−9.3 %), N = 7 −10.6 %, N = 100
      −6.8 %; main's `View._presentingAnimatableData`, merged after, takes 8 k more (1.254 M). Wall time (`bench
      terminal --no-peers`, the old and new binaries alternated 16 times on the loaded machine, load 6 on 2 cores,
      fastest median of each): N = 7 0.225 → 0.195 ms, N = 12 0.251 → 0.223 ms, N = 100 0.620 → 0.543 ms. One run
      with the peers: N = 12 0.231 ms against termgraph's 0.303 ms (1.31×, still a miss) and plotext's 12.5 ms
      (54×); the peers' own times moved by a quarter between two runs. Tried and dropped: remembering two answers per part of a bar's rows, so that an edge crossing a grid line is
      worked out once (the glyph choices fell 55 → 46 k, but the fill loop's code grew by 34 k).
    - *Display list → SVG, the writer, round 2* (session 27, `profile-svg-backend N`, per render; output
      byte-identical: the bench's fnv1a hashes at N = 12, 1,000 and 10,000). N = 1,000 3.95 → 3.14 M Ir, N = 10,000
      31.2 → 24.0 M, N = 12 0.176 → 0.155 M. An attribute's name, number and closing quote are written after one
      capacity check (three before), the number by a called digit writer so that the attribute writers around it stay
      small enough to inline (a first version inlined it, and the geometry writer outgrew the inliner: each attribute
      became a call that copied its name with `memcpy`); an element's indent and name are one check and one 8-byte
      store of spaces; a colour attribute is one check and one store of its cached hex; a colour paint returns before
      the gradient look-up. Escaping copies bytes as it checks them up to the first that needs attention (a label, a
      value, a table cell: none), with no call to `memcpy` per run. The document's head is written last into room
      left before the items (`SVGOutput(headroom:)`), so the items are copied once, into the string, instead of
      first into a buffer after the head (0.074 M at N = 1,000). An item's accessibility was read by copying
      `AccessibilityInfo` out of the item, and the compiler destroyed its two optional strings through a merged,
      generic outlined destroy (Optional's value witness, ~100 Ir each): a plain one (label, value, hidden flag) is
      now read part by part through package hooks on `DisplayItem` (~90 Ir an item instead of ~300), and an item
      without clips or effects does not read them. Still a miss of the 4× goal. Left at N = 1,000: the items
      1.69 M (four numbers ~0.4 M, reading `Content` out of the item's box 0.2 M, fill 0.14 M), the table 0.65 M
      (the chart's points put into words in Charts 0.48 M), the labels' escaping 0.29 M, the string 0.15 M. Tried
      and dropped: lending an item's content and accessibility to a closure (`withContent`) copied both anyway, as
      the closure might change the item's box (3.95 → 4.13 M); writing the annotation in place through a closure
      rather than copying it from a scratch buffer captured and retained the entry (3.20 → 3.56 M).
    - *View → SVG, the chart's side* (session 26, `profile-svg N`, per render; output byte-identical, the backend
      hashes unchanged): N = 12 1.10 → 1.04 M, N = 1,000 25.6 → 20.6 M, N = 10,000 236.6 → 186.3 M. `BarMark`'s
      initialiser is inlinable, so the caller's module specialises it (making 1,000 bars 1.34 → 0.47 M); rising
      integer `ForEach` ids are keyed without a hashed set (`RepeatedIntegerIdsKeepDistinctKeysTests`); stacking
      hashes a column's key alone, and a column of one mark is laid out from the value its first pass noted; bar
      rectangles read the style in place, and a mark with the default style takes the default paint at once; the
      marks are walked by a plain iterator, where a lazy filter–flatMap–map chain copied each three times, and the
      scene view keeps its annotated marks by index; orientation switches on a payload-free form of the channels; an
      element's numbers are appended by fixed-count helpers (the variadic one allocated an array per element); bars
      and points are recorded with `GraphicsContext.fillElement`, without a context copy and closure each. Left at
      N = 1,000: drawing into items 1.8 M, resolving the content 1.6 M, the element list 1.25 M, the model 1.2 M
      (stacking 0.9 M), rectangles and scene marks 1.0 M each, accessibility 0.9 M, measuring x labels 0.65 M (430
      of 1,000 measured and then dropped for overlapping), teardown 1.7 M; four allocations a mark.
    - *View → SVG, the chart's side, round 2* (session 27, `profile-svg 1000` and `profile-terminal 12`, per render or
      frame; output byte-identical: the backend hashes, every export and `show` of the gallery against the reference
      binary). N = 1,000 19.84 → 18.74 M Ir; a 12-bar terminal frame 1.164 → 1.147 M. `ForEachKeys` is no longer
      generic over the id type (its methods are): the unspecialised resolver looked up `ForEachKeys<ID>`'s metadata
      for every element, ~330 Ir a mark (resolving 1.80 → 1.47 M). A bar on a band scale tries the band after the
      previous bar's first, comparing one name where the look-up hashed it (`PositionScale.position(of:slotGuess:)`,
      taken only when the names are distinct; `BandSlotGuessTests`): `MarkGeometry.rect` 1.13 → 0.73 M. The
      description's points given one by one live in one array of the series, runs holding ranges of it (appending to
      a run's own array took it out of the enum and put it back), one series skips the dictionary of series, and a
      mark's values are read from its channels in place: 0.94 → 0.58 M. Tried and dropped: `String(n)` by hand into a
      stack buffer (`String(decoding:)` validates the bytes again: 194 Ir against the standard library's ~170); the
      stacking pass reading the measured channel in place instead of choosing a channel with `?:` (+0.05 M: each read
      goes through the mark's accessor). Not done: thinning x labels from a cheaper bound with an identical result —
      `TextMetrics` promises nothing below a label's measured width (kerning can make a longer text narrower), so a
      bound needs a new requirement of the protocol and the SVG metrics' answer to it; a lazy accessibility description
      (the SVG reads it anyway; a lazy one needs `ChartDescription` in Declarative to hold its source). What is left,
      a render at N = 1,000: the canvas recording the items 2.5 M (`fillElement` ~1.3 k Ir a bar, in Declarative),
      the scene marks 2.2 M (each bar's value and label text, paint and `SceneMark`), the element list 1.4 M (a
      `ChartElement` and its key string a mark), the model 1.3 M (stacking 0.96 M: a dictionary of string keys),
      resolving 1.5 M, measuring x labels 0.65 M, the category domain 0.5 M; teardown ~1.7 M.
    - *A new host's terminal frame, round 4* (session 26, `profile-terminal N`, per frame; every terminal golden and
      `render-terminal 7 / 12 / 100` byte-identical): N = 7 1.021 → 1.002 M, N = 12 1.252 → 1.225 M, N = 100 4.231
      → 4.076 M; the cells alone (`TerminalPipeline.text`) 373 → 346 k at N = 12. A canvas remembers the cells it
      paints in one colour for a coverage and an old cell (`PaintedCellMemo`, 256 slots; at 12 bars it answers 58 %
      of 158 questions: bars' edges over the same grid line or baseline); a row of coloured text equal to the one
      above it is copied (`RepeatedRowTextTests`); a bar's whole cells are filled in one loop. The rest of a 12-bar
      frame is the chart (43 %: the scene 147 k, the canvas 191 k of which text ~4 k a label) and the host's
      creation (131 k) and teardown (102 k).
    - *Round 6* (session 28). **Terminal backend** (`profile-terminal N`, per frame; `TerminalPipeline.text` at N = 12
      0.343 → 0.204 M: rasterizing 0.209 → 0.129 M, the coloured text 0.122 → 0.064 M). The tables that began empty
      every frame — the painted-cell memo, the pen changes, the colour conversions — now outlive it: process-wide,
      fixed in size, behind a `Mutex` as `GlyphChoiceCache` is, with linear probing (one slot a key had let a few
      colliding keys evict each other every frame). A run's pen change and first glyph are remembered as one byte
      string (`RunBytesMemo`; shared across frames at truecolor only, since a palette can change). A bar row whose
      old cells match one of the last two rows drawn is copied from it; a braille stroke that is one segment along a
      row or column of dots is written straight into the grid. A cold first frame gets none of the caches' savings.
      Each fast path is checked against the general one (`ColoredRunTextTests`, `BarRowCopyTests`,
      `BrailleSegmentTests`). **SVG writer** (`profile-svg-backend N`): `DisplayItem.withShape` lends an item's shape
      instead of copying its content out; a plain item's `aria-label` is written straight onto its element; a
      rectangle's four numbers after one capacity check; labels and table cells escaped inline; small integers of
      the table written digit by digit (a table of all 1,999 strings had cost every new process 0.45 M). 3.15 →
      2.62 M at N = 1,000. Left: the items 1.71 M (four numbers 0.37 M, the annotation 0.35 M, reading the shape out
      of its enum ~0.3 M — the compiler still copies it —, ~550 Ir of plumbing an item), the table 0.53 M and the
      final `String` copy 0.15 M (a byte each). **Chart**: SVG text is measured from flat ASCII tables (an advance by
      code, kerning by pair) instead of two dictionary look-ups a character — at N = 1,000 the x axis measures 433
      candidate labels a render, 1.2 k → ~0.1 k Ir each —, and a chart notes function plots as its marks are
      appended instead of casting every mark at each layout: `profile-svg 1000` 18.1 → 17.2 M.
      **Timing on this machine** swings more than these savings: within one `bench terminal` run the same N = 12
      frame took 0.108 ms and 0.224 ms (before and after the peers), so the ratio to termgraph read 1.06× to 1.82×
      across four runs, and SVG at N = 1,000 and 10,000 read 98–109× pygal, hit or miss by the run.
    - *A new host's terminal frame, round 5* (session 27, terminal, `profile-terminal N`, per frame; the
      `profile-terminal-backend 12 / 100` hashes unchanged): N = 7 0.964 → 0.957 M, N = 12 1.161 → 1.152 M, N = 100
      3.562 → 3.524 M (main merged in between). The coloured text worked out each run's UTF-8 word again although runs
      of one glyph recur along a row (a bar's edge, a grid line): it keeps the last glyph's word, and a run of one cell
      is one store (N = 12 125 → 122 k, N = 100 486 → 453 k). A custom `Animatable` view seen for the first time went
      through three track look-ups, a generic cast, an advance and an `animatedBodies` removal to show its own model:
      it now makes its track and shows the model (`ChartSceneView` 11.2 → 4.4 k). Tried and dropped: `DisplayItem.content`
      read through `_read` (the coroutine across modules cost more than the copy: +9.6 k), `ViewNode.invalidate()`
      clearing the layout caches in one access (−0.4 k), the node path joined from three fixed parts (+0.8 k). What is
      left at N = 12 is spread thin: the chart's body (scene ~135 k, marks ~60 k) and its canvas closure (~186 k); the
      cells 215 k (bars 115 k: ~160 rows at ~200 Ir of per-row work, the 158 edge cells ~285 Ir each) and the text
      122 k (~490 runs at ~150 Ir); ~420 allocations a frame (~300 Ir each with their release), two thirds of them the
      chart's; host creation 104 k (the chart's body 58 k) and teardown 103 k (freeing those objects); node paths
      22 k; a label ~4 k (resolving 1.7 k, recording its item 1.4 k). Halving the frame needs fewer objects per mark
      and per item rather than faster loops.
    - *Start-up, round 4* (session 26; callgrind of the whole `gallery show workouts`, `perf stat -r 40`, `strace -f
      -c`, scans listed with the gdb breakpoint). A settle took 17 trips through the main queue, and after each the
      waiting task's continuation resumed on the global pool and hopped back to the main actor: the trips now chain
      from block to block on the main queue and resume the task once (context switches 45 → 12, futex calls 57 → 9).
      The first frame spent 1.5 M naming view types for paths (`_typeName` demangles and prints the whole generic
      type, then the name was cut at its first `<`): a struct's or enum's name is read from its type descriptor
      (`TypeName`, checked against `_typeName` in `ViewPathTests`); `String` and `Int` ids are named without `print`,
      whose questions to the id's type scanned the conformance records twice; a style's shadows come from its paint
      provider instead of a cast to a protocol (three scans). With `await` at its top level the process handed the
      main queue to `dispatch_main`, which ends the main thread; `main` now starts the command as a main-actor task
      and serves the main queue in Foundation's run loop, so the release build can be a static executable, as the
      bench already was (the ended main thread's unwinding had cost a static executable 35 ms): the loader's
      relocations and symbol look-ups of libstdc++ and libm (~2 M) and 160 page faults (788 → 628) are gone. The
      gallery's code became a library target, so that its tests link without the executable's flags. In all 37.7
      → 32.2 M instructions, and `bench process` 23.0 ms → 17.2 ms against `python -c pass`'s 22.1 ms (hit).
      Output byte-identical. Left: 4.3 M of scans (binding plans' casts per property-wrapper instantiation,
      `AnyHashable` of `ForEach` ids, generic requirements checked while the runtime instantiates field types).
    - *Start-up, round 3* (session 25; callgrind of the whole `gallery show workouts`, scans listed with the gdb
      breakpoint). The character-width table was parsed by splitting 7 KB of text into substrings, in every process
      that measured a non-ASCII label (a truncated label's "…"): 3.1 M; it is read byte by byte now (0.3 M), and text
      of scalars that each stand alone is summed without splitting it into graphemes. The graph asked the runtime
      whether a view type is `Animatable`, whether a modifier is one of the framework's or a `GeometryEffect`,
      whether a style knows its paint, and whether each field of a `TupleView` is a `View`: each first question per
      type (or per protocol) scanned all ~6,400 conformance records (~0.45 M). The types now say it through their
      conformances (`View._presentingAnimatableData`, `ViewModifier._applier`, `ShapeStyle._paintProvider`, chosen by
      the compiler where the type conforms; debug builds check them against the casts), and `ViewBuilder` hands its
      `TupleView` the element types (`TupleViewElements<each Content>`). `.task(id:)` keeps a `TaskID` instead of an
      `AnyHashable`. Scans 8.4 → 4.8 M. A second frame at the same instant (a scenario's frame after its tasks ran) no
      longer lays out again what only time moves: −1.6 M (`SameInstantFrameTests`). The settle barrier takes one trip
      through the main queue, not three thread hand-offs (voluntary context switches ~65 → ~35). In all 47.3 → 37.7
      M; `gallery show` output and every export byte-identical. Left: 4.8 M of scans (the binding plan's casts to
      `GraphBoundProperty` per wrapper instantiation, `AnyHashable` ids of `ForEach`, generic requirements checked
      while instantiating metadata), ICU's first number formatter (~1 M, the seed's `value.formatted()`), and system
      time: the process spends ~8 ms in the kernel against Python's ~6 (threads of the cooperative pool waking each
      other through the settle, 48 futex calls), which is now most of the gap to `python -c pass`.
    - *Start-up, round 2* (session 24; callgrind of the whole process, `perf stat -r 50`, scans listed with a gdb
      breakpoint on the runtime's scan of the conformance records). The view graph boxed a body in a generic
      function, so the runtime resolved `Body` from its mangled name and checked every generic requirement of every
      level of it, branches never taken included (`ChartSceneView`'s layered branch asked `ZStack<TupleView<…>>:
      View`, `AnnotationView: View` …; `Chart`'s asked `ChartInteractiveView: View`; the workload's own
      `Chart<ForEach<Range<Int>, …>>` asked `Range<Int>: RandomAccessCollection` and four more). `View` gains an
      underscored requirement, `_erasedBody()`, whose inlinable default each conformance compiles with its body's
      type known (the generic `Chart` implements it itself): 20 scans fewer. The environment's `calendar` and
      `timeZone` default to `autoupdatingCurrent`, which looks the user's settings up when a date is first computed
      with them, and `ChartConfiguration` lost a `calendar` no code read: `Calendar.current` had built an ICU calendar
      and read the time zone data at every start (1.9 M Ir, and the ICU `.res` look-ups strace showed). Together
      18.3 M → 12.0 M Ir, 45 → 25 scans, 568 → 505 page faults, 9.1 → 8.2 ms of CPU (`task-clock`). Then `bench`
      is linked as a static executable (`-static-executable`): no shared library to map and no symbol to bind
      (ld.so was 1.9 M Ir and ~120 page faults, half of them relocating libstdc++ and libc); four casts of a boxed
      value (`any ShapeStyle` to `PaintProvider` and `ShadowCarrier`, an animation to `PossiblyEndlessAnimation`, chart
      content to `ResolvableChartContent`) cast the opened value, as a box's cast first asks about the box's own type;
      `bench render-*` writes its bytes without `Data(string.utf8)` (which asked `String.UTF8View: ContiguousBytes`):
      8.9 M Ir, 22 scans, 392 faults. Last, `BindingPlan` tells the framework's own property wrappers by name and
      asks the runtime only about other modules' types (debug builds check the names): 7.9 M Ir, 18 scans. Output
      byte-identical. CPU per run, old and new binary in turn on the loaded machine: 8.6–11.8 → 4.1–4.9 ms (user
      7.3 → 4.2–5.2 ms, system 5.7–6.2 → 1.5–1.6 ms); wall time on a quiet machine (`hyperfine -N`, 40 runs) 12.4 →
      7.3 ms, and `bench process --no-peers` 6.01 ms (target ≤ 8 ms: hit; after merging main, 7.8 M Ir). The
      gallery cannot be a static executable: its async `main` suspends, libdispatch then ends the main thread with `pthread_exit`, and that unwinding in a static binary first
      sorts every frame description of it (+50 ms; the release test binaries also link the gallery's flags, and XCTest
      is only a shared library). `gallery show workouts`: 54.5 M → 48.3 M Ir, 57 → 36 scans, but no faster in wall
      time (26.2 → 25.9 ms, hyperfine; `bench process`: 26.6 ms against `python -c pass`'s 20.4 ms, a miss): most of
      it is its four frames (31.5 M Ir, `HStack` placement 15 M of them) and the settles' hops between threads
      (17.7 ms user and 8.0 ms system for 26 ms of wall time).

    **What dominates now, and why targets are missed:**
    - *Terminal frame, N = 12, new host* (1.25 M Ir with main merged, session 25; N = 7 1.03 M, N = 100 4.23 M; the
      goal of 2× termgraph needs about 0.7 M): the backend is 0.37 M — rasterizing 0.22 M (the bars 0.13 M, of it
      choosing and colouring ~160 edge cells 0.05 M; braille grid lines 0.03 M; labels 0.02 M), the coloured text
      0.14 M (scanning 3,000 cells for ~1,000 runs, a pen and its cached change a run). The view side is 0.88 M and
      flat: layout 0.37 M, nearly all of it the chart's `GeometryReader` content (the scene 0.13 M — placing each
      bar through band and linear scales ~1.7 k, axis labels measured and placed —, the element vector 46 k, the
      accessibility description 33 k; the nodes under it 0.10 M); the display list 0.25 M, of which the canvas
      drawing 36 elements 0.21 M (a label ~4 k: its `Text` resolved, measured, recorded as an item with an id);
      making the host 0.14 M (`Chart.body`: resolving the marks 38 k, the model 35 k, of it stacking 23 k through a
      dictionary keyed by strings); tearing it down 0.10 M and the display list 31 k (freeing the nodes' records,
      the chart's scene and 36 items). Allocation and reference counting are still about a fifth of it; run-time
      exclusivity checks on the nodes' records 25 k. What is left is spread thin: no function outside the backend
      takes more than 2 %. The next steps are structural: a new host that skips `DrawCache`s it will never reuse, a
      scene drawn into items without the `GraphicsContext` round trip, bars placed by category index rather than
      by hashing their labels.
    - *Whole process* (7.9 M Ir for one 12-bar SVG, session 24): conformance look-ups are still 4.4 M, 18 scans of
      the 6,329 records. 4 ask custom views whether they are `Animatable` (and not `Shape`): a constrained default of
      a `View` requirement could answer, but would miss an `Animatable` conformance declared in another module than
      the view's; 3 are the keypath `\\.self` of the workload's `ForEach(0..<n, id: \\.self)`, resolved by name; 3 the
      resolver's casts (`ForEach: ResolvableChartContent`, `BarMark: BuiltInMark`); 2 `GraphBoundProperty` and 2
      `DynamicProperty` for the chart's and scene view's fields; 2 `PaintProvider`; `NodeModifier: PrimitiveModifier`;
      and the standard library's `_forEachField` (`Array<_EachFieldOptions>: Collection`). The gallery adds a
      `TupleView`'s element types asked `View` (6 of its 36). Apple's platforms answer from a prebuilt cache; on Linux
      only fewer first-time questions help.
    - *Big series* (2.3 k Ir a point at 100,000, session 23): the resolver is 1.3 k of it — the `ForEach` copies
      each mark out of its generic result and destroys it through value witnesses (0.3 k), and stores its values and
      integer keys — and the frame (layout, scene, display list, SVG) 0.9 k after decimation.
    - *SVG, N = 1,000:* +0.9 M Ir a render (4 %) from the mark's shared style box (an extra retain and release per
      mark) and a counting pass written with a lazy filter (replaced by a loop after this measurement). The four
      forms a mark passes through (`ResolvedMark` → `SceneMark` → `ChartElement` → `DisplayItem`) remain the cost.
    - *Display list → SVG* (7.1 M Ir a render at N = 1,000, session 24; the ≤ 4× floor is missed): the table's 500
      rows 1.7 M (each row put into words as strings, then escaped), ~3.9 k Ir a drawn item — its four numbers
      ~0.5 k, its label escaped, reference counting ~0.9 M a render in all, the rest spread thin over reading the
      item's content, clips, effects and accessibility out of its box across the module boundary. The floor appends
      ready-made 80-byte lines (0.7 ns a byte); 4× of it leaves ~1.2 k Ir an item, which needs a writer that reads a
      chart's bars from columns rather than from one boxed item each.
    - *View → SVG, N = 10,000* (266 M Ir a render, session 24): the instruction count grows with N (28.8 M at
      1,000), the wall time faster (3.8 → 37 ms): about a fifth of the count is releasing the forms each bar leaves
      (`swift_arrayDestroy` of the items, elements and marks, with their boxes), spread over memory that no longer
      fits the cache.
    - *Memory, 10,000 bars:* the view holds the marks in three forms at once while the chart is shown — the model's
      marks (kept for the next layout), the element vectors (current and presented) and the canvas's recorded
      items — plus the display list and the SVG string; the scene view now keeps only annotated scene marks. At the
      heap's peak (10.3 MB, session 23): display items 3.0 MB, elements 1.9, marks 1.7, the elements' numbers 1.0,
      the description's points 0.9 (an array grown without a reserve, ~0.36 MB of slack, since reserved), keys and category
      indexes ~0.9. What is left is the forms themselves: storing bars by column, as lines are, and drawing elements
      without keeping `SceneMark`s would remove the marks' boxes and most of the rest.

    ## Hot spots, round 1 (callgrind, 2026-11-30, third session)

    Instruction counts (Ir) from `valgrind --tool=callgrind` on the release binary, steady state (caches warm):
    `bench profile-svg N` (view → SVG string), `bench profile-terminal N` (a new host per 100 × 30 frame),
    `bench profile-terminal-live N`, `bench profile-update N`, and `bench profile-svg-backend N` /
    `bench profile-terminal-backend N` (the backends alone, on a fixed display list). Toggle patterns are in
    `Sources/Bench/Profiling.swift`.

    | per render or frame | start of session | end of session |
    |---|---:|---:|
    | terminal frame, N = 12, new host | 2.30 M (backend 0.92 M, view 1.38 M) | 1.19 M (backend 0.45 M, view 0.74 M) |
    | terminal frame, N = 12, live host after a data change | 2.52 M | 1.29 M |
    | view → SVG string, N = 1,000 | 37.0 M (view 33.4 M, SVG 3.6 M) | 22.6 M (view 19.0 M, SVG 3.6 M) |
    | one state write among 100,000 views | 37.7 M | 0.72 M |

    **Acted on in this session:**
    - *A list's drawing is patched, not gathered again.* A node drawn from 8 or more children records where each
      child's items begin; when some children change it keeps its last drawing aside, draws only those children and
      splices their items in, the array taken over rather than copied (`Render/DrawCache.swift`). An update of 1 in
      100,000 views: 21 ms → 12 µs, the same at every N (it grew 1,000× from N = 100 before).
    - *Graph, per node:* dynamic properties are bound from a per-type plan of field offsets (the standard library's
      `_forEachField`, `Graph/FieldLayout.swift`) instead of `Mirror` on every body (−56 k Ir a frame); `TupleView`
      reads its elements in place (−42 k); view equality compares `Equatable` fields in place from a per-type plan
      (a live frame's equality checks 139 k → 1 k); a new node skips forgetting caches and roles it never had
      (−58 k); primitive view types, non-animatable types and type names are remembered per type; environment
      values are boxed so a read is a pointer cast; layout caches live inline instead of in two dictionaries per
      node; a node's single-valued fields skip run-time exclusivity checks; a node without effects hands its own
      drawing state to its children.
    - *Charts:* both layers drawn by one canvas when nothing sits between them (4 views under a chart instead of 9,
      −120 k a frame); element keys and axis ids built from per-axis prefixes; categories indexed once
      (`CategoryDomain`); a mark's key kept outside its shared box; elements as an immutable class moved, not
      copied; labels measured once; path bounds without arrays; printable-ASCII text measured a byte a cell.
    - *Terminal backend* (0.92 M → 0.45 M a frame): runs of equal cells written with one pen change, braille grid
      lines plotted a run at a time, whole cells of a bar stored directly, pens cached and encoded in one go.
    - *Observation* now covers a primitive's content closures (`ForEach` rows, `GeometryReader` content), as in
      SwiftUI: an observable value read there updates its view (it did not before; +12 k a frame).
    - *The bench* makes the workload's data once, outside the timing, as the peers' scripts do, and fixes glibc's
      heap thresholds (`HeapPolicy`): a 1,000-bar SVG measured 2.0 or 2.8 ms depending on what the process had
      freed before.

    **What dominates now:**
    - *Terminal, N = 12* (1.19 M Ir): the backend 0.45 M (rasterizing 0.21 M; writing the coloured text 0.15 M; the
      standard library's UTF-8 validation of the 9 KB frame 0.09 M) and the view 0.74 M, spread thin: making the host
      with `Chart.body` ~0.13 M, the chart's content, model, scene and element vector ~0.25 M, drawing 36 elements
      into the canvas ~0.2 M (a text label ~4 k Ir: measured, resolved, drawn, recorded), layout and display list
      ~0.1 M, tearing the host down ~0.09 M. Allocation and reference counting are about a fifth of it all.
    - *SVG, N = 1,000* (19 M Ir on the view side): still about 19 k Ir per mark across its four forms
      (`ResolvedMark` → `SceneMark` → `ChartElement` → `DisplayItem`); merging `SceneMark` into `ChartElement`
      (~1 M) and passing band indexes instead of hashing categories twice (~0.45 M) are the next steps.
    """
}
