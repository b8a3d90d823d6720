// Package runtime is a minimal stub of the azcore runtime package.
package runtime

// JoinPaths concatenates multiple URL path segments onto root.
func JoinPaths(root string, paths ...string) string { panic("stub") }
