import FuzzDriver

runFuzzer { data, size in fuzzFontFile(data, size) }
