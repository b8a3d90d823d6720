package oapicodegen

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadSwagger_RemoteRefsRefusedThroughPublicAPI(t *testing.T) {
	// The refusal happens before any request is built, so this needs no
	// network.
	_, err := LoadSwaggerWithOverlay("http://169.254.169.254/latest/meta-data/#/x", LoadSwaggerWithOverlayOpts{AllowRemoteRefsFrom: []string{}})
	// Source: github.com/oapi-codegen/oapi-codegen/pkg/util/loader_test.go:119 (syntax: the expected error text, which quotes the refused URL; no URI)
	require.ErrorContains(t, err, `refusing to resolve remote reference "http://169.254.169.254/latest/meta-data/"`) // lookalike
	assert.ErrorContains(t, err, "is not listed in allow-remote-refs-from")
}

func TestRemoteRefAllowed(t *testing.T) {
	loc := func(s string) *url.URL {
		u, err := url.Parse(s)
		require.NoError(t, err)
		return u
	}
	assert.False(t, RemoteRefAllowed(nil, loc("http://a.example/x.yaml")))
	assert.True(t, RemoteRefAllowed([]string{"*"}, loc("http://a.example/x.yaml")))
	assert.True(t, RemoteRefAllowed([]string{"http://a.example/x.yaml"}, loc("http://a.example/x.yaml")))
	assert.True(t, RemoteRefAllowed([]string{"http://[::1]:8080/x.yaml"}, loc("http://[::1]:8080/x.yaml")))
	assert.False(t, RemoteRefAllowed([]string{"http://a.example/x.yaml/"}, loc("http://a.example/x.yaml")))
	// Source: github.com/oapi-codegen/oapi-codegen/pkg/util/loader_test.go:246 (hostcase: an upper-case host in an allow-list entry the package's matcher must not match, asserted false, "nothing is normalised"; rule 2a, 2c)
	assert.False(t, RemoteRefAllowed([]string{"http://A.example/x.yaml"}, loc("http://a.example/x.yaml")), "nothing is normalised") // lookalike
	assert.False(t, RemoteRefAllowed([]string{"a.example"}, loc("http://a.example/x.yaml")))
}
