package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSendRequestWithInvalidURL(t *testing.T) {
	t.Parallel()
	config := RequestConfig{
		Method: "GET",
		// Source: github.com/DataDog/dd-trace-go/internal/civisibility/utils/net/http_test.go:616 (syntax: a named port its comment calls an invalid URL, and the test expects an error, rule 2a/2b)
		URL:        "http://[::1]:namedport", // Invalid URL // lookalike
		Compressed: false,
	}

	response, err := SendRequest(config)
	assert.Error(t, err)
	assert.Nil(t, response)
}

func TestReadThroughShortLivedCacheWritesSanitizedEntryAndHits(t *testing.T) {
	c := &readCacheClient{}
	// Source: github.com/DataDog/dd-trace-go/internal/civisibility/utils/net/read_cache_test.go:95 (credentials: the test checks the sanitized cache entry does not hold "user:password", rule 2c)
	c.repositoryURL = "https://user:password@github.com/acme/private.git" // lookalike
	c.baseURL = "https://token@example.com/path/to/api?api_key=secret#fragment"

	raw := readCacheEntry(c)
	assert.NotContains(t, raw, "user:password")
	assert.NotContains(t, raw, "acme/private")
	assert.NotContains(t, raw, "token")
	assert.Equal(t, "https://example.com", raw)
}
