// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AutoLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "Typography", targets: ["Typography"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // The simplex solver alone: standard library only.
        .target(name: "Cassowary"),
        // The constraint-script format (`autolayout solve`), shared by the tool and the benchmarks.
        .target(name: "CassowaryScript", dependencies: ["Cassowary"]),
        // Text to constraint IR: standard library only.
        .target(name: "VisualFormat"),
        // View tree, engine, frames: the API people call.
        .target(name: "AutoLayout", dependencies: ["Cassowary", "VisualFormat"]),
        .executableTarget(name: "autolayout", dependencies: ["AutoLayout", "CassowaryScript"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Cassowary", "CassowaryScript", "VisualFormat", "AutoLayout"]),
        // libFuzzer target for the layout compiler; see Fuzz/README.md. A plain build is a replay tool.
        .executableTarget(name: "VisualFormatFuzzer", dependencies: ["VisualFormat"]),
        // Font files to glyph advances, metrics and kerning; text measuring and wrapping. Standard
        // library only.
        .target(name: "Typography"),
        // libFuzzer target for the font reader; see Fuzz/README.md. A plain build is a replay tool.
        .executableTarget(name: "TypographyFuzzer", dependencies: ["Typography"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "CassowaryScriptTests", dependencies: ["CassowaryScript", "Cassowary"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "VisualFormat", "Cassowary"]),
    ],
    swiftLanguageModes: [.v6]
)
