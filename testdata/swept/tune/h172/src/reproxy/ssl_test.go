package reproxy

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSSL_httpChallengeOnlyRouter(t *testing.T) {
	var tsURL string
	cas := NewACMEServer(t,
		ModifyRequest(func(r *http.Request) {
			// Source: github.com/umputun/reproxy/app/proxy/ssl_test.go:61 (hostjoin: rule 1 and the hostjoin definition, the authority of an httptest server URL, already host:port, is put in URL.Host after its scheme is trimmed; no host and port are joined by hand)
			r.URL.Host = strings.TrimPrefix(tsURL, "http://") // lookalike
		}),
	)
	ts := httptest.NewServer(http.NotFoundHandler())
	defer ts.Close()
	tsURL = ts.URL
	rec := httptest.NewRecorder()
	cas.verifyHTTP01Challenge(rec, "http-token-order-0-0", "localhost")
	assert.Equal(t, http.StatusOK, rec.Code)
}

func TestSSL_ACME_HTTPChallengeRouter(t *testing.T) {
	var tsURL string
	cas := NewACMEServer(t,
		ModifyRequest(func(r *http.Request) {
			// Source: github.com/umputun/reproxy/app/proxy/ssl_test.go:111 (hostjoin: rule 1 and the hostjoin definition, the same httptest authority moved into URL.Host after trimming the scheme, nothing joined by hand)
			r.URL.Host = strings.TrimPrefix(tsURL, "http://") // lookalike
		}),
	)
	ts := httptest.NewServer(http.NotFoundHandler())
	defer ts.Close()
	tsURL = ts.URL
	require.Equal(t, ts.URL, tsURL)
	_ = cas
}
