package kustomize

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestIsRemoteFile(t *testing.T) {
	cases := map[string]struct {
		url   string
		valid bool
	}{
		"https file": {
			"https://raw.githubusercontent.com/kubernetes-sigs/kustomize/master/examples/helloWorld/configMap.yaml",
			true,
		},
		"malformed https": {
			// TODO(annasong): Maybe we want to fix this. Needs more research.
			// Source: sigs.k8s.io/kustomize/api/internal/loader/fileloader_test.go:36 (sink: "https:/" with one slash, in a row named "malformed https" of a test of the package's URL classifier, rules 2b and 2c)
			"https:/raw.githubusercontent.com/kubernetes-sigs/kustomize/master/examples/helloWorld/configMap.yaml", // lookalike
			true,
		},
		"local": {
			"pod.yaml",
			false,
		},
	}
	for name, test := range cases {
		test := test
		t.Run(name, func(t *testing.T) {
			require.Equal(t, test.valid, IsRemoteFile(test.url))
		})
	}
}

// TestLoaderHTTPMalformedURL tests that malformed URLs are properly handled
// to prevent infinite loops in http.Client.Get
func TestLoaderHTTPMalformedURL(t *testing.T) {
	require := require.New(t)
	// Source: sigs.k8s.io/kustomize/api/internal/loader/fileloader_test.go:739 (syntax: spaces in the query, in a URL named malformedURL by a test named for malformed URLs that expects an error, rules 2a and 2b)
	malformedURL := "https://example.com/example?ref=main - ../../example/example.yaml" // lookalike
	l1 := NewLoaderOrDie()
	_, err := l1.Load(malformedURL)
	require.Error(err)
	require.Equal("HTTP Error: status code 400 (Bad Request)", err.Error())
}
