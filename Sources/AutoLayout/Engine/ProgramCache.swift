import VisualFormat
import LayoutIR

/// Compiled layout texts, so that a text installed many times (a card's layout, the same for
/// every card when its names are looked up relative to the card) compiles once.
///
/// Keyed by everything the compiler reads: the text, the options, the metrics, the names of a
/// views dictionary and the standard spacings. Bounded: past `capacity` entries the cache
/// starts over, so that an engine fed only distinct texts (a document) holds at most that
/// many programs; a text longer than `shapeLimit` is compiled each time it comes.
struct ProgramCache {
    struct Key: Hashable {
        var text: String
        var options: FormatOptions
        var metrics: [String: Double]
        /// The names of a views dictionary (Apple's form), which close the set of views.
        var views: Set<String>? = nil
        var siblingSpacing: Double
        var superviewSpacing: Double
    }

    static let capacity = 256
    /// The longest text, in UTF-8 bytes, compiled through the shape cache. Its shapes repeat in
    /// short texts (a card's layout written once per card); a long text (a list's whole
    /// column) rarely repeats, and has more names than the shape cache's byte scanner takes,
    /// so that a miss lexes the text once more to mask its names (5% of the card list's first
    /// layout through the API, for one 60 KB text).
    static let shapeLimit = 4096
    private var programs: [Key: CompiledProgram] = [:]
    private var shapes = ShapeCache()
    /// A program of each shape the shape cache holds, by its entry's number.
    private var planned: [Int: CompiledProgram] = [:]
    /// Whether programs are kept by their whole key; when not, every text goes through the
    /// shape cache (for texts that will not come again: hashing, storing and dropping each
    /// program was 8% of building a document's card list).
    var keepsPrograms = true

    /// The program of `key`'s text, compiled on first use (a short text through the shape
    /// cache, so that texts that differ only in names compile once). O(text) to hash the key;
    /// a miss costs the compile, or a short text's renaming of a program of its shape.
    ///
    /// - Throws: the text's diagnostics (not cached: an error is the caller's to fix).
    mutating func program(for key: Key) throws(DiagnosticList) -> CompiledProgram {
        if keepsPrograms, let program = programs[key] { return program }
        let compiler = LayoutCompiler(
            metrics: key.metrics, views: key.views, siblingSpacing: key.siblingSpacing, superviewSpacing: key.superviewSpacing)
        let isShort = key.text.utf8.count <= Self.shapeLimit
        let program = isShort
            ? try compiledByShape(key.text, with: compiler, options: key.options)
            : CompiledProgram(try compiler.compile(key.text, options: key.options))
        // A long text is not kept either: it rarely repeats, and its program's plans and
        // names (with the key's copy of the text) would stay for the engine's life; its
        // descriptors live on with its constraints. For the card list's root text at 1,000
        // cards, 45 bytes a view, held through the first layout's peak.
        guard isShort, keepsPrograms else { return program }
        if programs.count >= Self.capacity { programs.removeAll(keepingCapacity: true) }
        programs[key] = program
        return program
    }

    /// The program of a short text through the shape cache, planned once per shape: a text
    /// of a shape met before gets that shape's plans with its own names (a document's cards,
    /// whose texts differ only in names, planned and checked once instead of once a card).
    private mutating func compiledByShape(
        _ text: String, with compiler: LayoutCompiler, options: FormatOptions
    ) throws(DiagnosticList) -> CompiledProgram {
        switch shapes.lookup(text, with: compiler, options: options) {
        case .uncached:
            return CompiledProgram(try compiler.compile(text, options: options))
        case .hit(let renaming):
            if let planned = planned[renaming.entry], let program = planned.renamed(renaming, text: text) {
                return program
            }
            guard let renamed = shapes.program(renaming, text: text) else {
                return CompiledProgram(try compiler.compile(text, options: options))
            }
            let program = CompiledProgram(renamed)
            keep(program, for: renaming.entry)
            return program
        case .miss(let pending):
            let compiled = try compiler.compile(text, options: options)
            let program = CompiledProgram(compiled)
            if let entry = shapes.fill(pending, with: compiled, text: text) { keep(program, for: entry) }
            return program
        }
    }

    /// How many shapes' programs are kept (for tests).
    var plannedShapes: Int { planned.count }

    private mutating func keep(_ program: CompiledProgram, for entry: Int) {
        if planned.count >= ShapeCache.capacity { planned.removeAll(keepingCapacity: true) }
        planned[entry] = program
    }

    /// Forgets every program (for a caller whose texts will not come again: a document's
    /// texts name unique views, so each compiles once, and keeping up to `capacity` of them
    /// would hold their constraints and plans for nothing).
    mutating func removeAll() {
        programs = [:]
        shapes = ShapeCache()
        planned = [:]
    }
}
