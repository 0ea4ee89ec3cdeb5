print("TerminalBenchmarks")
