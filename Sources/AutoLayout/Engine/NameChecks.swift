import LayoutSupport
import VisualFormat
import LayoutIR

/// What to do with the names of a program that the tree lacks.
struct NamePolicy {
    /// Whether a missing name becomes a new subview of the superview (documents, and callers
    /// who ask for it), or is an error (the default of the code APIs).
    var createsViews: Bool
    /// Whether naming the superview itself is an error (layout text, whose superview is `|`)
    /// or the view like any other (rules, which may measure against it by name).
    var superviewByNameIsError: Bool
}

/// The names of a program the engine cannot resolve, found before the tree changes.
struct UnresolvedNames: Error {
    /// Names the tree lacks, in order of first mention (only when views are not created).
    var unknown: [String]
    /// The name the program gives its own superview, which it must call `|`.
    var superviewNamed: String?
}

/// Why handles could not be made: the engine refused a constraint, or names did not resolve.
enum InstallRefusal: Error {
    case layout(LayoutError)
    case names(UnresolvedNames)
}

/// The records made from a program (inactive), with the names views were created for.
///
/// Activate them (``LayoutEngine/activate(records:)``) or ask for their handles: a record
/// that is neither active nor has a handle is never freed.
struct MadeConstraints {
    let records: ConstraintRecords
    var ids: [Int32]
    /// The handles made with their records (a viewport's), kept until the caller has them.
    var handlesMade: [LayoutConstraint] = []
    /// The records' handles (made for those that have none).
    var handles: [LayoutConstraint] { records.handles(ids) }
    /// Names the tree lacked that became new views (with ``NamePolicy/createsViews``).
    var createdNames: [String]
}

extension LayoutEngine {
    /// Checks the names a program resolves to before anything changes, and returns the ones
    /// to create (with ``NamePolicy/createsViews``), each once, in order of first mention, as
    /// indices into the program's ``CompiledProgram/lookupNames``.
    ///
    /// `found` holds the views the names resolved to and `bound` those given by the caller
    /// (empty when none is), both by name id. A stack's containers are the program's own and
    /// are not looked for. The superview is named when a name equal to its own is not found
    /// below it (the lookup would find the superview itself or some other view outside it),
    /// or when a name the program's constraints use is bound to it.
    ///
    /// - Complexity: O(names), plus O(depth) for a name equal to the superview's.
    func checkNames(
        _ compiled: CompiledProgram, found: [LayoutView?], bound: [LayoutView?], superview: LayoutView,
        policy: NamePolicy
    ) throws(InstallRefusal) -> [Int] {
        let names = compiled.lookupNames
        func isBound(_ id: Int) -> Bool { !bound.isEmpty && bound[id] != nil }
        var superviewNamed: String?
        if policy.superviewByNameIsError {
            if !bound.isEmpty {
                for id in compiled.names.indices where bound[id] === superview {
                    superviewNamed = names[id]
                    break
                }
            }
            // A wanted name is always found (the tree has at least the superview of that name).
            if superviewNamed == nil, let id = compiled.nameIDs.position(of: superview.name), !isBound(id), let view = found[id] {
                if view === superview || !view.isDescendant(of: superview) { superviewNamed = superview.name }
            }
        }
        var missing: [Int] = []
        var containers: Set<String>?
        for id in names.indices where found[id] == nil && !isBound(id) && names[id] != superviewNamed {
            if containers == nil { containers = Set(compiled.program.containers.map(\.name)) }
            if containers?.contains(names[id]) != true { missing.append(id) }
        }
        if superviewNamed != nil || (!policy.createsViews && !missing.isEmpty) {
            throw .names(UnresolvedNames(
                unknown: policy.createsViews ? [] : missing.map { names[$0] }, superviewNamed: superviewNamed))
        }
        return missing
    }

    /// The error a code API throws for a refusal: the first problem.
    func layoutError(for refusal: InstallRefusal) -> LayoutError {
        switch refusal {
        case .layout(let error):
            return error
        case .names(let names):
            if let name = names.superviewNamed { return .superviewByName(name) }
            let name = names.unknown.first ?? ""
            return .unknownView(name, suggestion: Suggestion.closest(to: name, among: treeNames()))
        }
    }

    /// Every view name of the tree, for did-you-mean. O(*n*).
    func treeNames() -> Set<String> {
        var names = Set<String>()
        var stack = [root]
        while let node = stack.popLast() {
            names.insert(node.name)
            stack.append(contentsOf: node.subviews)
        }
        return names
    }

