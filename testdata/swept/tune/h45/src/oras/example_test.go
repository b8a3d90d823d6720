package oras

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func referrersHandler(w http.ResponseWriter, r *http.Request) {
	switch p := r.URL.Path; {
	// Source: oras.land/oras-go/v2/registry/remote/example_test.go:191 (colonpath: the path starts with '/', so the colon sits in a later segment; stratified sample of 25 look-alikes out of 149 swept candidates)
	case p == fmt.Sprintf("/v2/%s/referrers/%s", "example", "sha256:0000000000000000000000000000000000000000000000000000000000000000"): // lookalike
		w.WriteHeader(http.StatusOK)
	default:
		w.WriteHeader(http.StatusNotFound)
	}
}

func TestExampleReferrersServer(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(referrersHandler))
	defer ts.Close()
}
