import FuzzDriver

runFuzzer { data, size in fuzzTextAndDrops(data, size) }