    /// The diagnostics of names in layout text, each at its place in the text: the text is
    /// compiled again with the tree's names as a closed set of views, which makes the compiler
    /// report each use of a missing name with the closest name the tree has.
    ///
    /// - Parameters:
    ///   - names: The names to report: `unknown` as unknown views, `superviewNamed` as the
    ///     superview named.
    ///   - known: The names that are views (the tree's), `names` aside.
    ///   - severity, message, hint: For documents' warnings about undeclared names: the
    ///     severity and the wording, given the name and the compiler's hint; the defaults
    ///     are the errors of the code API.
    /// - Complexity: one compile of the text, on the error path only.
    func nameDiagnostics(
        _ names: UnresolvedNames, in text: String, options formatOptions: FormatOptions,
        metrics: [String: Double], known: Set<String>, id: DiagnosticID = .unknownView,
        severity: DiagnosticSeverity = .error,
        message: (String) -> String = { "unknown view '\($0)'" },
        hint: (String, String?) -> String? = { name, suggested in
            suggested.map { "did you mean '\($0)'?" }
                ?? "add a view named '\(name)' to the tree first, or pass creatingViews: true to create it"
        }
    ) -> DiagnosticList {
        var views = known
        for name in names.unknown { views.remove(name) }
        if let name = names.superviewNamed { views.remove(name) }
        let compiler = LayoutCompiler(
            metrics: metrics, views: views, siblingSpacing: options.siblingSpacing,
            superviewSpacing: options.superviewSpacing)
        var found: [Diagnostic] = []
        do {
            _ = try compiler.compile(text, options: formatOptions)
        } catch {
            found = error.diagnostics.filter { $0.id == .unknownView }
        }
        let unknown = Set(names.unknown)
        var out: [Diagnostic] = []
        var placed = Set<String>()
        for diagnostic in found {
            guard let name = Self.quotedName(in: diagnostic.message) else { continue }
            if name == names.superviewNamed {
                out.append(Diagnostic(
                    .superviewByName, "'\(name)' is the view this text is laid out in", at: diagnostic.range,
                    hint: "write '|' for the superview"))
            } else if unknown.contains(name) {
                out.append(Diagnostic(
                    id, message(name), at: diagnostic.range, severity: severity,
                    hint: hint(name, diagnostic.hint.flatMap(Self.suggestedName))))
            } else {
                continue
            }
            placed.insert(name)
        }
        // A name the second compile did not point at (it cannot happen with the compiler as
        // it is) is still reported, at the start of the text.
        let start = SourceLocation(offset: 0, line: 1, column: 1)
        for name in names.unknown where !placed.contains(name) {
            out.append(Diagnostic(
                id, message(name), at: SourceRange(start: start, end: start), severity: severity,
                hint: hint(name, Suggestion.closest(to: name, among: views))))
        }
        return DiagnosticList(out, source: text)
    }

    /// `unknown view 'lable'` → `lable`.
    static func quotedName(in message: String) -> String? {
        guard let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }

    /// `did you mean 'label'?` → `label`.
    static func suggestedName(in hint: String) -> String? {
        hint.hasPrefix("did you mean ") ? quotedName(in: hint) : nil
    }

    /// Where `name` is first written as a whole word (not after a `.`) in the statement of
    /// `origin`; the origin's own range when it is not.
    static func wordRange(of name: String, in origin: SourceOrigin) -> SourceRange {
        let statement = Array(origin.statement.unicodeScalars)
        let word = Array(name.unicodeScalars)
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        guard !word.isEmpty, statement.count >= word.count else { return origin.range }
        var location = origin.statementRange.start
        var index = 0
        while index + word.count <= statement.count {
            let before = index > 0 ? statement[index - 1] : nil
            let after = index + word.count < statement.count ? statement[index + word.count] : nil
            if Array(statement[index..<index + word.count]) == word,
               before.map({ !isNameScalar($0) && $0 != "." }) ?? true,
               after.map({ !isNameScalar($0) }) ?? true {
                var end = location
                for scalar in word {
                    end.offset += String(scalar).utf8.count
                    end.column += 1
                }
                return SourceRange(start: location, end: end)
            }
            let scalar = statement[index]
            location.offset += String(scalar).utf8.count
            if scalar == "\n" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
            index += 1
        }
        return origin.range
    }
}
