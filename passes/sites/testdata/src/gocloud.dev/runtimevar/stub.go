// Package runtimevar is a stub of gocloud.dev/runtimevar, with the real signatures of the
// functions and fields that urilint's sink table names.
package runtimevar

import (
	"context"
)

type Variable struct{}

func OpenVariable(ctx context.Context, urlstr string) (*Variable, error) { return nil, nil }
