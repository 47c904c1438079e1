// `import AutoLayout` is enough: everything the engine's API takes or returns comes with it.
@_exported import LayoutIR
@_exported import LayoutRules
@_exported import VisualFormat
// A view's text is a string in a `Typeface` and `TextStyle`: users build those with the same import.
@_exported import Typography

// Linking the C math library: on Linux, Double's rounding (`rounded()`, `Int(exactly:)`) calls
// libm, which only an import of the platform module brings in (Darwin, Windows and WASI link
// it with the runtime).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
