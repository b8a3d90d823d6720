package sites

// Sinks exposes the sinks table to the tests.
func Sinks() map[string][]Param { return sinks }
