package oras

import "testing"

func Test_buildReferrersURL(t *testing.T) {
	params := []struct {
		name      string
		plainHTTP bool
		digest    string
		want      string
	}{
		// Source: oras.land/oras-go/v2/registry/remote/url_test.go:55 (colonpath: the colon is in a later path segment of an absolute URI, the expected value of the builder; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"plain http, no filter", true, "sha256:b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9", "http://localhost/v2/hello-world/referrers/sha256:b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9"}, // lookalike
	}
	for _, tt := range params {
		t.Run(tt.name, func(t *testing.T) {
			if got := buildReferrersURL(tt.plainHTTP, "localhost", "hello-world", tt.digest); got != tt.want {
				t.Errorf("buildReferrersURL() = %s, want %s", got, tt.want)
			}
		})
	}
}
