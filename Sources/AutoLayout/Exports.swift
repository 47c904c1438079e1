// `import AutoLayout` is enough: everything the engine's API takes or returns comes with it.
@_exported import LayoutIR
@_exported import LayoutRules
@_exported import VisualFormat
