// The constraint-script format: see ScriptParser.swift.
