print("Benchmarks: not yet")
