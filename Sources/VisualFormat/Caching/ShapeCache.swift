import LayoutIR

/// Compiled programs by the shape of their text, so that texts that differ only in view names
/// (a card's layout written once per card, `avatar12` in one and `avatar13` in the next)
/// compile once: the next text of the same shape gets the first one's program with its names
/// put in, without parsing or lowering.
///
/// A text's shape is its bytes with every *abstracted* name masked out, and which masked
/// names are the same name. A name is abstracted when the compiler reads nothing from it but
/// its identity: it is a valid name (`[A-Za-z][A-Za-z0-9_]*`), at least three bytes long (no
/// orientation), no metric, no attribute or brace keyword, not `_`-prefixed (no helper's
/// name); texts with a range (`cell1..4`, whose views' names are made from the text) and
/// compilers with a closed view set are compiled without the cache. Two texts of one shape
/// then have the same tokens at the same offsets, the same lines and the same columns, and
/// the compiler takes the same path through both: the same constraints, items in the same
/// order, origins at the same positions, the same success. A text that does not compile is
/// never cached, so its diagnostics are always a fresh compile's.
///
/// The cache keeps the compiler's settings of its entries and starts over when they change;
/// it holds at most ``capacity`` shapes and starts over past them.
package struct ShapeCache: Sendable {
    /// What a text compiles to, apart from its names: its bytes, each occurrence of an
    /// abstracted name written as 0xFF and then its name's number (names numbered in order of
    /// first appearance) in six-bit digits, low first, one `0x80 | digit` per remaining byte
    /// of the name.
    ///
    /// No UTF-8 text has 0xFF, and the text after a name starts a scalar, never with a byte
    /// in 0x80...0xBF: each 0xFF starts a masked name, which runs over the 0x80...0xBF bytes
    /// after it. So two keys are equal exactly when the texts' bytes are equal outside their
    /// abstracted names, those names are at the same places, and they have the same numbers:
    /// when the texts' bytes with the names masked and their lists of numbers are equal
    /// (see ``encoded(_:)``), in one array, which is one allocation, one hash and one
    /// comparison. A name of three bytes holds numbers below 4,096, a longer one more; a text
    /// with a number too large for its name is not cached.
    struct Shape: Hashable, Sendable {
        let key: [UInt8]
        /// The key's bytes folded a word at a time: hashing this one word instead of the key's
        /// bytes was half of a lookup's hashing. Equality still compares every byte, so a
        /// collision costs only a comparison.
        private let digest: UInt64

        init(key: [UInt8]) {
            self.key = key
            digest = key.withUnsafeBytes { bytes in
                var h = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
                var i = 0
                while bytes.count - i >= 8 {
                    h = (h ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0xBF58_476D_1CE4_E5B9
                    h ^= h >> 29
                    i += 8
                }
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while i < bytes.count {
                    tail |= UInt64(bytes[i]) << shift
                    shift += 8
                    i += 1
                }
                h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
                return h ^ (h >> 31)
            }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }

        /// A word at a time: an array's `==` compares byte by byte.
        static func == (lhs: Shape, rhs: Shape) -> Bool {
            guard lhs.digest == rhs.digest else { return false }
            return lhs.key.withUnsafeBytes { a in
                rhs.key.withUnsafeBytes { b in
                    guard a.count == b.count else { return false }
                    var i = 0
                    while a.count - i >= 8 {
                        if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                            return false
                        }
                        i += 8
                    }
                    while i < a.count {
                        if a[i] != b[i] { return false }
                        i += 1
                    }
                    return true
                }
            }
        }
    }

    /// A text's shape as the lexer finds it: its bytes with every abstracted name's bytes
    /// replaced by 0xFF, and each abstracted occurrence's name numbered in order of first
    /// appearance.
    struct LexedShape: Equatable, Sendable {
        var masked: [UInt8]
        var pattern: [Int32]
        var names: [String]
    }

    /// A compiled text and its abstracted names, by their numbers in its ``Shape/pattern``.
    ///
    /// A class: a hit hands it on as one reference, where a copy of a program retained and
    /// released each of its arrays (a tenth of a lookup).
    fileprivate final class Entry: Sendable {
        let program: LayoutProgram
        let names: [String]
        /// The entry's number, unique over the cache's life (see ``Renaming/entry``).
        let id: Int

        init(program: LayoutProgram, names: [String], id: Int) {
            self.program = program
            self.names = names
            self.id = id
        }
    }

    /// How a text of a cached shape differs from the text its entry was compiled from: its
    /// abstracted names, in the same order as the entry's. Renaming is one to one, and keeps
    /// every other name as it is (a written-out name is never an abstracted one).
    ///
    /// A class: it is handed from the lookup to each renaming of a program, and a copy of its
    /// arrays and program per hand-over was a tenth of renaming a card's program.
    package final class Renaming: Sendable {
        /// The entry's number: the same for every text of its shape while the cache keeps it,
        /// never reused, so that a caller may keep what it made from the entry's program
        /// under it.
        package let entry: Int
        /// The entry's abstracted names.
        package let old: [String]
        /// This text's abstracted names.
        package let new: [String]
        private let map: [String: String]
        private let source: Entry
        /// The entry's program.
        fileprivate var program: LayoutProgram { source.program }

        fileprivate init(_ source: Entry, new: [String]) {
            self.source = source
            entry = source.id
            let old = source.names
            self.old = old
            self.new = new
            var map: [String: String] = [:]
            if old.count > Self.linearLimit {
                map.reserveCapacity(old.count)
                for (from, to) in zip(old, new) where from != to { map[from] = to }
            }
            self.map = map
        }

        /// A card's text has a handful of names: comparing with each costs less than hashing.
        private static let linearLimit = 16

        /// `name` in this text.
        ///
        /// - Complexity: O(1) expected, or at most 16 string comparisons.
        package func callAsFunction(_ name: String) -> String {
            guard old.count <= Self.linearLimit else { return map[name] ?? name }
            for index in old.indices where old[index] == name { return new[index] }
            return name
        }
    }

    /// What the cache knows of a text (see ``lookup(_:with:options:)``).
    package enum Lookup: Sendable {
        /// A text the cache leaves alone: compile it directly.
        case uncached
        /// A text of a cached shape.
        case hit(Renaming)
        /// A text of a shape not yet cached: compile it and give its program to
        /// ``fill(_:with:text:)``.
        case miss(Pending)
    }

    /// A shape not yet cached, and its text's abstracted names.
    package struct Pending: Sendable {
        fileprivate let shape: Shape
        fileprivate let names: [String]
    }

    /// Everything of the compiler and the call that a program depends on besides the text.
    /// Numbers are compared by their bits: `-0.0 == 0.0`, but a constant of -0 is not one of 0.
    private struct Settings: Equatable, Sendable {
        var metrics: [String: UInt64]
        var siblingSpacing: UInt64
        var superviewSpacing: UInt64
        var options: FormatOptions

        init(_ compiler: LayoutCompiler, options: FormatOptions) {
            metrics = compiler.metrics.mapValues(\.bitPattern)
            siblingSpacing = compiler.siblingSpacing.bitPattern
            superviewSpacing = compiler.superviewSpacing.bitPattern
            self.options = options
        }

        /// Whether these are `compiler`'s and `options`.
        ///
        /// - Complexity: O(metrics).
        func matches(_ compiler: LayoutCompiler, options: FormatOptions) -> Bool {
            siblingSpacing == compiler.siblingSpacing.bitPattern && superviewSpacing == compiler.superviewSpacing.bitPattern
                && self.options == options && metrics.count == compiler.metrics.count
                && compiler.metrics.allSatisfy { metrics[$0.key] == $0.value.bitPattern }
        }
    }

    /// The most shapes kept at once.
    package static let capacity = 256

    private var settings: Settings?
    private var entries: [Shape: Entry] = [:]
    private var nextID = 0
    /// Compiles answered from the cache and compiles that filled it (for tests and
    /// measurements).
    package private(set) var hits = 0
    package private(set) var fills = 0

    package init() {}

    /// The program of `text` as `compiler.compile(text, options: options)` makes it.
    ///
    /// - Throws: the text's diagnostics, from a fresh compile.
    /// - Complexity: O(text) to scan (or lex) and mask it; on a hit, O(names + containers + stacking
    ///   orders) more; on a miss, a compile.
    package mutating func compile(
        _ text: String, with compiler: LayoutCompiler, options: FormatOptions = []
    ) throws(DiagnosticList) -> LayoutProgram {
        switch lookup(text, with: compiler, options: options) {
        case .uncached:
            return try compiler.compile(text, options: options)
        case .hit(let renaming):
            if let program = program(renaming, text: text) { return program }
            return try compiler.compile(text, options: options)
        case .miss(let pending):
            let program = try compiler.compile(text, options: options)
            fill(pending, with: program, text: text)
            return program
        }
    }

    /// Whether `text` is of a cached shape, and how its names differ from the entry's; a hit
    /// is counted in ``hits``.
    ///
    /// - Complexity: O(text) to scan (or lex) and mask it, O(names) more on a hit.
    package mutating func lookup(
        _ text: String, with compiler: LayoutCompiler, options: FormatOptions = []
    ) -> Lookup {
        // Compared in place: making the settings to compare copied the metrics each time.
        if settings?.matches(compiler, options: options) != true {
            entries.removeAll()
            settings = Settings(compiler, options: options)
        }
        guard compiler.views == nil, let (shape, names) = Self.shape(of: text, metrics: compiler.metrics) else {
            return .uncached
        }
        guard let entry = entries[shape], entry.names.count == names.count else {
            return .miss(Pending(shape: shape, names: names))
        }
        hits += 1
        return .hit(Renaming(entry, new: names))
    }

    /// Caches `program`, compiled from `text`, for its shape, unless its origins are not
    /// all in its text; returns its entry's number when cached.
    ///
    /// - Complexity: O(origins kept outside the program's table).
    @discardableResult
    package mutating func fill(_ pending: Pending, with program: LayoutProgram, text: String) -> Int? {
        guard Self.originsAreInText(program, text) else { return nil }
        if entries.count >= Self.capacity { entries.removeAll() }
        nextID += 1
        entries[pending.shape] = Entry(program: program, names: pending.names, id: nextID)
        fills += 1
        return nextID
    }

    /// The program of a hit's entry for its text.
    ///
    /// - Complexity: O(names + containers + stacking orders + items).
    package func program(_ renaming: Renaming, text: String) -> LayoutProgram? {
        Self.renamed(renaming.program, renaming, text: text)
    }

    /// The text's shape and its abstracted names in order of first appearance; `nil` for a
    /// text the cache leaves alone (a range, an unterminated comment, a text too long).
    ///
    /// - Complexity: O(text), and O(distinct names²) for up to ``scannedNameLimit`` names.
    static func shape(of text: String, metrics: [String: Double]) -> (Shape, [String])? {
        // Most texts are plain ASCII VFL: one pass over their bytes finds what lexing them
        // finds (15,000 instructions for a card's 100-byte text, a fifth of that scanned).
        // The lexer decides whatever the scanner is not sure of.
        if let scanned = scannedShape(of: text, metrics: metrics) { return scanned }
        guard let lexed = lexedShape(of: text, metrics: metrics), let shape = encoded(lexed) else { return nil }
        return (shape, lexed.names)
    }

    /// Whether the byte scanner, where it answers for `text`, answers what the lexer does:
    /// for the fuzzer, which checks it on every input.
    ///
    /// - Complexity: O(text).
    package static func scannerAgreesWithLexer(_ text: String, metrics: [String: Double]) -> Bool {
        guard let scanned = scannedShape(of: text, metrics: metrics) else { return true }
        guard let lexed = lexedShape(of: text, metrics: metrics) else { return false }
        return scanned.0 == encoded(lexed) && scanned.1 == lexed.names
    }

    /// The shape of a lexed text as a ``Shape``'s key; `nil` when a number does not fit its
    /// name's bytes, or the masked runs are not one per occurrence (never: an abstracted
    /// name is followed by a byte that ends it, which no name starts with).
    ///
    /// - Complexity: O(text).
    static func encoded(_ lexed: LexedShape) -> Shape? {
        var key = lexed.masked
        var next = 0
        let fits = key.withUnsafeMutableBufferPointer { bytes -> Bool in
            var i = 0
            while i < bytes.count {
                guard bytes[i] == 0xFF else {
                    i += 1
                    continue
                }
                guard next < lexed.pattern.count else { return false }
                var number = UInt32(bitPattern: lexed.pattern[next])
                next += 1
                i += 1
                while i < bytes.count && bytes[i] == 0xFF {
                    bytes[i] = 0x80 | UInt8(truncatingIfNeeded: number & 0x3F)
                    number >>= 6
                    i += 1
                }
                guard number == 0 else { return false }
            }
            return true
        }
        guard fits, next == lexed.pattern.count else { return nil }
        return Shape(key: key)
    }

    /// The text's shape through the lexer: the definition that ``scannedShape(of:metrics:)``
    /// agrees with; `nil` for a text the cache leaves alone.
    ///
    /// - Complexity: O(text).
    static func lexedShape(of text: String, metrics: [String: Double]) -> LexedShape? {
        let source = SourceText(text)
        guard source.count <= Token.maximumTextLength else { return nil }
        var lexer = Lexer(source: source)
        let tokens = lexer.tokenize()
        guard lexer.diagnostics.isEmpty else { return nil }
        let names = lexer.names
        // By name id: its number when abstracted, -1 when written out, -2 not yet decided.
        var numbers = [Int32](repeating: -2, count: names.count)
        var abstracted: [String] = []
        abstracted.reserveCapacity(names.count)
        var masked = source.bytes
        var pattern: [Int32] = []
        pattern.reserveCapacity(lexer.counts.identifiers)
        for token in tokens {
            if token.kind == .dotDot { return nil }
            guard token.kind == .identifier, token.name >= 0, Int(token.name) < numbers.count else { continue }
            let id = Int(token.name)
            if numbers[id] == -2 {
                let name = names[id]
                if isAbstractable(source.bytes, token.start, token.end) && (metrics.isEmpty || metrics[name] == nil)
                    && !reserved.contains(name) {
                    numbers[id] = Int32(truncatingIfNeeded: abstracted.count)
                    abstracted.append(name)
                } else {
                    numbers[id] = -1
                }
            }
            guard numbers[id] >= 0 else { continue }
            for i in token.start..<token.end { masked[i] = 0xFF }
            pattern.append(numbers[id])
        }
        return LexedShape(masked: masked, pattern: pattern, names: abstracted)
    }

    /// `[A-Za-z][A-Za-z0-9_]*` of three bytes or more: a valid name that no orientation
    /// (`H`, `hv`…) and no helper's name (`_spacer1`) can be.
    static func isAbstractable(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 3 else { return false }
        let first = bytes[start] | 0x20
        guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return false }
        for i in start + 1..<end where !Lexer.isASCIINameCharacter(bytes[i]) { return false }
        return true
    }

    /// Names whose text the compiler reads: attributes and brace keywords.
    static let reserved: Set<String> = Set(LayoutAttribute.allCases.map(\.rawValue))
        .union(BraceKeywordSyntax.Keyword.allCases.map(\.rawValue))

    /// Whether every origin the program keeps outside its table is the statement of `text` at
    /// its own offsets (a compiler's always are): then a text of the same shape gets its
    /// origins by cutting itself at the same offsets.
    private static func originsAreInText(_ program: LayoutProgram, _ text: String) -> Bool {
        guard program.table.statementsAreInSource else { return false }
        func inText(_ origin: SourceOrigin) -> Bool {
            origin.statementSlice == slice(text, origin.statementRange)
        }
        return program.helpers.allSatisfy { inText($0.origin) }
            && program.containers.allSatisfy { inText($0.origin) }
            && program.stackingOrders.allSatisfy { inText($0.origin) }
            && (program.spacing.map { inText($0.origin) } ?? true)
            && (program.viewport.map { inText($0.origin) } ?? true)
    }

    /// The bytes of `range` in `text` (clamped), without a copy.
    private static func slice(_ text: String, _ range: SourceRange) -> Substring {
        let utf8 = text.utf8
        let lower = min(max(range.start.offset, 0), utf8.count)
        let upper = min(max(range.end.offset, lower), utf8.count)
        let from = utf8.index(utf8.startIndex, offsetBy: lower)
        return text[from..<utf8.index(from, offsetBy: upper - lower)]
    }

    /// `program`, compiled from a text of the renaming's shape, for `text`: its names renamed
    /// and its origins cut from `text` at the same offsets. `nil` when a statement of its
    /// table is an origin of its own.
    ///
    /// - Complexity: O(names + containers + stacking orders + items of its table).
    package static func renamed(_ old: LayoutProgram, _ rename: Renaming, text: String) -> LayoutProgram? {
        func moved(_ origin: SourceOrigin) -> SourceOrigin {
            SourceOrigin(statement: slice(text, origin.statementRange), statementRange: origin.statementRange,
                         range: origin.range)
        }
        guard let table = old.table.renamed(rename.callAsFunction, source: text) else { return nil }
        // The old program's parts, each replaced only when it has any: a card's program has
        // views and constraints only, and making and dropping the empty ones was half of this.
        var program = old
        program.table = table
        program.viewNames = old.viewNames.map(rename.callAsFunction)
        if !old.helpers.isEmpty {
            program.helpers = old.helpers.map { HelperItem(name: rename($0.name), axis: $0.axis, origin: moved($0.origin)) }
        }
        if !old.containers.isEmpty {
            program.containers = old.containers.map {
                LayoutProgram.Container(name: rename($0.name), children: $0.children.map(rename.callAsFunction), origin: moved($0.origin))
            }
        }
        if !old.stackingOrders.isEmpty {
            program.stackingOrders = old.stackingOrders.map {
                LayoutProgram.StackingOrder(views: $0.views.map(rename.callAsFunction), origin: moved($0.origin))
            }
        }
        if let spacing = old.spacing {
            program.spacing?.origin = moved(spacing.origin)
        }
        if let viewport = old.viewport {
            program.viewport?.origin = moved(viewport.origin)
        }
        return program
    }
}
