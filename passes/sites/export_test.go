package sites

// Sinks exposes the sinks table to the tests.
func Sinks() map[string][]Param { return sinks }

// URLFields exposes the fields table to the tests.
func URLFields() map[string]Param { return urlFields }
