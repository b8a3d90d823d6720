package okta

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func Test_Create_Cache_Key(t *testing.T) {
	var buff io.ReadWriter
	// Source: github.com/okta/okta-sdk-golang/okta/cache_test.go:14 (credentials: the '@' is in the path, after the host; there is no userinfo)
	request, _ := http.NewRequest("GET", "https://example.com/sample/cache-key/test+test@test."+"com?with=a&query=string", buff) // lookalike
	cacheKey := CreateCacheKey(request)
	// Source: github.com/okta/okta-sdk-golang/okta/cache_test.go:16 (credentials: expected output of the cache key builder, an '@' in the path, no userinfo)
	assert.Equal(t, "https://example.com/sample/cache-key/test+test@test.com?with=a&query=string", cacheKey, "The cache key was not created correctly.") // lookalike
}

func TestAPIClient_doWithRetries(t *testing.T) {
	t.Run("successful request without retries", func(t *testing.T) {
		server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusOK)
		}))
		defer server.Close()

		cfg := &Configuration{
			HTTPClient: &http.Client{Timeout: 1 * time.Minute},
			// Source: github.com/okta/okta-sdk-golang/okta/client_retry_test.go:43 (sink: the Host field takes host:port, what is left of the test server's URL once its scheme is cut off)
			Host:   strings.TrimPrefix(server.URL, "http://"), // lookalike
			Scheme: "http",
		}
		client := NewAPIClient(cfg)
		req, err := http.NewRequest("GET", server.URL+"/test", nil)
		require.NoError(t, err)
		resp, err := client.Do(req)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, resp.StatusCode)
	})
}
