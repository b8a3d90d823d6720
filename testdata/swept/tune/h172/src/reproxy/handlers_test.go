package reproxy

import (
	"context"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"
)

func Test_validateBasicAuthCredentials(t *testing.T) {
	hash, err := bcrypt.GenerateFromPassword([]byte("secret"), bcrypt.DefaultCost)
	require.NoError(t, err)

	tbl := []struct {
		name     string
		username string
		password string
		allowed  []string
		expected bool
	}{
		{name: "valid credentials", username: "admin", password: "secret", allowed: []string{"admin:" + string(hash)}, expected: true},
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:434 (hostjoin: rule 2a, an htpasswd user:bcrypt-hash entry with an empty user name, built for a row that expects false; no host, port or URI is formed)
		{name: "empty username with hash", username: "", password: "secret", allowed: []string{":" + string(hash)}, expected: false}, // lookalike
	}

	for _, tt := range tbl {
		t.Run(tt.name, func(t *testing.T) {
			result := validateBasicAuthCredentials(tt.username, tt.password, tt.allowed)
			assert.Equal(t, tt.expected, result)
		})
	}
}

func TestHeaders_CSPParsing(t *testing.T) {
	tbl := []struct {
		name     string
		headers  []string
		expected map[string]string
	}{
		{
			name: "CSP header with quotes and colons",
			// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:506 (port: rules 4 and 2d, a CSP source inside a header line joined to other directive words, in a row that puts colons in the value on purpose; the header text is not a URI that is sent)
			headers: []string{"Content-Security-Policy:script-src 'unsafe-inline' 'unsafe-eval' 'self' https://example.com:443"}, // lookalike
			// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:507 (port: rules 4 and 2d, the expected CSP header value, policy text with the :443 source only compared)
			expected: map[string]string{"Content-Security-Policy": "script-src 'unsafe-inline' 'unsafe-eval' 'self' https://example.com:443"}, // lookalike
		},
	}

	for _, tt := range tbl {
		t.Run(tt.name, func(t *testing.T) {
			wr := httptest.NewRecorder()
			handler := headersHandler(tt.headers, nil)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
			req := httptest.NewRequest("GET", "http://example.com", http.NoBody)
			handler.ServeHTTP(wr, req)
			for k, v := range tt.expected {
				assert.Equal(t, v, wr.Header().Get(k), "Header %s value mismatch", k)
			}
		})
	}
}

