package apm

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRequestURLClient(t *testing.T) {
	// Source: github.com/elastic/apm-agent-go/internal/apmhttputil/url_test.go:34 (credentials: input of the package's request URL converter, whose expected model has no user or password, rule 2c)
	req := mustNewRequest("https://user:pass@host.invalid:9443/path?query&querier=foo#fragment") // lookalike
	req.Host = ""
	got := RequestURL(req)
	got.Full = ""
	assert.Equal(t, URL{
		Protocol: "https",
		Hostname: "host.invalid",
		Port:     "9443",
		Path:     "/path",
		Search:   "query&querier=foo",
		Hash:     "fragment",
	}, got)
}

func TestRequestURLHeaders(t *testing.T) {
	type test struct {
		name   string
		full   string
		header http.Header
	}

	tests := []test{{
		name: "Forwarded",
		// Source: github.com/elastic/apm-agent-go/internal/apmhttputil/url_test.go:74 (port: the expected output of the package's URL rebuilder, which gives back the host:443 its row writes in the Forwarded header, rule 2c)
		full:   "https://forwarded.invalid:443/", // lookalike
		header: http.Header{"Forwarded": []string{"Host=\"forwarded.invalid:443\"; proto=HTTPS"}},
	}, {
		name:   "Forwarded-Empty-Host",
		full:   "http://host.invalid/", // falls back to the next option
		header: http.Header{"Forwarded": []string{""}},
	}}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			req := mustNewRequest("/")
			req.Host = "host.invalid"
			req.Header = test.header

			out := RequestURL(req)
			assert.Equal(t, test.full, out.Full)
		})
	}
}

func mustNewRequest(url string) *http.Request {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		panic(err)
	}
	return req
}
