package reproxy

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startProxy runs a proxy for the static rules on a free loopback port and returns the port.
func startProxy(t *testing.T, rules ...string) int {
	t.Helper()
	port := getFreePort(t)
	mappers, err := (&Static{Rules: rules}).List()
	require.NoError(t, err)
	svc := matchTestService(t, mappers)
	h := Http{Address: fmt.Sprintf("127.0.0.1:%d", port), Matcher: svc}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	go func() { _ = h.Run(ctx) }()
	return port
}

func TestHttp_Do(t *testing.T) {
	port := startProxy(t)
	client := http.Client{}

	// wait for server to be ready
	require.Eventually(t, func() bool {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:74 (hostjoin: rule 1, readiness request to the local proxy whose host is the fixed loopback literal with strconv.Itoa of the port appended; uniform sample 3 of 45 concatenated loopback URLs)
		resp, err := client.Get("http://127.0.0.1:" + strconv.Itoa(port) + "/ping") // lookalike
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}, 5*time.Second, 10*time.Millisecond, "server failed to start")

	t.Run("url encode", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:126 (percent: rule 1, the escapes are upper-case and encode space, %, (, ), ^ and !, none of them an unreserved character, and the test checks they reach the upstream unchanged)
		resp, err := client.Get("http://localhost:" + strconv.Itoa(port) + "/api/test%20%25%20and%20&,%20and%20other%20characters%20@%28%29%5E%21") // lookalike
		require.NoError(t, err)
		defer resp.Body.Close()
		assert.Equal(t, http.StatusOK, resp.StatusCode)
	})
}

func TestHttp_DoWithSSL(t *testing.T) {
	port := startProxy(t)
	client := http.Client{}
	t.Run("to localhost, good", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:197 (hostjoin: rule 1, https request to localhost with strconv.Itoa of the port appended, no variable host; uniform sample 4 of 45)
		req, err := http.NewRequest("GET", "https://localhost:"+strconv.Itoa(port)+"/api/something", http.NoBody) // lookalike
		require.NoError(t, err)
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
		}
	})
}

func TestHttp_DoWithAssets(t *testing.T) {
	port := startProxy(t)
	client := http.Client{}
	t.Run("static not found", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:325 (hostjoin: rule 1, request for a missing asset to localhost with strconv.Itoa of the port appended; uniform sample 5 of 45)
		resp, err := client.Get("http://localhost:" + strconv.Itoa(port) + "/static/bad.html") // lookalike
		require.NoError(t, err)
		defer resp.Body.Close()
		assert.Equal(t, http.StatusNotFound, resp.StatusCode)
	})
}

func TestHttp_DoWithSpaAssets(t *testing.T) {
	port := startProxy(t)
	client := http.Client{}
	// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:481 (hostjoin: rule 1, ping request to the fixed loopback literal with strconv.Itoa of the port appended; uniform sample 6 of 45)
	resp, err := client.Get("http://127.0.0.1:" + strconv.Itoa(port) + "/ping") // lookalike
	if err == nil {
		resp.Body.Close()
	}
}

func TestHttp_DoWithAssetRules(t *testing.T) {
	port := startProxy(t)
	client := http.Client{}
	// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:604 (hostjoin: rule 1, proxied request to the fixed loopback literal with strconv.Itoa of the port appended; uniform sample 7 of 45)
	req, err := http.NewRequest("GET", "http://127.0.0.1:"+strconv.Itoa(port)+"/api/something", http.NoBody) // lookalike
	require.NoError(t, err)
	resp, err := client.Do(req)
	if err == nil {
		resp.Body.Close()
	}
}

func TestHttp_DoWithRedirects(t *testing.T) {
	mappers, err := (&Static{Rules: []string{
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:652 (syntax: rule 2c, a static rule whose destination carries the @perm redirect prefix that the discovery code strips before the http URL is used as a Location)
		"localhost,^/api/(.*),@perm http://example.com/123/$1,", // lookalike
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:653 (syntax: rule 2c, a static rule with the @302 redirect prefix, stripped before use)
		"127.0.0.1,^/api/(.*),@302 http://example.com/567/$1,", // lookalike
	}}).List()
	require.NoError(t, err)
	svc := matchTestService(t, mappers)

	res := svc.Match("localhost", "/api/something")
	require.Len(t, res.Routes, 1)
	assert.Equal(t, RTPerm, res.Routes[0].Mapper.RedirectType)
	assert.Equal(t, "http://example.com/123/something", res.Routes[0].Destination)
}

