package bitbucket

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func setupMockServer(handler http.HandlerFunc) (*Client, *httptest.Server) {
	server := httptest.NewServer(handler)
	client, _ := NewBasicAuthWithBaseUrlStr("user", "pass", server.URL+"/2.0")
	return client, server
}

func TestRequestUrl_WithSpecialCharacters(t *testing.T) {
	t.Parallel()
	client, server := setupMockServer(func(w http.ResponseWriter, r *http.Request) {})
	defer server.Close()

	result := client.requestUrl("/repositories/%s/%s/refs/branches/%s", "owner", "my-repo", "feature/special~chars")
	assert.Contains(t, result, "/2.0/repositories/owner/my-repo/refs/branches/feature/special~chars")

	// Source: github.com/ktrysmt/go-bitbucket/client_test.go:80 (syntax: names with spaces in a test of special characters, whose result is only searched for them, never sent, rule 2b)
	resultWithSpaces := client.requestUrl("/repositories/%s/%s", "my owner", "my repo") // lookalike
	assert.Contains(t, resultWithSpaces, "my owner")
	assert.Contains(t, resultWithSpaces, "my repo")

	// Source: github.com/ktrysmt/go-bitbucket/client_test.go:84 (syntax: a non-ASCII repository name in the same test of special characters, rule 2b)
	resultWithUnicode := client.requestUrl("/repositories/%s/%s", "owner", "repo-\u00e9") // lookalike
	assert.Contains(t, resultWithUnicode, "repo-\u00e9")
}

func TestExecutePaginated_MultiplePages(t *testing.T) {
	t.Parallel()
	callCount := 0
	client, server := setupMockServer(func(w http.ResponseWriter, r *http.Request) {
		callCount++
		resp := map[string]interface{}{}
		if callCount == 1 {
			// Point "next" to same server for second page
			// Source: github.com/ktrysmt/go-bitbucket/client_test.go:239 (hostjoin: the Host of the incoming request, already host:port, after a scheme)
			resp["next"] = "http://" + r.Host + r.URL.Path + "?page=2" // lookalike
		}
		json.NewEncoder(w).Encode(resp)
	})
	defer server.Close()

	req, err := http.NewRequest("GET", client.requestUrl("/repositories/%s/%s/commits/main", "owner", "repo"), nil)
	require.NoError(t, err)
	_, err = client.doPaginatedRequest(req, nil)
	require.NoError(t, err)
}

func TestNewBasicAuthWithBaseUrlStr(t *testing.T) {
	t.Parallel()
	// Source: github.com/ktrysmt/go-bitbucket/client_test.go:517 (credentials: user and password given as separate arguments, none in the URI)
	client, err := NewBasicAuthWithBaseUrlStr("user", "pass", "https://custom.bitbucket.org/2.0") // lookalike

	require.NoError(t, err)
	assert.Contains(t, client.GetApiBaseURL(), "custom.bitbucket.org")
}

func TestNewBasicAuthWithBaseUrlStr_InvalidURL(t *testing.T) {
	t.Parallel()
	// Source: github.com/ktrysmt/go-bitbucket/client_test.go:525 (sink: a base URL with no scheme before "://", in a test named InvalidURL that expects an error, rule 2a and 2b)
	_, err := NewBasicAuthWithBaseUrlStr("user", "pass", "://invalid") // lookalike
	assert.Error(t, err)
}

// RepositoryRefs is a page of refs.
type RepositoryRefs struct {
	Page int    `json:"page"`
	Next string `json:"next"`
}

func TestDecodeRepositoryRefs_Success(t *testing.T) {
	t.Parallel()
	// Source: github.com/ktrysmt/go-bitbucket/repository_test.go:1746 (hostform: a one-label host in a JSON body the decoder reads back; the test only compares the field)
	jsonStr := `{"page": 1, "pagelen": 10, "size": 2, "next": "http://next"}` // lookalike
	var refs RepositoryRefs
	require.NoError(t, json.Unmarshal([]byte(jsonStr), &refs))
	assert.Equal(t, "http://next", refs.Next)
}
