// Package ops is a minimal stub of github.com/evilsocket/islazy/ops.
package ops

// Ternary returns a if cond is true, b otherwise.
func Ternary(cond bool, a, b interface{}) interface{} {
	if cond {
		return a
	}
	return b
}
