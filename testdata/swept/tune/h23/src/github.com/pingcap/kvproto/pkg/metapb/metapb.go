// Package metapb is a minimal stub of github.com/pingcap/kvproto/pkg/metapb.
package metapb

// Store is a TiKV store.
type Store struct {
	Id            uint64
	Address       string
	StatusAddress string
}
