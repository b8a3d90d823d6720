// Package pmtiles holds cases rewritten from github.com/protomaps/go-pmtiles.
package pmtiles
