// The IR the language lowers into (constraints, positions, diagnostics) comes with the language.
@_exported import LayoutIR

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
