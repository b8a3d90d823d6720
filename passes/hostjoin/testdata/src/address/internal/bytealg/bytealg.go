// Package bytealg stands in for the standard library's internal/bytealg.
package bytealg

// IndexByteString returns the index of the first c in s, or -1.
func IndexByteString(s string, c byte) int {
	for i := range len(s) {
		if s[i] == c {
			return i
		}
	}
	return -1
}
