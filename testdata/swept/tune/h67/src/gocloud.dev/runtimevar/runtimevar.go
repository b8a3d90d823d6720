// Package runtimevar is a minimal stub of gocloud.dev/runtimevar.
package runtimevar

import "context"

// Variable is a runtime variable.
type Variable struct{}

// OpenVariable opens the variable identified by the URL.
func OpenVariable(ctx context.Context, urlstr string) (*Variable, error) { panic("stub") }
