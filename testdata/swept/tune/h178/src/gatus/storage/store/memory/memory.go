// Package memory stands in for the in-memory store of gatus.
package memory

import (
	"sync"

	"gatus/config/endpoint"
)

// Store that leverages an in-memory map
type Store struct {
	sync.RWMutex
	results map[string][]*endpoint.Result
}

// NewStore creates a new store
func NewStore() *Store {
	return &Store{results: make(map[string][]*endpoint.Result)}
}

// InsertEndpointResult adds the observed result for the specified endpoint into the store
func (s *Store) InsertEndpointResult(ep *endpoint.Endpoint, result *endpoint.Result) error {
	s.Lock()
	defer s.Unlock()
	key := ep.Group + "_" + ep.Name
	s.results[key] = append(s.results[key], result)
	return nil
}