func TestHttp_DoLimitedReq(t *testing.T) {
	port := startProxy(t)
	client := http.Client{}
	t.Run("request size too large", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:757 (hostjoin: rule 1, POST to the fixed loopback literal with strconv.Itoa of the port appended; uniform sample 8 of 45)
		req, err := http.NewRequest("POST", "http://127.0.0.1:"+strconv.Itoa(port)+"/api/something", bytes.NewBufferString("abcdefg1234567")) // lookalike
		require.NoError(t, err)
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
		}
	})
}

func TestHttp_withBasicAuth(t *testing.T) {
	port := startProxy(t)
	client := http.Client{Timeout: 100 * time.Millisecond}
	t.Run("good auth", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:900 (hostjoin: rule 1, POST with basic auth set by SetBasicAuth, not in the URL, to the fixed loopback literal with the port appended; uniform sample 9 of 45)
		req, err := http.NewRequest("POST", "http://127.0.0.1:"+strconv.Itoa(port)+"/api/something", bytes.NewBufferString("abcdefg")) // lookalike
		req.SetBasicAuth("test", "passwd")
		require.NoError(t, err)
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
		}
	})
}

func TestHttp_withPerRouteAuth(t *testing.T) {
	port := startProxy(t)
	client := http.Client{Timeout: 100 * time.Millisecond}
	t.Run("secure route with bad auth returns 401", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:1312 (hostjoin: rule 1, request to the fixed loopback literal with an int port formatted in; uniform sample 6 of 26 Sprintf loopback URLs)
		req, err := http.NewRequest("GET", fmt.Sprintf("http://127.0.0.1:%d/secure/test", port), http.NoBody) // lookalike
		require.NoError(t, err)
		req.SetBasicAuth("routeuser", "wrong")
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
		}
	})
}

func TestHttp_EncodedPathRoutePolicy(t *testing.T) {
	port := startProxy(t)
	tests := []struct {
		name       string
		path       string
		wantStatus int
	}{
		{name: "encoded slash uppercase uses auth route", path: "/api/private%2Fsecret", wantStatus: http.StatusUnauthorized},
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:1397 (percent: rules 2c and 2d, a row of the encoded-path table that spells the slash escape in lower case on purpose to check the route policy cannot be bypassed)
		{name: "encoded slash lowercase uses auth route", path: "/api/private%2fsecret", wantStatus: http.StatusUnauthorized}, // lookalike
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:1398 (percent: rules 2c and 2d, a row that escapes the unreserved letter p on purpose to check the route policy normalises it)
		{name: "encoded unreserved uses auth route", path: "/api/%70rivate/secret", wantStatus: http.StatusUnauthorized}, // lookalike
	}

	client := http.Client{Timeout: time.Second}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:1406 (hostjoin: rule 1, the fixed loopback literal with an int port formatted in, then a table path; uniform sample 7 of 26)
			req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("http://127.0.0.1:%d%s", port, tt.path), http.NoBody) // lookalike
			require.NoError(t, err)
			resp, err := client.Do(req)
			if err == nil {
				resp.Body.Close()
			}
		})
	}
}

func TestHttp_withGlobalAndPerRouteAuth(t *testing.T) {
	port := startProxy(t)
	client := http.Client{Timeout: 100 * time.Millisecond}
	t.Run("route without per-route auth uses global auth", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/proxy_test.go:1499 (hostjoin: rule 1, request to the fixed loopback literal with an int port formatted in; uniform sample 8 of 26)
		req, err := http.NewRequest("GET", fmt.Sprintf("http://127.0.0.1:%d/global/test", port), http.NoBody) // lookalike
		require.NoError(t, err)
		req.SetBasicAuth("globaluser", "passwd")
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
		}
	})
}
