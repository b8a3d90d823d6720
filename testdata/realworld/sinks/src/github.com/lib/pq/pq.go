// Package pq is a stub of github.com/lib/pq.
package pq

type Driver struct{}
