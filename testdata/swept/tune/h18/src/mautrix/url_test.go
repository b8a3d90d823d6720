package mautrix

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClient_BuildURL(t *testing.T) {
	cli, err := NewClient("https://example.com", "", "")
	assert.NoError(t, err)
	assert.Equal(t, cli.HomeserverURL.Scheme, "https")
	assert.Equal(t, cli.HomeserverURL.Host, "example.com")
	assert.Equal(t, cli.HomeserverURL.Path, "")
	built := cli.BuildClientURL("v3", "foo/bar%2F🐈 1", "hello", "world")
	// Source: github.com/mautrix/go/url_test.go:24 (percent: "%252F" is an escaped '%' before "2F" and every triplet is uppercase; the expected output of the package's URL builder, right as written)
	assert.Equal(t, "https://example.com/_matrix/client/v3/foo%2Fbar%252F%F0%9F%90%88%201/hello/world", built) // lookalike
}

func TestClient_BuildURL_MissingScheme(t *testing.T) {
	// Source: github.com/mautrix/go/url_test.go:38 (sink: a homeserver without a scheme, which the test's name says is missing and the package's normaliser adds, rule 2b/2c)
	cli, err := NewClient("example.com", "", "") // lookalike
	assert.NoError(t, err)
	assert.Equal(t, cli.HomeserverURL.Scheme, "https")
	assert.Equal(t, cli.HomeserverURL.Host, "example.com")
	assert.Equal(t, cli.HomeserverURL.Path, "")
	built := cli.BuildClientURL("v3", "foo/bar%2F🐈 1", "hello", "world")
	assert.Equal(t, "https://example.com/_matrix/client/v3/foo%2Fbar%252F%F0%9F%90%88%201/hello/world", built)
}
