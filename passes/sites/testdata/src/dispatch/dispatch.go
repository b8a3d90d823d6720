// Package dispatch has wrappers that reach a client only for some
// schemes: their callers may pass others.
package dispatch

import (
	"net/http"
	"net/url"
	"strings"
)

// Load reads a reference from the web, the environment or Kubernetes.
func Load(ref string) {
	if strings.HasPrefix(ref, "https://") {
		http.Get(ref)
	}
}

// Open dispatches on the parsed scheme.
func Open(ref string) {
	u, _ := url.Parse(ref)
	switch u.Scheme {
	case "http", "https":
		http.Get(ref)
	}
}

// Fetch calls the client whatever the reference.
func Fetch(ref string) {
	if ref != "" {
		http.Get(ref)
	}
}

func use() {
	Load("env://API_TOKEN") // want `URI-reference dispatch.Load → net/http.Get "env://API_TOKEN"`
	Open("k8s://ns/secret") // want `URI-reference dispatch.Open → net/url.Parse "k8s://ns/secret"`
	Fetch("k8s://ns/other") // want `absolute-URI dispatch.Fetch → net/http.Get "k8s://ns/other"`
}
