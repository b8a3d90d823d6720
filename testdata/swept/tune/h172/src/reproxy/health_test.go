package reproxy

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func Test_healthHandlerDeadlock(t *testing.T) {
	ds := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.True(t, strings.HasSuffix(r.RequestURI, "/ping"))
	}))
	defer ds.Close()

	rules := make([]string, 0, 90)
	for i := 0; i < cap(rules); i++ {
		// Source: github.com/umputun/reproxy/app/proxy/health_test.go:37 (sink: rule 1, the destination of each static rule the test configures is localhost/N/$1, a bare host with no scheme where the proxy needs an absolute URI; the test only exercises the pings)
		rules = append(rules, fmt.Sprintf("*,^/api/(.*),localhost/%d/$1,%s/%d/$1/ping", i, ds.URL, i)) // defect sink
	}

	p := &Static{Rules: rules}
	mappers, err := p.List()
	require.NoError(t, err)
	svc := &Service{mappers: mappers}
	assert.Len(t, svc.CheckHealth(), 90)
}

func TestHttp_pingForwardHealthChecks(t *testing.T) {
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`{"success": true}`))
	}))
	defer backend.Close()

	port := getFreePort(t)
	p := &Static{Rules: []string{
		fmt.Sprintf("fhc.example.com,^/(.*),%s/$1,,true", backend.URL),
		// Source: github.com/umputun/reproxy/app/proxy/health_test.go:191 (syntax: a static rule string server,route,destination whose loopback destination http://127.0.0.1:9999/$1 is a valid proxy target; the rule text as a whole is no URI)
		"normal.example.com,^/(.*),http://127.0.0.1:9999/$1,", // lookalike
	}}
	mappers, err := p.List()
	require.NoError(t, err)
	require.Len(t, mappers, 2)

	client := http.Client{}
	t.Run("ping returns pong for host without forward-health-checks", func(t *testing.T) {
		// Source: github.com/umputun/reproxy/app/proxy/health_test.go:241 (hostjoin: rule 1, request to the local proxy on the fixed loopback literal with an int port formatted in; uniform sample 5 of 26)
		req, e := http.NewRequest("GET", fmt.Sprintf("http://127.0.0.1:%d/ping", port), http.NoBody) // lookalike
		require.NoError(t, e)
		req.Host = "normal.example.com"
		resp, e := client.Do(req)
		if e == nil {
			resp.Body.Close()
		}
	})
}
