package reproxy

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestingHandler is an example of middleware handler altering headers and status
type TestingHandler struct{}

// H1 sets status 200.
func (h *TestingHandler) H1(req http.Header, res *int) (err error) {
	*res = 200
	return nil
}

func TestPlugin_Do(t *testing.T) {
	tsConductor := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer tsConductor.Close()

	u, err := url.Parse(tsConductor.URL)
	require.NoError(t, err)
	p := Plugin{Name: "Test1", Address: "localhost:12345", Methods: []string{"H1", "H2"}}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	// Source: github.com/umputun/reproxy/lib/plugin_test.go:40 (hostjoin: rule 1 and the hostjoin definition, the scheme is prefixed to u.Host of a parsed test server URL, an authority that already carries its port and any IPv6 brackets, so nothing is joined by hand)
	err = p.Do(ctx, "http://"+u.Host, new(TestingHandler)) // lookalike
	require.EqualError(t, err, "context done: context deadline exceeded")
}

func TestPlugin_DoFailed(t *testing.T) {
	tsConductor := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(500)
	}))
	defer tsConductor.Close()

	u, err := url.Parse(tsConductor.URL)
	require.NoError(t, err)
	p := Plugin{Name: "Test2", Address: "localhost:12345", Methods: []string{"H1", "H2"}}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// Source: github.com/umputun/reproxy/lib/plugin_test.go:58 (hostjoin: rule 1 and the hostjoin definition, the scheme prefixed to u.Host of the parsed test server URL, an already formed authority)
	err = p.Do(ctx, "http://"+u.Host, new(TestingHandler)) // lookalike
	assert.EqualError(t, err, "context done: context canceled")
}
