import FuzzDriver

runFuzzer { data, size in fuzzImageDecoding(data, size) }
