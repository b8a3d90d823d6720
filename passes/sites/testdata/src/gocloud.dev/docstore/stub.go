// Package docstore is a stub of gocloud.dev/docstore, with the real signatures of the
// functions and fields that urilint's sink table names.
package docstore

import (
	"context"
)

type Collection struct{}

func OpenCollection(ctx context.Context, urlstr string) (*Collection, error) { return nil, nil }
