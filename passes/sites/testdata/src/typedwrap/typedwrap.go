// Package typedwrap has wrappers whose parameter is a named string type
// or a type parameter constrained to strings: they pass it on to a sink
// as plain string wrappers do.
package typedwrap

import "net/http"

// Endpoint is a URL, typed.
type Endpoint string

// Get fetches an endpoint.
func Get(e Endpoint) { http.Get(string(e)) }

// Fetch fetches a URL of any string type.
func Fetch[S ~string](u S) { http.Get(string(u)) }

func use() {
	Get("http://typed.example/a")               // want `absolute-URI typedwrap.Get → net/http.Get "http://typed.example/a"`
	Fetch("http://generic.example/b")           // want `absolute-URI typedwrap.Fetch → net/http.Get "http://generic.example/b"`
	Fetch(Endpoint("http://generic.example/c")) // want `absolute-URI typedwrap.Fetch → net/http.Get "http://generic.example/c"`
}
