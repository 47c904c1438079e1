/// Timing with a monotonic clock and the statistics the reports use.
///
/// Memory is reported from the resident set (`ProcessMemory`), which counts malloc's block
/// headers and rounding and what was freed but not given back. Where the bytes of a view go
/// is measured with valgrind's massif, counting `swift_allocObject`/`swift_slowAlloc` as
/// allocators so that each block is charged to the code that made it:
/// `valgrind --tool=massif --depth=6 --alloc-fn=swift_slowAlloc --alloc-fn=swift_allocObject
/// .build/release/Benchmarks --cards 1000 --reps 1 --resizes 1`, then `ms_print` at the
/// peak (during the first layout). Card list, 6,001 views, 25,000 constraints (4.17 a view),
/// release build of 2026-11-24 (branch viewmem), peak heap 16.5 MB, 2,752 bytes a view:
///
/// | bytes a view | what |
/// |---:|---|
/// | 367 | constraint handles (`LayoutConstraint`, 88 bytes each) |
/// | 317 | the terms of the solver's constraints (arrays of `Term`) |
/// | 233 | the solver's constraints (`LinearConstraint`, 56 bytes each) |
/// | 940 | the solver's tableau: dictionaries 211, `Int32` arrays 204, row terms 219, rows 100, the constraint table's slots 100, arrays of references 106 |
/// | 216 | an item: `ItemVariables` (88 bytes) and its four `Variable`s (32 bytes each, with their name) |
/// | 72 | the view (`LayoutView`) |
/// | 73 | the registry's arrays of handles |
/// | 64 | the solved values (32) and the solver's values (32) |
/// | 60 | compiled descriptors (shared by the cards' equal texts) |
/// | 109 | the rest, each below 1 % |
/// | 300 | malloc's headers and rounding (8 bytes a block, blocks of 16) |
///
/// Before this accounting (main d92915b) the peak was 18.7 MB, 3,114 bytes a view: the item
/// was 232 bytes, the view 152 with a 32-byte weak-reference side table, the handle 104,
/// and the frames were kept snapped as well as solved (32 more).
///
/// Since then (branch varslots) an item keeps its four variables' solver symbols (16 bytes:
/// `ItemVariables` 88 -> 104 bytes, a 112-byte block): `--cards 10000 --reps 3 --resizes
/// 20` 2,731 -> 2,748 bytes a view after layout.
///
/// Since then (branch flatrecords) the engine's solver constraints share one array of terms
/// per group of 16 instead of an array each (a `LinearConstraint` initializer since
/// removed, which took a range of a shared array): the 317 bytes a view of term arrays became 205 bytes
/// of shared arrays (48 bytes a constraint: its terms, with no array header or block of its
/// own, plus a header per group), and malloc's headers and rounding 298 -> 268. Peak heap
/// 16.61 -> 15.78 MB (massif, as above); `--cards 1000 --reps 5` 3,044 -> 2,868-2,889,
/// `--cards 10000 --reps 3 --resizes 20` 2,748 -> 2,570 and `--cards 100000 --reps 1
/// --resizes 3` 2,687 -> 2,502 bytes a view after layout (1,547 -> 1,442 MB; measured with
/// one array per install chunk of 128, 8 bytes a view less than groups of 16).
///
/// Since then (branch conids) the solver keeps a constraint added by the engine as a record
/// by id (`ConstraintID`), with no `LinearConstraint` object and no dictionary entry: the 233
/// bytes a view of `LinearConstraint`s, the 205 of shared term arrays, the constraint table's
/// slots (100) and its dictionary, and the dictionary of marker owners became the records'
/// 40-byte slots (167 bytes a view) and one array of all the terms (200 bytes a view,
/// reserved at three terms a constraint). Peak heap 15.78 -> 13.32 MB, 2,219 bytes a view
/// (massif, as above); `--cards 1000 --reps 5` 2,877 -> 2,592 and `--cards 10000 --reps 3
/// --resizes 20` 2,528 -> 2,231 bytes a view after layout (resident).
///
/// Since then (branch viewbytes) a handle is 72 bytes, an 80-byte block instead of 96 (its
/// superview and its rare extras share one field, its installed id needs no optional, its
/// five flags are bits of one byte): the handles went from 2.20 to 1.80 MB at 1,000 cards,
/// 67 bytes a view with malloc's share; the peak heap from 13.57 to 13.30 MB (12.94 to
/// 12.68 MiB in ms_print's graph; 2,261 to 2,215 bytes a view, malloc's headers included).
/// `--cards 1000 --reps 5 --resizes 20` 2,603-2,623 -> 2,523-2,567, `--cards 10000
/// --reps 3 --resizes 20` 2,296 -> 2,231 and `--cards 100000 --reps 1 --resizes 3` 2,222
/// (at 70b5daf) -> 2,103 bytes a view after layout (resident; 1.21 GB).
///
/// Then (branch viewbytes) the solver finds a variable through an open-addressing table
/// of symbols, 4 bytes a bucket, instead of a `Dictionary<Variable, SymbolID>`, 12 bytes a
/// bucket (`Solver+VariableIndex.swift`): at three quarters' load at most and four variables
/// a view, 65 to 105 bytes a view became 22 to 35. `--cards 1000 --reps 5 --resizes 20`
/// 2,523-2,567 -> 2,512-2,513, `--cards 10000 --reps 3 --resizes 20` 2,231 -> 2,160 and
/// `--cards 100000 --reps 1 --resizes 3` 2,103 -> 2,046 bytes a view after layout
/// (resident; 1.21 -> 1.18 GB).
///
/// Since then (branch lazyhandles) the engine keeps its constraints as records in flat arrays
/// (`ConstraintRecords`) and makes a handle only when one is asked for, remembering it
/// unowned while it lives: the 367 bytes a view of handles and the 73 of the registry's
/// arrays of handles became 44 bytes a record (its first and second items, its extras or its
/// handle's reference in one word, and 20 bytes of attributes, relation, flags, installed
/// id, slot, group and index), 183 bytes a view, a 24-byte group per text installed (its
/// descriptors and its superview's item, no longer copied into each constraint) and
/// 4-byte record ids in the registry. The handles `addConstraints` returns are made and,
/// when the caller drops them, freed within the build (about 1,000 instructions each).
/// `--cards 1000 --reps 5 --resizes 20` 2,467-2,488 (main ceedbca, paired) -> 2,389-2,398,
/// `--cards 10000 --reps 3 --resizes 20` 2,158 -> 2,011-2,013 and `--cards 100000 --reps 1
/// --resizes 3` 2,046 -> 1,951 bytes a view after layout (resident; 1.18 -> 1.13 GB); from
/// 1,000 to 3,000 cards the resident set grows by 1,923 bytes a view (2,031 before). The
/// first layout's instructions rose from 320.1 to 331.0 million (callgrind, `buildWithAPI`
/// at 1,000 cards; the returned handles' allocations and frees), its processor time is
/// unchanged within the noise of paired runs (35-48 ms against 38-52 at 1,000 cards,
/// 426-482 against 463-467 ms at 10,000, load 6).
///
/// Since then (branch mem2k) the account is taken at the first layout's peak during the
/// build (`--detailed-freq=1 --threshold=0.05 --depth=10`, `--resizes 0`; the last
/// snapshot before the handles `constraints` makes for the output): the resident set after
/// a layout follows that peak, not the heap left after it (malloc keeps the pages of blocks
/// freed inside its heap). On main 7e55108 the peak was 12.14 MB, 2,024 bytes a view with
/// malloc's headers, and the heap after the layout 1,995. A row solved to a constant now
/// gives its storage back: 20,002 of the 25,005 rows of the card list had kept an empty
/// array with room for one or two terms (64 to 80 bytes with malloc's header): peak 1,851,
/// after 1,782. Then, before a large batch goes into the solver, the records' packed fields
/// and the registry's slots are copied to their size (8,175 of 33,175 records' room left by
/// doubling), the solver's hint reserves symbols for the batch's inequalities and tracked
/// constraints (26,024 for the 25,009 used, not 30,264), and a text over 4 KB (the root's) is
/// not kept in the program cache: peak 10.58 MB, 1,763 bytes a view. `--cards 1000 --reps 5
/// --resizes 20` 2,456-2,479 (main's binary, paired) -> 2,246-2,257, `--cards 10000 --reps 3
/// --resizes 10` 2,061-2,063 -> 1,913-1,914 and `--cards 100000 --reps 1 --resizes 3`
/// 2,003 -> 1,844 bytes a view after layout (1.16 -> 1.07 GB); `buildWithAPI` at
/// 1,000 cards 331.2 -> 333.9 million instructions (callgrind), 20 resizes 89.2 million on
/// both. Copying the solver's tables to their size after the batch was tried and dropped:
/// the copies took new pages while malloc kept the old ones (2,266-2,300 against
/// 2,209-2,230), and copying the records' arrays of references cost a retain and a release
/// per element (3.4 million instructions for 33 bytes a view).
///
/// What the peak of 1,763 bytes a view is now:
///
/// | bytes a view | what |
/// |---:|---|
/// | 200 | the constraint table's terms (16 bytes each, reserved at three a constraint; 2.6 used) |
/// | 167 | the constraint table's slots (40 bytes) |
/// | 168 | rows' terms not yet solved to constants (arrays of one or two terms with a 32-byte header each; gone after the layout) |
/// | 133 | the tableau's rows (32 bytes) |
/// | 232 | the items: `ItemVariables` (104 bytes) and four `Variable`s (32, 48-byte blocks) |
/// | 214 | the records (packed fields 20 bytes, trimmed; tails and items 24, at the capacity doubling left) |
/// | 85 | the root text's descriptors and their origins |
/// | 293 | the solver's other tables: per variable 119, per symbol and row 80, the column index 28, the journal's stamps 24, the index of variables 22, marker owners 21 |
/// | 83 | the benchmark's views (72 bytes) and its root text |
/// | 91 | the rest: the batch's order 17, the registry 17, subview arrays 19, the tree walk 11, groups 8, ... |
/// | 97 | malloc's headers |
///
/// Below 2 KB resident at 1,000 cards needs about 250 bytes a view less at that peak (the
/// process's fixed 2.2 MB is 370 of them): the rows' terms in one buffer shared by the rows
/// (their headers and rounding, most of the 168), 32-byte constraint slots (a 32-bit
/// sequence renumbered when it wraps, the strength index and flags in one word: 33), terms
/// by symbol rather than by `Variable` (12 bytes: 43), the records' arrays of references
/// reserved for a text's records in one step, a `Variable` of 24 bytes (its name shared by
/// an item's four: 64).
///
/// Since then (branch rowpool) the tableau's rows have no arrays: a row is a 32-byte head
/// (its scalars and where its terms are) and its terms a block of one pool shared by the rows,
/// blocks of power-of-two sizes reused through free lists by size (`RowPool`); the journal
/// copies a row it saves into one array of its own, and the row a constraint is built into
/// reuses the storage of the previous one. Paired with main 018c859's binary: `--cards 1000
/// --reps 5 --resizes 20` 2,214-2,222 -> 2,061, `--cards 10000 --reps 3 --resizes 10`
/// 1,851-1,852 -> 1,720-1,721 bytes a view after layout (resident). Callgrind: `buildWithAPI`
/// at 1,000 cards 334.1 -> 331.4 million instructions; 50 resizes (the whole run with
/// `--resizes 50` less the run with `--resizes 0`) 122.0 -> 116.9 million. Massif's peak heap
/// (`--detailed-freq=1 --threshold=0.05 --depth=10`, `--resizes 0`, no `--alloc-fn`) stayed
/// 10.54 -> 10.59 MB: the 168 bytes a view of one- and two-term arrays at the peak became
/// blocks of 16 and 32 bytes, but the pool at that moment has room for 24,576 terms (393 KB,
/// 65 bytes a view) after its last doubling, and the journal of the batch holds a copy of
/// every row it saved; what the resident set lost is the small arrays' churn (a block per
/// row allocated, copied on write and freed while the batch goes in). The table above is
/// not remade. Still to do for 2 KB at 1,000 cards: the pool sized from the batch's hint,
/// 32-byte constraint slots, terms by symbol.
///
/// Since then (branch fastapi) a compiled program keeps its descriptors without their
/// origins, and the records made from it share the program's table of origins (offsets into
/// its text), reading an origin only when one is asked for (a report, a handle's `origin`):
/// each statement's shared origin object and the origins in the descriptors went. Paired with
/// main 018c859: `--cards 1000 --reps 5 --resizes 20 --document` 3,200-3,208 -> 3,016-3,023
/// bytes a view after layout, through the API 2,192-2,203 -> 2,171-2,184. With both branches
/// merged (main 9745713, 2026-11-25, at load 13) `--cards 1000 --reps 5 --resizes 20` gives
/// 2,061-2,073 bytes a view after layout; with glibc told not to keep freed blocks
/// (`MALLOC_MMAP_THRESHOLD_=131072`) 2,022, so little of it is memory freed but kept.
///
/// Since then (branch slots32) a constraint slot is 32 bytes, not 40: its sequence an `Int32`
/// (the solver renumbers the sequences from 0, in order, before an addition could take them
/// past 32 bits, and drops the indexes made for a value of the counter), its strength's index
/// and its flags one word. The batch's hint reserves the row pool's terms, a term a row (the
/// pool's high-water mark is 24,001 terms for the 25,004 rows of 1,000 cards, 240,001 for
/// 250,004 at 10,000, where it had doubled by steps to room for 393,469), and the marker
/// owners, indexed by symbol. The report of changed variables takes room for all of them at
/// once, when it is made after the batch (reserved with the batch's hint instead, it went 1,640
/// -> 1,655 at 10,000 cards: taken before the batch, it no longer reuses what the batch frees).
/// Each step paired with the binary before it, 15 runs of `--cards 1000 --reps 5 --resizes 20`
/// each (load 7-10): slots 2,045 -> 2,017 bytes a view after layout, reservations 2,029 ->
/// 1,986, report 2,009 -> 1,981; `--cards 10000 --reps 3 --resizes 10` 1,685 -> 1,638
/// (reservations), 1,640 -> 1,637 (report). All of it against main 7ffc834's binary, 15 pairs:
/// 2,069 (2,051-2,097) -> 2,004 (1,980-2,031) at 1,000 cards (a later session than the steps:
/// both binaries read 20 bytes higher than in the steps' runs); 3 pairs at 10,000: 1,719 ->
/// 1,639; `--cards 100000 --reps 1 --resizes 3` (one run each, load 8-9) 1,652 -> 1,603 without
/// the report's change (956 -> 928 MB), 1,588 with it (919 MB). The resident set follows what
/// is touched, not the heap massif reports: its peak (`--reps 1 --resizes 0`) went 10.56 ->
/// 10.34 MB with the slots and back to 10.37 with the reservations, which count room the batch
/// does not all touch. A temporary `print` in the solver raised the resident set by some 20
/// bytes a view (the runtime's printing touches pages of its own): measure without one.
/// Callgrind, `buildWithAPI` at 1,000 cards: 307.9 -> 308.2 million instructions. Not done: the
/// constraint table's terms by symbol (12 bytes instead of 16, and no reference counting; about
/// 40 bytes a view), which changes every reader of a constraint's terms.
///
/// What the resident set adds to the heap: about 2.2 MB whatever the size (the code and
/// data pages the first layout touches, malloc's arenas), 2.27-2.46 MB above the starting
/// point at 10 cards (61 views). At 1,000 cards that is some 370 bytes a view of the 2,512
/// reported; from 1,000 to 3,000 cards the resident set grows by 2,031 bytes a view
/// (`--cards N --reps 1 --resizes 1` at N = 10, 1,000 and 3,000: 2.45, 14.55 and 38.92 MB
/// above the start; 2,102 bytes a view with the dictionary, 2,170 with 88-byte handles).
enum Measurement {
    /// How long `body` takes, in seconds, on `ContinuousClock` (monotonic).
    static func seconds<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The median, the mean of the two middle values for an even count (like Python's
    /// `statistics.median`); 0 for no values.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Rounded to `places` decimals, like Python's `round(x, places)`.
    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