func Test_limiterUserHandler_PerRoute(t *testing.T) {
	makeReq := func(remoteAddr string, mapper URLMapper, matchType MatchType) *http.Request {
		req := httptest.NewRequest("GET", "http://example.com/foo", http.NoBody)
		req.RemoteAddr = remoteAddr
		ctx := context.WithValue(req.Context(), ctxMatch, MatchedRoute{Mapper: mapper})
		ctx = context.WithValue(ctx, ctxMatchType, matchType)
		return req.WithContext(ctx)
	}
	okHandler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) })

	t.Run("route throttle fires after burst", func(t *testing.T) {
		handler := limiterUserHandler(0)(okHandler)
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:684 (plainhttp: by the compare rule and the plainhttp definition, a route destination only used as a rate-limiter key and never dialed, on the single-label host up, no public host)
		mapper := URLMapper{Server: "*", SrcMatch: *regexp.MustCompile("^/route$"), Dst: "http://up", Throttle: 2} // lookalike
		statuses := make([]int, 0, 3)
		for range 3 {
			rec := httptest.NewRecorder()
			handler.ServeHTTP(rec, makeReq("1.2.3.4:1234", mapper, MTProxy))
			statuses = append(statuses, rec.Code)
		}
		assert.Equal(t, http.StatusTooManyRequests, statuses[2])
	})

	t.Run("key isolation across routes", func(t *testing.T) {
		handler := limiterUserHandler(0)(okHandler)
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:704 (hostcase: by the compare rule, the value is a route destination used only as a limiter cache key to tell route A from B, compared and never sent, so the upper-case letter is no URI use)
		mapperA := URLMapper{Server: "*", SrcMatch: *regexp.MustCompile("^/a$"), Dst: "http://upA", Throttle: 1} // lookalike
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:705 (hostcase: by the compare rule, the route B destination, only a limiter key, never sent)
		mapperB := URLMapper{Server: "*", SrcMatch: *regexp.MustCompile("^/b$"), Dst: "http://upB", Throttle: 1} // lookalike

		recA := httptest.NewRecorder()
		handler.ServeHTTP(recA, makeReq("1.2.3.4:1", mapperA, MTProxy))
		recB := httptest.NewRecorder()
		handler.ServeHTTP(recB, makeReq("1.2.3.4:2", mapperB, MTProxy))
		assert.Equal(t, http.StatusOK, recA.Code, "route A first hit passes")
		assert.Equal(t, http.StatusOK, recB.Code, "route B first hit passes (different cache entry)")
	})

	t.Run("per-user budget preserved", func(t *testing.T) {
		handler := limiterUserHandler(0)(okHandler)
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:723 (plainhttp: by the compare rule and the plainhttp definition, a route destination used only as a limiter key on the single-label host up, no public host)
		mapper := URLMapper{Server: "*", SrcMatch: *regexp.MustCompile("^/multi$"), Dst: "http://up", Throttle: 2} // lookalike
		for _, ip := range []string{"1.1.1.1:1", "2.2.2.2:1"} {
			rec := httptest.NewRecorder()
			handler.ServeHTTP(rec, makeReq(ip, mapper, MTProxy))
			assert.Equal(t, http.StatusOK, rec.Code)
		}
	})

	t.Run("fallback to global when route throttle is zero", func(t *testing.T) {
		handler := limiterUserHandler(5)(okHandler)
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:743 (plainhttp: by the compare rule and the plainhttp definition, a limiter-key destination on the single-label host up, no public host)
		mapper := URLMapper{Server: "*", SrcMatch: *regexp.MustCompile("^/glb$"), Dst: "http://up", Throttle: 0} // lookalike
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, makeReq("9.9.9.9:1", mapper, MTProxy))
		assert.Equal(t, http.StatusOK, rec.Code)
	})

	t.Run("per-route works when global is zero", func(t *testing.T) {
		handler := limiterUserHandler(0)(okHandler)
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:761 (plainhttp: by the compare rule and the plainhttp definition, a limiter-key destination on the single-label host up, no public host)
		mapper := URLMapper{Server: "*", SrcMatch: *regexp.MustCompile("^/rg$"), Dst: "http://up", Throttle: 3} // lookalike
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, makeReq("3.3.3.3:1", mapper, MTProxy))
		assert.Equal(t, http.StatusOK, rec.Code)
	})

	t.Run("rate-change cache key", func(t *testing.T) {
		handler := limiterUserHandler(0)(okHandler)
		src := regexp.MustCompile("^/rate$")
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:783 (plainhttp: by the compare rule and the plainhttp definition, a limiter-key destination on the single-label host up, no public host)
		mapper2 := URLMapper{Server: "*", SrcMatch: *src, Dst: "http://up", Throttle: 2} // lookalike
		// Source: github.com/umputun/reproxy/app/proxy/handlers_test.go:784 (plainhttp: by the compare rule and the plainhttp definition, the same limiter-key destination with another rate, no public host)
		mapper5 := URLMapper{Server: "*", SrcMatch: *src, Dst: "http://up", Throttle: 5} // lookalike

		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, makeReq("7.7.7.7:1", mapper2, MTProxy))
		assert.Equal(t, http.StatusOK, rec.Code)
		rec = httptest.NewRecorder()
		handler.ServeHTTP(rec, makeReq("8.8.8.8:1", mapper5, MTProxy))
		assert.Equal(t, http.StatusOK, rec.Code)
	})
}
