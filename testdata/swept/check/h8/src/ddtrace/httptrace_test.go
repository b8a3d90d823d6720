package ddtrace

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestURLFullFromClientRequestUsesURLAuthorityAndRedactsUserinfo(t *testing.T) {
	r := &http.Request{
		URL: &url.URL{
			Scheme: "https",
			// Source: github.com/DataDog/dd-trace-go/instrumentation/httptrace/httptrace_test.go:588 (credentials: a password the test gives the code to redact, in a test named for redacting userinfo that expects REDACTED back, rule 2b/2c)
			User:     url.UserPassword("alice", "secret"), // lookalike
			Host:     "origin.example:8443",
			Path:     "/test",
			RawQuery: "keep=value",
		},
		Host: "override.example:9443",
	}

	// Source: github.com/DataDog/dd-trace-go/instrumentation/httptrace/httptrace_test.go:597 (credentials: the masked user and password REDACTED the test expects the code to write, rule 2c)
	require.Equal(t, "https://REDACTED:REDACTED@origin.example:8443/test?keep=value", URLFullFromClientRequest(r, true)) // lookalike
}

func TestURLFromHost(t *testing.T) {
	for _, tc := range []struct {
		name string
		host string
		want string
	}{
		{
			name: "host and port",
			host: "example.com:8080",
			want: "http://example.com:8080/test",
		},
		{
			name: "IPv6 zone",
			host: "[fe80::1%eth0]:8080",
			// Source: github.com/DataDog/dd-trace-go/instrumentation/httptrace/httptrace_test.go:612 (hostform: the expected URL holds an IPv6 zone identifier, which the row's name says it tests, rule 2b)
			want: "http://[fe80::1%25eth0]:8080/test", // lookalike
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, urlFromHost(tc.host, "/test"))
		})
	}
}
