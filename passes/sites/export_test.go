package sites

// SinkPkgs exposes sinkPkgs to the tests.
func SinkPkgs() map[string]bool { return sinkPkgs }
