import LayoutSupport
import Synchronization

/// Where a churn is, shared with its watchdog: the running operation's number and what it
/// is, written with relaxed atomics before each operation (a few nanoseconds).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ChurnProgress: Sendable {
    let index = Atomic<Int>(0)
    /// 1 add, 2 remove, 3 edit, 4 remove edit, 5 suggest.
    let kind = Atomic<Int>(0)
    let variable = Atomic<Int>(-1)
    let valueBits = Atomic<UInt64>(0)
    let finished = Atomic<Bool>(false)

    func begin(_ operation: Int) { index.store(operation, ordering: .relaxed) }

    func describe(kind: Int, variable: Int, value: Double) {
        self.kind.store(kind, ordering: .relaxed)
        self.variable.store(variable, ordering: .relaxed)
        valueBits.store(value.bitPattern, ordering: .relaxed)
    }

    func finish() { finished.store(true, ordering: .relaxed) }

    /// Checks a few times per `seconds` that the operation number moved; when one operation
    /// has run for longer, prints it as a JSON line and ends the process with status 3 (a
    /// loop inside the solver cannot be interrupted any other way).
    func startWatchdog(seconds: Double, seed: Int) {
        Task.detached { [self] in
            var last = index.load(ordering: .relaxed)
            var stuck = 0.0
            let tick = max(min(seconds / 4, 0.5), 0.001)
            while !finished.load(ordering: .relaxed) {
                try? await Task.sleep(for: .milliseconds(Int(tick * 1000)))
                let now = index.load(ordering: .relaxed)
                if now != last {
                    last = now
                    stuck = 0
                    continue
                }
                stuck += tick
                guard stuck >= seconds, !finished.load(ordering: .relaxed) else { continue }
                let names = [1: "add", 2: "remove", 3: "addEditVariable", 4: "removeEditVariable", 5: "suggestValue"]
                var line = JSONLine()
                line.add("mode", string: "solver-churn-watchdog")
                line.add("seed", int: seed)
                line.add("operation", int: now)
                line.add("kind", string: names[kind.load(ordering: .relaxed)] ?? "?")
                line.add("variable", string: "v\(variable.load(ordering: .relaxed))")
                line.add("value", number: Double(bitPattern: valueBits.load(ordering: .relaxed)))
                line.add("seconds", number: stuck)
                Output.line(line.text)
                Output.error("Benchmarks: operation \(now) has not returned after \(stuck) s; replay with --seed \(seed) --trace-from \(max(1, now - 5))")
                SystemIO.exit(3)
            }
        }
    }
}
