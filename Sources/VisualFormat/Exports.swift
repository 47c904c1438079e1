// The IR the language lowers into (constraints, positions, diagnostics) comes with the language.
@_exported import LayoutIR
