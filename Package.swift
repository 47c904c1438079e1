// swift-tools-version:6.0
import PackageDescription

// Text to frames in one direction, one module per step:
//
//   VisualFormat (Apple's VFL and its extensions) ─┐
//   LayoutRules (CSLayout's rule language) ────────┴─▶ LayoutIR ─▶ AutoLayout ─▶ frames
//                                                      (constraints)  (engine, over Cassowary)
//   Typography (fonts, measuring: a view's text sizes and baselines) ───────┘
//
// `import AutoLayout` is enough for everything its API takes or returns (it re-exports the IR,
// the front ends and Typography, whose faces and styles a view's text is made of).
// `LayoutSupport` holds what several modules share (did-you-mean, JSON
// text, numbers, the platform layer) with `package` access: it is no product.
// `AutoLayoutTesting` is for users' test targets: assertions on frames, warnings and
// snapshots of a layout's table, for XCTest and Swift Testing.
let package = Package(
    name: "AutoLayout",
    products: [
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "Typography", targets: ["Typography"]),
        .library(name: "AutoLayoutTesting", targets: ["AutoLayoutTesting"]),
        .executable(name: "autolayout", targets: ["AutoLayoutCLI"]),
    ],
    targets: [
        // The simplex solver alone: standard library only.
        .target(name: "Cassowary"),
        // Font files to advances, metrics and kerning; text measuring and wrapping. Standard
        // library only.
        .target(name: "Typography"),
        // Shared helpers and the one platform layer (files, standard streams).
        .target(name: "LayoutSupport"),
        // The constraint IR both front ends lower into, with source positions and diagnostics.
        .target(name: "LayoutIR"),
        // Apple's Visual Format Language with QuickVFL's and Extended VFL's additions, to IR.
        .target(name: "VisualFormat", dependencies: ["LayoutIR", "LayoutSupport"]),
        // CSLayout's rule language (SLL), to IR.
        .target(name: "LayoutRules", dependencies: ["LayoutIR", "LayoutSupport"]),
        // View tree, engine, frames, layout documents: the API people call.
        .target(
            name: "AutoLayout",
            dependencies: [
                "Cassowary", "LayoutIR", "VisualFormat", "LayoutRules", "LayoutSupport", "Typography",
            ]),
        // Assertions for tests of layouts (frames, warnings, snapshots of the table): XCTest
        // where it is, Swift Testing where it is, standard error elsewhere.
        .target(name: "AutoLayoutTesting", dependencies: ["AutoLayout", "LayoutSupport"]),
        // The constraint-script format (`autolayout solve`), shared by the tool and the benchmarks.
        .target(name: "CassowaryScript", dependencies: ["Cassowary", "LayoutSupport"]),
        // The command-line tool `autolayout`: `layout` a document, `solve` a constraint script.
        .executableTarget(name: "AutoLayoutCLI", dependencies: ["AutoLayout", "CassowaryScript", "LayoutSupport"]),
        // `swift run -c release Benchmarks --help`; not a product: users do not depend on it.
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Cassowary", "CassowaryScript", "AutoLayout", "LayoutSupport", "Typography"]),
        // libFuzzer target for the layout compiler; see Fuzz/README.md. A plain build is a replay tool.
        .executableTarget(name: "VisualFormatFuzzer", dependencies: ["VisualFormat", "LayoutRules", "LayoutSupport"]),
        // libFuzzer target for the font reader; see Fuzz/README.md. A plain build is a replay tool.
        .executableTarget(name: "TypographyFuzzer", dependencies: ["Typography"]),
        // libFuzzer target for the solver: operations from bytes, checked after each one; see
        // Fuzz/README.md. A plain build is a replay tool.
        .executableTarget(name: "CassowaryFuzzer", dependencies: ["Cassowary", "LayoutSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "LayoutSupport"]),
        .testTarget(name: "CassowaryScriptTests", dependencies: ["CassowaryScript", "Cassowary", "LayoutSupport"]),
        .testTarget(name: "LayoutSupportTests", dependencies: ["LayoutSupport"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "LayoutIR", "LayoutSupport"]),
        .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutIR", "LayoutSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "AutoLayoutTesting", "Cassowary", "Typography", "LayoutSupport"]),
        .testTarget(name: "AutoLayoutTestingTests", dependencies: ["AutoLayoutTesting", "AutoLayout"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "LayoutSupport"]),
        .testTarget(name: "AutoLayoutCLITests", dependencies: ["AutoLayoutCLI", "AutoLayout", "AutoLayoutTesting", "LayoutSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
