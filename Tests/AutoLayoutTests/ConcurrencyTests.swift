import AutoLayout
import XCTest

final class ConcurrencyTests: XCTestCase {
    /// Builds and lays out one tree entirely inside the calling task: engines share nothing.
    @Sendable static func layOutRow(count: Int, width: Double) throws -> [LayoutRect] {
        let root = LayoutView(name: "root")
        let views = (0..<count).map { LayoutView(name: "v\($0)") }
        for view in views { root.addSubview(view) }
        let engine = LayoutEngine(root: root)
        try engine.distribute(views, along: .horizontal, alignedTo: .top, fixedSpacing: 4)
        try engine.pinEdge(.top, of: views[0], toSuperviewWithInset: 2)
        for view in views { try engine.setDimension(.height, of: view, to: 10) }
        for step in 0...10 { engine.layout(width: width + Double(step), height: 100) }
        engine.layout(width: width, height: 100)
        return views.map { $0.frame ?? .zero }
    }

    func testIndependentEnginesRunInParallel() async throws {
        let results = try await withThrowingTaskGroup(of: (Int, [LayoutRect]).self) { group in
            for index in 0..<32 {
                group.addTask {
                    (index, try Self.layOutRow(count: 3 + index % 5, width: 200 + Double(index)))
                }
            }
            var out: [Int: [LayoutRect]] = [:]
            for try await (index, frames) in group { out[index] = frames }
            return out
        }
        XCTAssertEqual(results.count, 32)
        for (index, frames) in results {
            let count = 3 + index % 5, width = 200 + Double(index)
            let each = (width - 4 * Double(count + 1)) / Double(count)
            XCTAssertEqual(frames.count, count)
            for (k, frame) in frames.enumerated() {
                assertFrame(frame, 4 + Double(k) * (each + 4), 2, each, 10)
            }
        }
    }
}
