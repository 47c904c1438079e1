// The IR the rules lower into (constraints, positions, diagnostics) comes with the rules.
@_exported import LayoutIR
