import FuzzDriver

runFuzzer { data, size in fuzzRecordingParser(data, size) }
