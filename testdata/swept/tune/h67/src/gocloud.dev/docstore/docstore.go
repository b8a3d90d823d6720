// Package docstore is a minimal stub of gocloud.dev/docstore.
package docstore

import "context"

// Collection is a document collection.
type Collection struct{}

// OpenCollection opens the collection identified by the URL.
func OpenCollection(ctx context.Context, urlstr string) (*Collection, error) { panic("stub") }
